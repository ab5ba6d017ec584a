import { describe, expect, it } from 'vitest';
import { addressLine, addressParts } from '../../public-site/src/lib/address.ts';
import { internationalPhone } from '../../public-site/src/lib/phone.ts';
import { documentTitle } from '../../public-site/src/lib/seo/head.ts';
import { koreaDateTime, priceRangeOf } from '../../public-site/src/lib/seo/jsonLd.ts';

// The small rules under the pages' heads and JSON-LD: the clinic's phone in +82 form, the address in
// parts (joining back into what the page shows), titles that fit in search results, Korea time with
// its offset, and the price range of the fee table.

describe('the clinic’s facts for search engines', () => {
  it('write the phone in +82 form from the number shown, and nothing for a text that is no number', () => {
    expect(internationalPhone('02-555-1234')).toBe('+82-2-555-1234');
    expect(internationalPhone('031-555-1234')).toBe('+82-31-555-1234');
    expect(internationalPhone('1588-1234')).toBe('+82-1588-1234');
    expect(internationalPhone('010-5555-1234')).toBe('+82-10-5555-1234');
    expect(internationalPhone('대표전화')).toBeUndefined();
  });

  it('take an address apart the Korean way, largest first, or the English way, smallest first', () => {
    expect(addressParts('서울특별시 강남구 테헤란로 1', 'ko')).toEqual({
      region: '서울특별시',
      locality: '강남구',
      street: '테헤란로 1',
    });
    expect(addressParts('경기도 성남시 분당구 판교로 2', 'ko')).toEqual({
      region: '경기도',
      locality: '성남시',
      street: '분당구 판교로 2',
    });
    expect(addressParts('1 Teheran-ro, Gangnam-gu, Seoul', 'en')).toEqual({
      region: 'Seoul',
      locality: 'Gangnam-gu',
      street: '1 Teheran-ro',
    });
    expect(addressParts('ソウル特別市 江南区 テヘラン路 1', 'jp')).toEqual({
      region: 'ソウル特別市',
      locality: '江南区',
      street: 'テヘラン路 1',
    });
    // What does not read as a region stays whole.
    expect(addressParts('首尔江南区德黑兰路1号', 'cn')).toEqual({ street: '首尔江南区德黑兰路1号' });
    expect(addressParts('Teheran-ro 1', 'en')).toEqual({ street: 'Teheran-ro 1' });
  });

  it('show the postal code beside the address as each language writes it', () => {
    expect(addressLine('서울특별시 강남구 테헤란로 1', '06236', 'ko')).toBe('(06236) 서울특별시 강남구 테헤란로 1');
    expect(addressLine('1 Teheran-ro, Gangnam-gu, Seoul', '06236', 'en')).toBe('1 Teheran-ro, Gangnam-gu, Seoul 06236');
    expect(addressLine('서울특별시 강남구 테헤란로 1', '', 'jp')).toBe('서울특별시 강남구 테헤란로 1');
  });

  it('give Korea time with its offset, and the range of the fee table', () => {
    expect(koreaDateTime('2026-11-19T16:30:00.000Z')).toBe('2026-11-20T01:30:00+09:00');
    const fee = (minCost: string, maxCost: string) => ({
      id: 1,
      category: '',
      minCost,
      maxCost,
      note: '',
      code: null,
      covered: false,
      durationMin: null,
      durationMax: null,
    });
    expect(priceRangeOf([fee('100,000', '100,000'), fee('3,300,000', '6,500,000')])).toBe('₩100,000–₩6,500,000');
    expect(priceRangeOf([fee('50,000', '50,000')])).toBe('₩50,000');
    expect(priceRangeOf([])).toBeUndefined();
  });
});

describe('the document title', () => {
  const site = 'Seoul Vein Thoracic Surgery Clinic';
  it('is the page’s title and the site’s name while both fit in 60 characters, else the title alone', () => {
    expect(documentTitle('Costs', site)).toBe(`Costs | ${site}`);
    expect(documentTitle(site, site)).toBe(site);
    expect(documentTitle('Diagnostic criteria for varicose veins', site)).toBe(
      'Diagnostic criteria for varicose veins',
    );
    const long = 'A'.repeat(70);
    expect(documentTitle(long, site)).toBe('A'.repeat(59) + '…');
    expect(documentTitle('비용 안내', '서울하지정맥 흉부외과의원')).toBe('비용 안내 | 서울하지정맥 흉부외과의원');
  });
});
