import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@clinic/contract';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';
import { stringsIn } from './staffFacing.ts';

/**
 * A treatment's price, insurance status and duration come from the fee table staff keep in the
 * console (issue 20): a page text names them (`{{fee.laser}}`, `{{duration.laser}}`) and never holds
 * the number, so the treatment pages and the non-covered fee table can never state two prices for
 * one item. These checks read every page text and every message catalog, in every language.
 */
const root = path.resolve(import.meta.dirname, '../../public-site/src/content');

async function textsOf(locale: Locale): Promise<Array<{ where: string; text: string }>> {
  const out: Array<{ where: string; text: string }> = [];
  // The first run's page texts (staff change them in the console from there).
  for (const [key, texts] of Object.entries(PAGE_TEXTS)) stringsIn(texts[locale], `${locale}/${key}`, out);
  stringsIn((await import(path.join(root, 'messages', `${locale}.ts`)))[locale], `messages/${locale}`, out);
  return out;
}

/** A won amount in any language's writing: "330만 원", "3.3–3.5 million won", "330万韩元", "₩3,300,000". */
const WON =
  /\d[\d,.]*\s*(?:억|만|천)?\s*원|\d[\d,.]*\s*(?:million\s+|thousand\s+)?won\b|\d[\d,.]*\s*[万亿億]?\s*(?:韩元|ウォン)|₩\s*\d/i;
/**
 * A duration in minutes, per language: "30~60분", "30–60 minutes", "30 min", "30~60分钟", "30~60分".
 * Chinese 分 alone is a score (计1分), so Chinese minutes are 分钟.
 */
const MINUTES: Record<Locale, RegExp> = {
  ko: /\d\s*분/,
  en: /\d\s*(?:minutes?|mins?)\b/i,
  cn: /\d\s*分钟/,
  jp: /\d\s*分/,
};

describe('page texts state no fee or duration, only references to the fee table', () => {
  for (const locale of LOCALES)
    it(`${locale}: no won amount and no duration in minutes in a page text or the message catalog`, async () => {
      const texts = await textsOf(locale);
      expect(texts.length).toBeGreaterThan(100);
      const found = texts
        .filter(({ text }) => WON.test(text) || MINUTES[locale].test(text))
        .map(({ where, text }) => `${where}: ${text}`);
      expect(found).toEqual([]);
    });

  it('the patterns catch what the pages used to write', () => {
    for (const text of [
      '330만~350만 원',
      '280만 원',
      '3,300,000원',
      '3.3–3.5 million won',
      '100,000 won',
      '330万~350万韩元',
      '330万~350万ウォン',
      '₩3,300,000',
    ])
      expect(WON.test(text), text).toBe(true);
    for (const [locale, text] of [
      ['ko', '30~60분'],
      ['en', '30–60 minutes'],
      ['en', 'about 45 min'],
      ['cn', '30~40分钟'],
      ['jp', '40~60分'],
    ] as const)
      expect(MINUTES[locale].test(text), text).toBe(true);
    // A reference, a unit note and a score are not amounts or durations.
    for (const text of ['{{fee.laser}}', '(단위: 원)', '병원', 'Unit: won']) expect(WON.test(text), text).toBe(false);
    expect(MINUTES.cn.test('每个回答“是”的问题计1分')).toBe(false);
    expect(MINUTES.ko.test('{{duration.laser}}')).toBe(false);
  });

  it('the treatment pages name their fee, insurance status and duration', async () => {
    const named = (await textsOf('ko')).map(({ text }) => text).join('\n');
    for (const code of ['laser', 'rfa', 'nonthermal', 'stripping'])
      for (const family of ['fee', 'insurance', 'duration']) expect(named).toContain(`{{${family}.${code}}}`);
  });
});
