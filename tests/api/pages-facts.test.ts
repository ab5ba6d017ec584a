import { describe, expect, it } from 'vitest';
import { settingsBody, tr } from './support/content.ts';
import { admin, page, shownOf, usePagesApp } from './support/pages.ts';

// The clinic's facts in page texts are filled in from the settings when a page is rendered: its
// body and its head, in every language; no placeholder ({{phone}}) ever reaches the HTML.

usePagesApp();

const PAGES = ['/', '/cost', '/introduction', '/introduction/information', '/introduction/panorama', '/guide'];
const LOCALES = ['', '/en', '/cn', '/jp'];

describe('facts in rendered pages', () => {
  it('the phone, address and directions saved in settings are in the HTML of every locale', async () => {
    const saved = settingsBody({
      onReview: true,
      phone: '02-555-1234',
      address: tr('서울특별시 강남구 테헤란로 1', { en: '1 Teheran-ro, Gangnam-gu, Seoul' }),
      subway: tr('2호선 강남역 3번 출구에서 걸어서 약 5분', { en: 'Gangnam Station (Line 2), exit 3' }),
      bus: tr('강남역 정류장에서 내려 걸어서 약 3분'),
      parking: tr('건물 지하 1층에 주차하실 수 있습니다.', { jp: '建物の地下1階に駐車いただけます。' }),
    });
    expect((await admin.update('setting', 'clinic', saved)).status).toBe(200);

    for (const prefix of LOCALES)
      for (const path of PAGES) {
        const url = prefix + (path === '/' && prefix ? '' : path);
        const { status, text } = await page(url);
        expect(status, url).toBe(200);
        expect(shownOf(text), url).not.toContain('{{');
        expect(text, url).not.toContain('02-000-0000');
        expect(text, url).not.toContain('○○');
      }

    const cost = (await page('/cost')).text;
    expect(cost).toContain('대표전화 02-555-1234인지');
    expect((await page('/')).text).toContain('대표전화(02-555-1234)를');
    const info = (await page('/introduction/information')).text;
    expect(info).toContain('2호선 강남역 3번 출구에서 걸어서 약 5분');
    expect(info).toContain('주소(서울특별시 강남구 테헤란로 1)');
    expect((await page('/en/introduction/information')).text).toContain('Gangnam Station (Line 2), exit 3');
    // No Chinese text: the Korean one.
    expect((await page('/cn/introduction/information')).text).toContain('강남역 정류장에서 내려 걸어서 약 3분');
    expect((await page('/jp/introduction/information')).text).toContain('建物の地下1階に駐車いただけます。');
    // The head too: the description names the clinic from settings.
    expect(info).toMatch(/<meta name="description" content="서울하지정맥 흉부외과의 진료시간/);
  });
});
