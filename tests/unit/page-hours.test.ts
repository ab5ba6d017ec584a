import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contract';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';
import { stringsIn } from './staffFacing.ts';

/**
 * The opening hours are settings (사이트 설정): a page text or a UI message names them
 * (`{{hours.summary}}`, `{{hours.days}}` …) and never states a time of day, in any language, so a
 * change of hours in the console can never leave a page saying the old ones.
 */
const root = path.resolve(import.meta.dirname, '../../public-site/src/content');

/** A time of day as each language writes it: 09:00, 9 am, 오전 9시, 오후 6시, 9時, 9点 … */
const CLOCK_TIMES = [
  /\b\d{1,2}[:：]\d{2}\b/,
  /\b\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z])/i,
  /\b(?:noon|midday)\b/i,
  /(?:오전|오후|낮)\s*\d{1,2}\s*시|정오/,
  /\d{1,2}\s*시(?![간])/,
  /(?:午前|午後)\s*\d|正午/,
  /\d{1,2}\s*時(?![間])/,
  /(?:上午|下午|中午|早上|晚上)\s*\d/,
  /\d{1,2}\s*[点點](?:\d|半|钟|至|到|前|后|以|开|起|~|～|-)/,
];

async function texts(): Promise<Array<{ where: string; text: string }>> {
  const out: Array<{ where: string; text: string }> = [];
  for (const locale of LOCALES) {
    // The first run's page texts (staff change them in the console from there).
    for (const [key, pageTexts] of Object.entries(PAGE_TEXTS)) stringsIn(pageTexts[locale], `${locale}/${key}`, out);
    stringsIn((await import(path.join(root, 'messages', `${locale}.ts`)))[locale], `messages/${locale}`, out);
  }
  return out;
}

/** What a text says once its fact references are taken out. */
const withoutFacts = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

describe('page texts and message catalogs state no opening hours', () => {
  it('no text holds a time of day that is not a reference to the hours of the settings', async () => {
    const all = await texts();
    expect(all.length).toBeGreaterThan(1000);
    const found = all
      .filter(({ text }) => CLOCK_TIMES.some((pattern) => pattern.test(withoutFacts(text))))
      .map(({ where, text }) => `${where}: ${text}`);
    expect(found).toEqual([]);
  });

  it('the check knows a time in each language when it sees one', () => {
    const written = [
      '09:00~18:00',
      '9:00',
      '오전 9시부터',
      '오후 6시',
      '9 a.m.',
      '6pm',
      '午前9時',
      '9時から',
      '上午9点',
      '9点至',
    ];
    for (const text of written)
      expect(
        CLOCK_TIMES.some((pattern) => pattern.test(text)),
        text,
      ).toBe(true);
    const fine = [
      '{{hours.summary}}',
      '24시간',
      '30~40분',
      '24時間',
      '1시간 정도',
      '오후나 저녁',
      '午後や夕方',
      '점수가 낮아도',
    ];
    for (const text of fine)
      expect(
        CLOCK_TIMES.some((pattern) => pattern.test(withoutFacts(text))),
        text,
      ).toBe(false);
  });
});
