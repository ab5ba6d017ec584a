import type { Locale, PublicFee } from '@clinic/contract';

/**
 * The fee facts page texts name: `{{fee.laser}}` (the amount or range), `{{insurance.laser}}`
 * (covered by national health insurance or not) and `{{duration.laser}}` (how long the procedure
 * usually takes), each by the code of a row of the fee table staff keep in the console, written in
 * the page's language as the pages wrote them by hand before ("330만~350만 원", "3.3–3.5 million
 * won", "330万~350万韩元", "330万~350万ウォン"). A text names them and never holds the number, so
 * the treatment pages and the cost page can never state two prices for one item.
 */
export { FEE_FACT_FAMILIES } from '@clinic/contract';
import { FEE_FACT_FAMILIES } from '@clinic/contract';
export type FeeFactFamily = (typeof FEE_FACT_FAMILIES)[number];

/**
 * What a text shows in place of a fee fact whose row is missing, switched off or has no duration:
 * never a blank mid-sentence. An amount or an insurance status points to the cost page (which lists
 * every row shown); a duration, which the cost page does not list, to the consultation.
 */
export const FEE_FACT_FALLBACK: Record<FeeFactFamily, Record<Locale, string>> = {
  fee: { ko: '비용 안내 참고', en: 'as listed on the cost page', cn: '详见费用说明', jp: '費用案内をご覧ください' },
  insurance: { ko: '비용 안내 참고', en: 'See the cost page', cn: '详见费用说明', jp: '費用案内をご覧ください' },
  duration: { ko: '상담 시 안내', en: 'explained at your consultation', cn: '咨询时说明', jp: '診察時にご案内' },
};

/** Covered by national health insurance, or not (a non-covered item, 비급여). */
const INSURANCE: Record<Locale, { covered: string; notCovered: string }> = {
  ko: { covered: '건강보험 적용', notCovered: '비급여' },
  en: { covered: 'Covered by national health insurance', notCovered: 'Non-covered' },
  cn: { covered: '适用国民健康保险', notCovered: '非医保' },
  jp: { covered: '健康保険適用', notCovered: '保険適用外' },
};

const plain = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, useGrouping: true });

/** 3,300,000 → "330만"; 1,250,000,000 → "12억 5,000만"; 3,355,000 → "335만 5,000". */
function koAmount(n: number): string {
  if (n === 0) return '0';
  const eok = Math.floor(n / 100_000_000);
  const man = Math.floor((n % 100_000_000) / 10_000);
  const rest = n % 10_000;
  return [eok ? `${plain(eok)}억` : '', man ? `${plain(man)}만` : '', rest ? plain(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** 3,300,000 → "330万"; 3,355,000 → "335.5万"; 1,200,000,000 → "12亿" (jp "12億"); 5,000 → "5,000". */
function cjkAmount(n: number, hundredMillion: string): string {
  const short = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 4, useGrouping: false });
  if (n >= 100_000_000) return `${short(n / 100_000_000)}${hundredMillion}`;
  if (n >= 10_000) return `${short(n / 10_000)}万`;
  return plain(n);
}

/** In millions with one or two decimals ("3.3", "3.25"), or undefined when that would round it. */
function enMillions(n: number): string | undefined {
  const m = n / 1_000_000;
  if (n < 1_000_000 || Math.round(m * 100) !== m * 100) return undefined;
  return m.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
}

/** An amount or a range in won, as the pages write it; one amount when both ends are the same. */
export function formatWon(min: number, max: number, locale: Locale): string {
  const single = min === max;
  switch (locale) {
    case 'ko':
      return single ? `${koAmount(min)} 원` : `${koAmount(min)}~${koAmount(max)} 원`;
    case 'cn':
      return single ? `${cjkAmount(min, '亿')}韩元` : `${cjkAmount(min, '亿')}~${cjkAmount(max, '亿')}韩元`;
    case 'jp':
      return single ? `${cjkAmount(min, '億')}ウォン` : `${cjkAmount(min, '億')}~${cjkAmount(max, '億')}ウォン`;
    case 'en': {
      const [a, b] = [enMillions(min), enMillions(max)];
      if (a && b) return single ? `${a} million won` : `${a}–${b} million won`;
      return single ? `${plain(min)} won` : `${plain(min)}–${plain(max)} won`;
    }
  }
}

/** A duration or a range in minutes, as the pages write it ("30~60분", "30–60 minutes"). */
export function formatMinutes(min: number, max: number, locale: Locale): string {
  const span = (sep: string) => (min === max ? `${min}` : `${min}${sep}${max}`);
  switch (locale) {
    case 'ko':
      return `${span('~')}분`;
    case 'cn':
      return `${span('~')}分钟`;
    case 'jp':
      return `${span('~')}分`;
    case 'en':
      return `${span('–')} ${min === max && min === 1 ? 'minute' : 'minutes'}`;
  }
}

/** 비급여 or 건강보험 적용, in the page's language. */
export function formatInsurance(covered: boolean, locale: Locale): string {
  return covered ? INSURANCE[locale].covered : INSURANCE[locale].notCovered;
}

/** "3,300,000" (the public answer's amounts, with separators) → 3300000. */
const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Whether `name` (`fee.laser`) is a fee fact. */
export function isFeeFact(name: string): boolean {
  const [family, key] = name.split('.');
  return key !== undefined && (FEE_FACT_FAMILIES as readonly string[]).includes(family!);
}

/**
 * The fee facts of `names` (the placeholders a page's text holds; others are ignored), filled from
 * the public fee list in `locale`: a name whose row is missing (or switched off, so not listed), or
 * has no duration, gets the short pointer instead (FEE_FACT_FALLBACK). `fees` undefined (the list
 * could not be read): every one gets its pointer.
 */
export function feeFacts(
  fees: readonly PublicFee[] | null | undefined,
  locale: Locale,
  names: Iterable<string>,
): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const name of names) {
    if (!isFeeFact(name) || name in facts) continue;
    const [family, code] = name.split('.') as [FeeFactFamily, string];
    const fee = fees?.find((f) => f.code === code);
    let value: string | undefined;
    if (fee && family === 'fee') value = formatWon(amountOf(fee.minCost), amountOf(fee.maxCost), locale);
    if (fee && family === 'insurance') value = formatInsurance(fee.covered, locale);
    if (fee && family === 'duration' && fee.durationMin != null && fee.durationMax != null)
      value = formatMinutes(fee.durationMin, fee.durationMax, locale);
    facts[name] = value ?? FEE_FACT_FALLBACK[family][locale];
  }
  return facts;
}
