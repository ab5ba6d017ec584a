import { describe, expect, it } from 'vitest';
import type { PublicFee } from '@clinic/contract';
import {
  FEE_FACT_FALLBACK,
  feeFacts,
  formatInsurance,
  formatMinutes,
  formatWon,
  isFeeFact,
} from '../../public-site/src/lib/fees.ts';
import { fillFacts, isFactName, type Facts } from '../../public-site/src/lib/facts.ts';

/** The fee facts written per language exactly as the pages wrote them by hand before (issue 20). */
describe('formatWon', () => {
  it('writes a range as each language did', () => {
    expect(formatWon(3_300_000, 3_500_000, 'ko')).toBe('330만~350만 원');
    expect(formatWon(3_300_000, 3_500_000, 'en')).toBe('3.3–3.5 million won');
    expect(formatWon(3_300_000, 3_500_000, 'cn')).toBe('330万~350万韩元');
    expect(formatWon(3_300_000, 3_500_000, 'jp')).toBe('330万~350万ウォン');
    expect(formatWon(6_000_000, 6_500_000, 'en')).toBe('6.0–6.5 million won');
    expect(formatWon(2_800_000, 3_600_000, 'ko')).toBe('280만~360만 원');
  });

  it('writes one amount when both ends are the same', () => {
    expect(formatWon(100_000, 100_000, 'ko')).toBe('10만 원');
    expect(formatWon(3_300_000, 3_300_000, 'en')).toBe('3.3 million won');
    expect(formatWon(100_000, 100_000, 'en')).toBe('100,000 won');
    expect(formatWon(100_000, 100_000, 'cn')).toBe('10万韩元');
    expect(formatWon(100_000, 100_000, 'jp')).toBe('10万ウォン');
  });

  it('keeps amounts that are not whole 만 or tenths of a million exact', () => {
    expect(formatWon(3_355_000, 3_355_000, 'ko')).toBe('335만 5,000 원');
    expect(formatWon(3_355_000, 3_355_000, 'cn')).toBe('335.5万韩元');
    expect(formatWon(3_355_500, 3_400_000, 'en')).toBe('3,355,500–3,400,000 won');
    expect(formatWon(3_250_000, 3_500_000, 'en')).toBe('3.25–3.5 million won');
    expect(formatWon(1_250_000_000, 1_250_000_000, 'ko')).toBe('12억 5,000만 원');
    expect(formatWon(1_200_000_000, 1_200_000_000, 'jp')).toBe('12億ウォン');
    expect(formatWon(0, 5_000, 'ko')).toBe('0~5,000 원');
  });
});

describe('formatMinutes and formatInsurance', () => {
  it('write a duration as each language did', () => {
    expect(formatMinutes(30, 60, 'ko')).toBe('30~60분');
    expect(formatMinutes(30, 60, 'en')).toBe('30–60 minutes');
    expect(formatMinutes(30, 60, 'cn')).toBe('30~60分钟');
    expect(formatMinutes(30, 60, 'jp')).toBe('30~60分');
    expect(formatMinutes(45, 45, 'ko')).toBe('45분');
    expect(formatMinutes(45, 45, 'en')).toBe('45 minutes');
  });

  it('write the insurance status', () => {
    expect(formatInsurance(false, 'ko')).toBe('비급여');
    expect(formatInsurance(true, 'ko')).toBe('건강보험 적용');
    expect(formatInsurance(false, 'en')).toBe('Non-covered');
    expect(formatInsurance(true, 'cn')).toBe('适用国民健康保险');
    expect(formatInsurance(false, 'jp')).toBe('保険適用外');
  });
});

const fee = (over: Partial<PublicFee>): PublicFee => ({
  id: 1,
  category: '레이저 수술',
  minCost: '3,300,000',
  maxCost: '3,500,000',
  note: '',
  code: 'laser',
  covered: false,
  durationMin: 30,
  durationMax: 60,
  ...over,
});

describe('feeFacts', () => {
  const names = ['fee.laser', 'insurance.laser', 'duration.laser', 'phone', 'hours.summary'];

  it('fills the fee facts a text names from the row with that code, and only those', () => {
    expect(feeFacts([fee({}), fee({ id: 2, code: 'rfa', minCost: '3,800,000' })], 'ko', names)).toEqual({
      'fee.laser': '330만~350만 원',
      'insurance.laser': '비급여',
      'duration.laser': '30~60분',
    });
    expect(feeFacts([fee({ maxCost: '3,600,000', covered: true })], 'en', names)).toEqual({
      'fee.laser': '3.3–3.6 million won',
      'insurance.laser': 'Covered by national health insurance',
      'duration.laser': '30–60 minutes',
    });
  });

  it('points to the cost page (or the consultation) when the row is missing, off or has no duration', () => {
    // A switched-off row is not in the public list: the same as a missing one.
    expect(feeFacts([fee({ code: 'rfa' })], 'ko', names)).toEqual({
      'fee.laser': FEE_FACT_FALLBACK.fee.ko,
      'insurance.laser': FEE_FACT_FALLBACK.insurance.ko,
      'duration.laser': FEE_FACT_FALLBACK.duration.ko,
    });
    expect(feeFacts([fee({ durationMin: null, durationMax: null })], 'jp', ['duration.laser', 'fee.laser'])).toEqual({
      'duration.laser': FEE_FACT_FALLBACK.duration.jp,
      'fee.laser': '330万~350万ウォン',
    });
    // The list could not be read: every named fact still says something.
    expect(Object.values(feeFacts(null, 'cn', names)).every((text) => text.length > 0)).toBe(true);
    expect(FEE_FACT_FALLBACK.fee.ko).toBe('비용 안내 참고');
  });

  it('never leaves a blank in a sentence', () => {
    const text =
      '레이저 열폐쇄술 비용은 {{fee.laser}}이며, {{insurance.laser}} 항목입니다. 시술은 보통 {{duration.laser}} 걸립니다.';
    const facts = { phone: '02-1234-5678' } as unknown as Facts;
    expect(
      fillFacts(text, { ...facts, ...feeFacts([fee({})], 'ko', ['fee.laser', 'insurance.laser', 'duration.laser']) }),
    ).toBe('레이저 열폐쇄술 비용은 330만~350만 원이며, 비급여 항목입니다. 시술은 보통 30~60분 걸립니다.');
    const gone = fillFacts(text, {
      ...facts,
      ...feeFacts([], 'ko', ['fee.laser', 'insurance.laser', 'duration.laser']),
    });
    expect(gone).toBe(
      '레이저 열폐쇄술 비용은 비용 안내 참고이며, 비용 안내 참고 항목입니다. 시술은 보통 상담 시 안내 걸립니다.',
    );
  });

  it('are keyed facts the texts may name', () => {
    for (const name of ['fee.laser', 'insurance.nonthermal', 'duration.stripping']) {
      expect(isFeeFact(name)).toBe(true);
      expect(isFactName(name)).toBe(true);
    }
    expect(isFeeFact('phone')).toBe(false);
    expect(isFeeFact('hours.summary')).toBe(false);
  });
});
