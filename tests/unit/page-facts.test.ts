import { describe, expect, it } from 'vitest';
import { DEMO_HOURS, LOCALES, type PublicSettings } from '@clinic/contract';
import { DEFAULT_SETTINGS } from '../../api/src/modules/settings/index.ts';
import {
  FACT_NAMES,
  factsOf,
  fillContentFacts,
  fillFacts,
  fillFactsInHtml,
  isFactName,
  placeholdersIn,
  type Facts,
} from '../../public-site/src/lib/facts.ts';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';
import { STAFF_FACING, stringsIn } from './staffFacing.ts';

/**
 * The clinic's facts are never written into page texts (design: "Facts the clinic may change … are
 * never written into page texts"): a text names them (`{{phone}}`) and the render fills them in
 * from the settings. These checks read every page text of every language.
 */
const strings = stringsIn;

/** Every string of the first run's page texts (staff change them in the console from there). */
async function pageTexts(): Promise<Array<{ where: string; text: string }>> {
  const out: Array<{ where: string; text: string }> = [];
  for (const locale of LOCALES)
    for (const [key, texts] of Object.entries(PAGE_TEXTS)) strings(texts[locale], `${locale}/${key}`, out);
  return out;
}

const PHONE = /0\d{1,2}[-.) ]\d{3,4}[-. ]\d{4}/;

/** The demo facts (what a new site starts with), in every language: never in a page text. */
const demoFacts = [
  DEFAULT_SETTINGS.phone,
  DEFAULT_SETTINGS.businessNumber,
  ...(['clinicName', 'address', 'subway', 'bus', 'parking'] as const).flatMap((key) =>
    Object.values(DEFAULT_SETTINGS[key]),
  ),
];

describe('page texts hold no fact of the clinic, only names of facts', () => {
  it('no page text holds a phone number, ○○ or a demo fact', async () => {
    const found = (await pageTexts()).filter(
      ({ text }) => PHONE.test(text) || text.includes('○○') || demoFacts.some((fact) => text.includes(fact)),
    );
    expect(found).toEqual([]);
  });

  it('every placeholder is a known fact name, written {{name}}', async () => {
    const texts = await pageTexts();
    const unknown = texts.flatMap(({ where, text }) =>
      placeholdersIn(text)
        .filter((name) => !isFactName(name))
        .map((name) => `${where}: {{${name}}}`),
    );
    expect(unknown).toEqual([]);
    // A brace left over from a mistyped placeholder ({phone}, {{phone}, {{ phone}} …) is caught too.
    const stray = texts.filter(({ text }) => /[{}]/.test(text.replace(/\{\{[A-Za-z]+(?:\.[A-Za-z0-9]+)?\}\}/g, '')));
    expect(stray).toEqual([]);
    // The facts page texts name today (so a renamed fact fails here, not in front of patients).
    const used = new Set(texts.flatMap(({ text }) => placeholdersIn(text)));
    expect([...used].sort()).toEqual(
      [
        'address',
        'bus',
        'clinicName',
        ...['laser', 'rfa', 'nonthermal', 'stripping'].flatMap((code) =>
          ['fee', 'insurance', 'duration'].map((family) => `${family}.${code}`),
        ),
        'hours.closed',
        'hours.days',
        'hours.summary',
        'parking',
        'phone',
        'representative',
        'subway',
      ].sort(),
    );
  });
});

describe('page texts and UI messages are written for patients', () => {
  it('none is addressed to staff', async () => {
    const texts = await pageTexts();
    for (const locale of LOCALES)
      strings(
        (await import(`../../public-site/src/content/messages/${locale}.ts`))[locale],
        `messages/${locale}`,
        texts,
      );
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter(({ text }) => STAFF_FACING.test(text))).toEqual([]);
  });
});

describe('fillFacts', () => {
  const facts: Facts = {
    clinicName: '맑은정맥의원',
    representative: '김하나',
    businessNumber: '123-45-67890',
    phone: '02-555-1234',
    email: 'desk@example.kr',
    address: '서울특별시 강남구 테헤란로 1',
    subway: '2호선 강남역 3번 출구',
    bus: '강남역 정류장',
    parking: '지하 1층 무료',
  };

  it.each(FACT_NAMES)('fills {{%s}}', (name) => {
    expect(fillFacts(`앞 {{${name}}} 뒤`, facts)).toBe(`앞 ${facts[name]} 뒤`);
  });

  it('fills every occurrence, leaves other text alone and drops an unknown name', () => {
    expect(fillFacts('전화({{phone}}), 다시 {{phone}}', facts)).toBe('전화(02-555-1234), 다시 02-555-1234');
    expect(fillFacts('괄호 {하나} 그대로', facts)).toBe('괄호 {하나} 그대로');
    expect(fillFacts('[{{nobody}}]', facts)).toBe('[]');
  });

  it('fills stored rich text with each fact as text, never as markup', () => {
    const odd: Facts = { ...facts, parking: '<b>B1</b> & "B2"' };
    expect(fillFactsInHtml('<p>전화: {{phone}}</p><p>{{parking}}</p>', odd)).toBe(
      '<p>전화: 02-555-1234</p><p>&lt;b&gt;B1&lt;/b&gt; &amp; &quot;B2&quot;</p>',
    );
    expect(fillFactsInHtml('<p>{{nobody}} 그대로</p>', facts)).toBe('<p> 그대로</p>');
  });

  it('fills text only: an attribute naming a fact is left out, so a fact never becomes a link', () => {
    const hostile: Facts = { ...facts, phone: 'javascript:alert(777)', address: '" onmouseover="x()' };
    expect(
      fillFactsInHtml(
        `<p><a href="{{phone}}">{{phone}}</a> <a title='{{address}}' href=tel:{{phone}}>전화</a></p><p><img src="/uploads/a.webp" alt="{{address}}"></p>`,
        hostile,
      ),
    ).toBe('<p><a>javascript:alert(777)</a> <a>전화</a></p><p><img src="/uploads/a.webp"></p>');
    expect(fillFactsInHtml('<p><a href="tel:025551234">{{phone}}</a></p>', facts)).toBe(
      '<p><a href="tel:025551234">02-555-1234</a></p>',
    );
  });

  it('takes the facts from the public settings, and fills a whole page in every language', async () => {
    const settings = {
      ...facts,
      onReview: false,
      reviewMembersOnly: false,
      kakaoChannelUrl: '',
      naverBookingUrl: '',
      youtubeChannelUrl: '',
      naverMapUrl: '',
      kakaoMapUrl: '',
      ogImage: { src: '/api/v1/clinic/og-image.png?v=1', width: 1200, height: 630 },
      hours: DEMO_HOURS,
      closedOnHolidays: true,
      hoursNote: '',
      postalCode: '',
      latitude: null,
      longitude: null,
    } satisfies PublicSettings;
    expect(factsOf(settings, 'ko')).toMatchObject(facts);
    for (const locale of LOCALES) {
      const page = PAGE_TEXTS.cost![locale] as { warning: string };
      const filled = fillContentFacts(page, factsOf(settings, locale));
      expect(filled.warning).toContain('02-555-1234');
      expect(JSON.stringify(filled)).not.toContain('{{');
      expect(page.warning).toContain('{{phone}}');
    }
  });
});
