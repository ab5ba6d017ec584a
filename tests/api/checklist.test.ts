import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DemoChecklist } from '@clinic/contract';
import { seedDemoContent } from '../../api/src/seeds/demo.ts';
import { LocalStorage } from '../../api/src/services/storage/index.ts';
import * as demoTexts from '../../migrations/20261126000021_demo_texts_for_patients.ts';
import { STAFF_FACING, stringsIn } from '../unit/staffFacing.ts';
import { pngBytes } from './support/content.ts';
import { api, t, tokens, useStaffApp } from './support/staffApp.ts';
import { bearer } from './support/testApp.ts';

// The dashboard's first-run checklist (GET /api/console/{product}/checklist): what the public site
// still shows from the demo content, item by item, until staff replace it; and the data migration
// that took the staff-facing sentences off the example review cards and the bare service links off
// the floating buttons.

useStaffApp(async () => {
  await seedDemoContent(t.db.knex, new LocalStorage(path.join(t.config.dataDir, 'uploads')));
});

const checklist = async (): Promise<DemoChecklist> => {
  const res = await api.raw('get', 'clinic/checklist');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DemoChecklist;
};

/** The settings as saved, with `changes` on top, written back through the console API. */
async function changeSettings(changes: Record<string, unknown>) {
  const { updatedAt: _u, id: _id, ...current } = (await api.getOne('setting', 'clinic')).body;
  const res = await api.update('setting', 'clinic', { ...current, ...changes });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('the first-run checklist', () => {
  it('is for staff only', async () => {
    expect((await t.http.get('/api/console/clinic/checklist')).status).toBe(401);
    const member = await t.http.get('/api/console/clinic/checklist').set('Authorization', bearer(tokens.member));
    expect(member.status).toBe(403);
  });

  it('lists the placeholders, the empty button links and the example review cards of a first run', async () => {
    expect(await checklist()).toEqual({
      settings: ['phone', 'businessNumber', 'representative', 'address', 'subway', 'bus', 'hours'],
      links: ['kakaoChannelUrl', 'naverBookingUrl', 'youtubeChannelUrl'],
      records: { doctors: 2, videos: expect.any(Number), photos: expect.any(Number), reviews: 4 },
      terms: ['privacy-policy'],
    });
    const { reviews } = (await t.http.get('/api/v1/clinic/reviews')).body as {
      reviews: Array<{ title: string; content: string }>;
    };
    for (const card of reviews) {
      expect(card.title).toMatch(/^예시 후기 카드 \d$/);
      expect(card.content).not.toMatch(/콘솔|바꿔 주세요/);
    }
  });

  it('shrinks as staff replace each item', async () => {
    await changeSettings({ phone: '02-555-1234', kakaoChannelUrl: 'https://pf.kakao.com/_clinic' });
    let list = await checklist();
    expect(list.settings).not.toContain('phone');
    expect(list.links).toEqual(['naverBookingUrl', 'youtubeChannelUrl']);

    // A translated field stays listed while any language still holds the placeholder.
    const current = (await api.getOne('setting', 'clinic')).body as { address: Record<string, string> };
    await changeSettings({ address: { ...current.address, ko: '서울특별시 강남구 테헤란로 1' } });
    expect((await checklist()).settings).toContain('address');
    await changeSettings({ address: { ko: '서울특별시 강남구 테헤란로 1', en: '', cn: '', jp: '' } });
    expect((await checklist()).settings).not.toContain('address');

    // The hours stay listed while they say the first run's, whatever the holidays and the note say.
    const { hours } = (await api.getOne('setting', 'clinic')).body as { hours: Record<string, object> };
    await changeSettings({
      closedOnHolidays: false,
      hoursNote: { ko: '접수 마감은 진료 종료 30분 전입니다.', en: '', cn: '', jp: '' },
    });
    expect((await checklist()).settings).toContain('hours');
    await changeSettings({
      hours: { ...hours, sat: { closed: false, open: '09:00', close: '13:00', lunchStart: '', lunchEnd: '' } },
    });
    expect((await checklist()).settings).not.toContain('hours');

    // A review card leaves the list when staff save it, or give it a picture of their own.
    const cards = (await api.list('clinic/reviews', { sort: ['position', 'ASC'] })).body as Array<{
      id: number;
      title: string;
    }>;
    const { id: _i, ...first } = (await api.getOne('clinic/reviews', cards[0]!.id)).body;
    expect((await api.update('clinic/reviews', cards[0]!.id, { ...first, title: '정맥 검사 후기' })).status).toBe(200);
    expect((await checklist()).records.reviews).toBe(3);
    const upload = await api.upload(`clinic/reviews/${cards[1]!.id}/thumb`, await pngBytes(), 'thumb.png', 'image/png');
    expect(upload.status).toBe(200);
    list = await checklist();
    expect(list.records.reviews).toBe(2);

    // So does a doctor, saved or given a photo.
    const doctors = (await api.list('clinic/doctors', { sort: ['position', 'ASC'] })).body as Array<{ id: number }>;
    const { id: _d, ...doctor } = (await api.getOne('clinic/doctors', doctors[0]!.id)).body;
    const saved = await api.update('clinic/doctors', doctors[0]!.id, { ...doctor, nameEn: 'Hana Kim' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await checklist()).records.doctors).toBe(1);
    const photo = await api.upload(
      `clinic/doctors/${doctors[1]!.id}/photo`,
      await pngBytes(),
      'photo.png',
      'image/png',
    );
    expect(photo.status).toBe(200);
    expect((await checklist()).records.doctors).toBe(0);

    // And a video or a photo.
    const before = (await checklist()).records;
    expect(before.videos).toBeGreaterThan(0);
    expect(before.photos).toBeGreaterThan(0);
    const [video] = (await api.list('clinic/videos', { sort: ['position', 'ASC'] })).body as Array<{ id: number }>;
    const { id: _v, ...videoRecord } = (await api.getOne('clinic/videos', video!.id)).body;
    const savedVideo = await api.update('clinic/videos', video!.id, { ...videoRecord, youtubeId: 'dQw4w9WgXcQ' });
    expect(savedVideo.status, JSON.stringify(savedVideo.body)).toBe(200);
    const [room] = (await api.list('clinic/photos', { sort: ['position', 'ASC'] })).body as Array<{ id: number }>;
    expect(
      (await api.upload(`clinic/photos/${room!.id}/image`, await pngBytes(), 'room.png', 'image/png')).status,
    ).toBe(200);
    expect((await checklist()).records).toMatchObject({ videos: before.videos - 1, photos: before.photos - 1 });

    // The privacy policy names example processors (○○ 주식회사) until a version of the clinic's own
    // is in force; one that only comes into force tomorrow leaves it listed today.
    const policy = {
      code: 'privacy-policy',
      title: { ko: '개인정보처리방침', en: 'Privacy policy', cn: '', jp: '' },
      body: {
        ko: '<p>수탁업체: 맑은호스팅 주식회사</p>',
        en: '<p>Processor: Clear Hosting Co., Ltd.</p>',
        cn: '',
        jp: '',
      },
    };
    const tomorrow = await api.create('terms', {
      ...policy,
      version: '2099-01-01',
      effectiveAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(tomorrow.status, JSON.stringify(tomorrow.body)).toBe(201);
    expect((await checklist()).terms).toEqual(['privacy-policy']);
    const now = await api.create('terms', {
      ...policy,
      version: '2026-11-26.9',
      effectiveAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(now.status, JSON.stringify(now.body)).toBe(201);
    expect((await checklist()).terms).toEqual([]);
  });
});

describe('what a first run shows patients', () => {
  const PUBLIC = [
    '/api/v1/clinic/settings',
    '/api/v1/popups',
    '/api/v1/banners/main',
    '/api/v1/clinic/reviews?isMain=true',
    '/api/v1/clinic/reviews',
    '/api/v1/clinic/fees',
    '/api/v1/terms',
    '/api/v1/center/notifications',
    '/api/v1/center/faqs',
    '/api/v1/boards/news/posts',
    '/api/v1/boards/column/posts',
  ];
  it.each(['ko', 'en', 'zh-CN', 'ja'])('has no text addressed to staff in any public answer (%s)', async (language) => {
    const texts: Array<{ where: string; text: string }> = [];
    for (const url of PUBLIC) {
      const res = await t.http.get(url).set('Accept-Language', language);
      expect(res.status, url).toBe(200);
      stringsIn(res.body, url, texts);
    }
    expect(texts.length).toBeGreaterThan(50);
    // Addresses of files and links are not read (a first run's picture may be named demo-1.webp).
    const read = texts.filter(({ text }) => !/^(\/|https?:)/.test(text));
    expect(read.filter(({ text }) => STAFF_FACING.test(text))).toEqual([]);
  });
});

describe('migration 20261126000021: staff-facing demo texts', () => {
  it('rewrites old example cards and blanks bare service home pages, and puts them back on down', async () => {
    const knex = t.db.knex;
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const [id] = await knex('reviews').insert({
      product: 'older-branch',
      title: '후기 카드 예시 7',
      content: '관리자 콘솔에서 실제 후기 카드로 바꿔 주세요. 후기는 개인의 경험이며 치료 결과는 사람마다 다릅니다.',
      thumb: null,
      images: '[]',
      is_main: true,
      published: true,
      position: 7,
      created_at: now,
      updated_at: now,
    });
    await knex('settings').insert({
      product: 'older-branch',
      data: JSON.stringify({
        kakaoChannelUrl: 'https://pf.kakao.com/',
        naverBookingUrl: 'https://booking.naver.com/clinic',
        youtubeChannelUrl: 'https://www.youtube.com/',
      }),
      created_at: now,
      updated_at: now,
    });
    const card = () => knex('reviews').where({ id }).first('title', 'content', 'is_demo');
    const links = async () =>
      JSON.parse(((await knex('settings').where({ product: 'older-branch' }).first('data')) as { data: string }).data);

    await demoTexts.up(knex);
    expect(await card()).toMatchObject({ title: '예시 후기 카드 7', content: expect.stringMatching(/^예시로 보여/) });
    expect(Boolean((await card()).is_demo)).toBe(true);
    expect(await links()).toEqual({
      kakaoChannelUrl: '',
      naverBookingUrl: 'https://booking.naver.com/clinic',
      youtubeChannelUrl: '',
    });

    await demoTexts.down(knex);
    expect(await card()).toMatchObject({ title: '후기 카드 예시 7', content: expect.stringMatching(/^관리자 콘솔/) });
    expect((await links()).kakaoChannelUrl).toBe('https://pf.kakao.com/');
    await knex('reviews').where({ product: 'older-branch' }).delete();
    await knex('settings').where({ product: 'older-branch' }).delete();
  });
});
