import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { settingsBody, tr } from './support/content.ts';
import { at, created, get } from './support/contentPublic.ts';
import { api, useStaffApp } from './support/staffApp.ts';

// Public reads of settings, counters, popups and banners. Everything is written through the
// console API (so the public answers' cache is cleared the way it is in production) and read
// anonymously.

useStaffApp();

describe('GET /api/v1/:product/settings', () => {
  const saved = settingsBody({
    clinicName: tr('서울하지정맥 흉부외과', { en: 'Seoul Vein Clinic', cn: '', jp: 'ソウル静脈クリニック' }),
    representative: tr('김원장', { en: 'Dr. Kim', cn: '金院长', jp: '' }),
    address: tr('서울특별시 강남구 테헤란로 1', { en: '   ', cn: '首尔江南区', jp: 'ソウル江南区' }),
    postalCode: '06236',
  });
  beforeAll(async () => {
    expect((await api.update('setting', 'clinic', saved)).status).toBe(200);
  });

  const plain = {
    onReview: false,
    reviewMembersOnly: false,
    businessNumber: '123-45-67890',
    phone: '02-555-1234',
    postalCode: '06236',
    // No place on the map until staff enter one (structured-data.test.ts saves and clears it).
    latitude: null,
    longitude: null,
    email: 'info@example.com',
    kakaoChannelUrl: 'https://pf.kakao.com/_abc',
    naverBookingUrl: '',
    youtubeChannelUrl: 'https://www.youtube.com/@clinic',
    naverMapUrl: 'https://map.naver.com/p/1',
    kakaoMapUrl: 'https://map.kakao.com/?q=1',
  };

  it.each([
    ['ko', { clinicName: '서울하지정맥 흉부외과', representative: '김원장', address: '서울특별시 강남구 테헤란로 1' }],
    ['en', { clinicName: 'Seoul Vein Clinic', representative: 'Dr. Kim', address: '서울특별시 강남구 테헤란로 1' }],
    ['zh-CN', { clinicName: '서울하지정맥 흉부외과', representative: '金院长', address: '首尔江南区' }],
    ['ja', { clinicName: 'ソウル静脈クリニック', representative: '김원장', address: 'ソウル江南区' }],
  ])(
    'Accept-Language %s: translated fields in that language, Korean where a translation is empty',
    async (lang, names) => {
      const res = await get('clinic/settings', lang);
      expect(res.status).toBe(200);
      // Directions and parking (not sent here: they keep the demo texts) are checked in settings-directions.
      const directions = { subway: expect.any(String), bus: expect.any(String), parking: expect.any(String) };
      // So do the opening hours (checked in settings-hours); their note is a text in that language.
      const hours = { hours: expect.any(Object), closedOnHolidays: true, hoursNote: expect.any(String) };
      // The link picture: none uploaded, so the one drawn from the clinic's name (checked in og-image).
      const ogImage = { src: expect.stringMatching(/^\/api\/v1\/clinic\/og-image\.png\?v=/), width: 1200, height: 630 };
      expect(res.body).toEqual({ setting: { ...plain, ...names, ...directions, ...hours, ogImage } });
    },
  );

  it('honours q-values and region tags, and answers Korean for other languages or none', async () => {
    expect((await get('clinic/settings', 'en-US,en;q=0.9')).body.setting.clinicName).toBe('Seoul Vein Clinic');
    expect((await get('clinic/settings', 'fr-FR, ja;q=0.5')).body.setting.clinicName).toBe('ソウル静脈クリニック');
    expect((await get('clinic/settings', 'fr')).body.setting.clinicName).toBe('서울하지정맥 흉부외과');
    expect((await get('clinic/settings')).body.setting.clinicName).toBe('서울하지정맥 흉부외과');
  });

  it('another product has its own settings; a malformed product is a 404', async () => {
    const other = await get('branch-two/settings');
    expect(other.status).toBe(200);
    expect(other.body.setting.phone).not.toBe(plain.phone);
    expect((await get('Branch_2/settings')).status).toBe(404);
  });
});

describe('GET /api/v1/:product/mains', () => {
  beforeAll(async () => {
    await created('clinic/mains', { code: 'all', count: 12_345 });
    await created('clinic/mains', { code: 'clarivein', count: 3210 });
    await created('clinic/mains', { code: 'venaseal', count: 987 });
    await created('branch-two/mains', { code: 'all', count: 5 });
  });

  it('answers the counter of one code', async () => {
    const res = await get('clinic/mains?code=all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mains: [{ code: 'all', count: 12_345 }] });
    expect((await get('clinic/mains?code=venaseal')).body).toEqual({ mains: [{ code: 'venaseal', count: 987 }] });
  });

  it('answers every counter of the product without a code, and only that product', async () => {
    expect((await get('clinic/mains')).body).toEqual({
      mains: [
        { code: 'all', count: 12_345 },
        { code: 'clarivein', count: 3210 },
        { code: 'venaseal', count: 987 },
      ],
    });
    expect((await get('branch-two/mains')).body).toEqual({ mains: [{ code: 'all', count: 5 }] });
    expect((await get('branch-three/mains?code=all')).body).toEqual({ mains: [] });
  });

  it('an unknown code is a 400 in the caller language', async () => {
    const res = await get('clinic/mains?code=laser', 'en');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(translate('en', 'invalidFilter', { field: 'code' }));
  });
});

describe('GET /api/v1/popups', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const popup = (key: string, extra: object) => ({
      title: tr(`팝업 ${key}`, { en: `Popup ${key}` }),
      body: tr(`내용 ${key}`, { jp: `内容 ${key}` }),
      link: `/notice/${key}`,
      ...extra,
    });
    ids.always = await created('popups', popup('always', { position: 2 }));
    ids.now = await created('popups', popup('now', { position: 1, startsAt: at(-1), endsAt: at(1) }));
    ids.off = await created('popups', popup('off', { position: 0, enabled: false }));
    ids.later = await created('popups', popup('later', { position: 0, startsAt: at(1) }));
    ids.over = await created('popups', popup('over', { position: 0, endsAt: at(-1) }));
    ids.sameSlot = await created('popups', popup('sameSlot', { position: 2, startsAt: at(-3) }));
  });

  it('shows only enabled popups within their schedule, by position (newest first within one)', async () => {
    const res = await get('popups');
    expect(res.status).toBe(200);
    expect(res.body.popups.map((p: { id: number }) => p.id)).toEqual([ids.now, ids.sameSlot, ids.always]);
    expect(res.body.popups[0]).toEqual({
      _id: ids.now,
      id: ids.now,
      title: '팝업 now',
      body: '내용 now',
      link: '/notice/now',
      image: null,
    });
  });

  it('answers in the caller language with the Korean fallback', async () => {
    const en = (await get('popups', 'en')).body.popups[0];
    expect(en).toMatchObject({ title: 'Popup now', body: '내용 now' });
    const ja = (await get('popups', 'ja')).body.popups[0];
    expect(ja).toMatchObject({ title: '팝업 now', body: '内容 now' });
  });

  it('a popup disabled in the console disappears; one whose start moved into the past appears', async () => {
    await api.update('popups', ids.now!, { enabled: false });
    await api.update('popups', ids.later!, { startsAt: at(-0.01) });
    const res = await get('popups');
    expect(res.body.popups.map((p: { id: number }) => p.id)).toEqual([ids.later, ids.sameSlot, ids.always]);
  });
});

describe('GET /api/v1/banners/:code', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const banner = (key: string, code: string, extra: object = {}) => ({
      code,
      title: tr(`배너 ${key}`),
      alt: tr(`대체 ${key}`, { cn: `替代 ${key}` }),
      link: '',
      ...extra,
    });
    ids.second = await created('banners', banner('second', 'main', { position: 2 }));
    ids.first = await created('banners', banner('first', 'main', { position: 1 }));
    ids.off = await created('banners', banner('off', 'main', { position: 0, enabled: false }));
    ids.over = await created('banners', banner('over', 'main', { position: 0, endsAt: at(-1) }));
    ids.sub = await created('banners', banner('sub', 'sub'));
  });

  it('answers the enabled, scheduled banners of one code by position', async () => {
    const res = await get('banners/main', 'zh-CN');
    expect(res.status).toBe(200);
    expect(res.body.banners).toEqual([
      { id: ids.first, code: 'main', title: '배너 first', alt: '替代 first', link: '', image: null },
      { id: ids.second, code: 'main', title: '배너 second', alt: '替代 second', link: '', image: null },
    ]);
    expect((await get('banners/sub')).body.banners.map((b: { id: number }) => b.id)).toEqual([ids.sub]);
    expect((await get('banners/footer')).body).toEqual({ banners: [] });
  });

  it('an unknown code is a 404 in the caller language', async () => {
    const res = await get('banners/sidebar', 'ja');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: translate('jp', 'notFound') });
  });
});
