import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { contentRange, tr } from './support/content.ts';
import { crudSuite, idsOf, iso, sortedIds, type Input } from './support/contentConsole.ts';
import { api, t, useStaffApp } from './support/staffApp.ts';

// The console's terms and curated reviews in the ra-data-simple-rest dialect, the settings record of
// each product, and the consultation requests staff read, change and delete.

useStaffApp();

crudSuite({
  resource: 'terms',
  rangeName: 'terms',
  inputs: () =>
    [1, 2, 3, 4, 5].map((i) => ({
      code: ['terms-of-use', 'privacy-policy'][i % 2],
      version: `2026-0${i}-01`,
      required: i % 2 === 1,
      title: tr(`약관 ${i} ${i % 2 ? '이용' : '개인정보'}`),
      body: tr(`<h2>제1조</h2><ul><li>항목 ${i}</li></ul>`),
      effectiveAt: iso(`2026-0${i}-01T00:00:00+09:00`),
      published: true,
    })),
  shown: (i) => i,
  sort: { field: 'effectiveAt', key: (i) => String(i.effectiveAt) },
  filter: { value: { code: 'privacy-policy' }, matches: (i) => i.code === 'privacy-policy' },
  q: { value: '개인정보', matches: (i) => (i.title as { ko: string }).ko.includes('개인정보') },
  change: { published: false, body: tr('<h2>바뀐 조항</h2><p>내용</p>') },
  invalid: {
    body: { code: 'cookie', version: 'v1', title: tr('t'), body: tr('b'), effectiveAt: 'tomorrow' },
    errors: { code: ['invalid'], version: ['invalid'], effectiveAt: ['invalidDate'] },
  },
});

crudSuite({
  resource: 'clinic/reviews',
  rangeName: 'reviews',
  inputs: () =>
    [1, 2, 3, 4, 5].map((i) => ({
      title: `후기 ${i}`,
      content: i % 2 ? `클라리베인 시술 후기 ${i}` : `상담 후기 ${i}`,
      treatment: i % 2 ? 'clarivein' : null,
      isMain: i <= 2,
      published: i !== 5,
      position: 10 * (6 - i),
    })),
  shown: (i) => ({ ...i, thumb: null, images: [] }),
  sort: { field: 'position', key: (i) => i.position as number },
  filter: { value: { isMain: true }, matches: (i) => i.isMain === true },
  q: { value: '클라리베인', matches: (i) => String(i.content).includes('클라리베인') },
  change: { isMain: false, treatment: 'venaseal' },
  invalid: { body: { title: '', treatment: 'magic' }, errors: { title: ['required'], treatment: ['invalid'] } },
});

describe('/api/console/setting (one record per product)', () => {
  const settings = {
    onReview: true,
    reviewMembersOnly: false,
    clinicName: tr('서울하지정맥', { en: 'Seoul Vein' }),
    representative: tr('김원장'),
    businessNumber: '123-45-67890',
    phone: '02-555-1234',
    email: 'info@example.com',
    address: tr('서울특별시 강남구 테헤란로 1'),
    kakaoChannelUrl: 'https://pf.kakao.com/_abc',
    naverBookingUrl: '',
    youtubeChannelUrl: 'https://www.youtube.com/@clinic',
    naverMapUrl: 'https://map.naver.com/p/1',
    kakaoMapUrl: 'https://map.kakao.com/?q=1',
  };

  it('lists the one record and reads it with the defaults before any save', async () => {
    const list = await api.list('setting');
    expect(list.status).toBe(200);
    expect(contentRange(list)).toEqual({ resource: 'setting', start: 0, end: 0, total: 1 });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: 'clinic', onReview: false, updatedAt: null });
    const one = await api.getOne('setting', 'clinic');
    expect(one.body).toEqual(list.body[0]);
  });

  it('saves the whole record and answers it', async () => {
    const before = (await api.getOne('setting', 'clinic')).body as Input;
    const res = await api.update('setting', 'clinic', { ...before, ...settings });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Nobody is notified of new requests until staff say who (the two fields are new).
    expect(res.body).toEqual({
      id: 'clinic',
      ...settings,
      staffNotifyEmails: [],
      staffNotifyPhones: [],
      // Directions and parking (newer than this form's fields) keep what the record had.
      subway: before.subway,
      bus: before.bus,
      parking: before.parking,
      // So do the opening hours (newer still).
      hours: before.hours,
      closedOnHolidays: before.closedOnHolidays,
      hoursNote: before.hoursNote,
      // And the postal code and the map coordinates (newest).
      postalCode: before.postalCode,
      latitude: before.latitude,
      longitude: before.longitude,
      // The link picture is uploaded on its own route; a settings save never sets it.
      ogImage: null,
      updatedAt: expect.any(String),
      // One more than the version the save was made on (optimistic concurrency, versions.test.ts).
      lockVersion: (before.lockVersion as number) + 1,
    });
    expect((await api.getOne('setting', 'clinic')).body).toEqual(res.body);
    // Another product keeps its own record.
    expect((await api.getOne('setting', 'branch-two')).body).toMatchObject({ id: 'branch-two', onReview: false });
  });

  it('refuses invalid settings field by field and keeps the saved ones', async () => {
    const res = await api
      .update('setting', 'clinic', { ...settings, phone: '', kakaoChannelUrl: 'ftp://x', onReview: 'yes' })
      .set('Accept-Language', 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      phone: translate('cn', 'required'),
      kakaoChannelUrl: translate('cn', 'url'),
      onReview: translate('cn', 'invalidBoolean'),
    });
    expect((await api.getOne('setting', 'clinic')).body).toMatchObject(settings);
  });
});

describe('/api/console/forms (consultation requests: read, status, memo, delete)', () => {
  const people = [
    { name: '김하나', phone: '01011112222', treatment: 'clarivein', message: '상담 원합니다' },
    { name: '이둘', phone: '01033334444', treatment: 'venaseal', message: '비용 문의' },
    { name: '박셋', phone: '01055556666', treatment: 'clarivein', message: '예약 문의' },
    { name: '최넷', phone: '0212345678', treatment: 'consult', message: '주차 문의' },
  ];
  const ids: number[] = [];

  beforeAll(async () => {
    for (const p of people) {
      let req = t.http.post('/api/v1/forms');
      for (const [k, v] of Object.entries({ ...p, email: '', consent: 'true', marketing: 'false' }))
        req = req.field(k, v);
      const res = await req;
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.form.id as number);
    }
  });

  it('lists newest first by default, sorts, filters and searches with an exact Content-Range', async () => {
    const all = await api.list('forms', { range: [0, 9] });
    expect(all.status).toBe(200);
    expect(contentRange(all)).toEqual({ resource: 'forms', start: 0, end: 3, total: 4 });
    expect(idsOf(all.body)).toEqual([...ids].reverse());
    expect(all.body[0]).toMatchObject({ ...people[3], status: 'new', memo: '', email: '' });

    const page = await api.list('forms', { sort: ['id', 'ASC'], range: [1, 2] });
    expect(idsOf(page.body)).toEqual(ids.slice(1, 3));
    expect(contentRange(page)).toEqual({ resource: 'forms', start: 1, end: 2, total: 4 });

    const clarivein = await api.list('forms', { filter: { treatment: 'clarivein' } });
    expect(contentRange(clarivein).total).toBe(2);
    expect(sortedIds(clarivein.body)).toEqual([ids[0], ids[2]]);

    // A phone number by its last four digits or its first ones, with or without hyphens.
    for (const q of ['4444', '3333-4444', '010-3333', '01033334444'])
      expect(idsOf((await api.list('forms', { filter: { q } })).body), q).toEqual([ids[1]]);
    // Digits in the middle are neither: no request.
    expect(idsOf((await api.list('forms', { filter: { q: '3333' } })).body)).toEqual([]);
    // A name by its first letters.
    expect(idsOf((await api.list('forms', { filter: { q: '최' } })).body)).toEqual([ids[3]]);
    // The message only within at most three months of requests (the screen's dates).
    expect(idsOf((await api.list('forms', { filter: { q: '주차' } })).body)).toEqual([]);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const byMessage = await api.list('forms', { filter: { q: '주차', createdAt_gte: lastWeek } });
    expect(idsOf(byMessage.body)).toEqual([ids[3]]);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();
    expect(idsOf((await api.list('forms', { filter: { q: '주차', createdAt_gte: yearAgo } })).body)).toEqual([]);
  });

  it('reads one request with its (empty) file list; staff cannot create one', async () => {
    const one = await api.getOne('forms', ids[0]!);
    expect(one.body).toMatchObject({ id: ids[0], ...people[0], files: [], locale: 'ko' });
    const create = await api.create('forms', people[0]!);
    expect([404, 405]).toContain(create.status);
    expect(contentRange(await api.list('forms')).total).toBe(4);
  });

  it('changes only status and memo', async () => {
    const before = (await api.getOne('forms', ids[1]!)).body as Input;
    const res = await api.update('forms', ids[1]!, {
      ...before,
      status: 'in_progress',
      memo: '3월 5일 전화 예정',
      name: '바꾼 이름',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'in_progress', memo: '3월 5일 전화 예정', name: people[1]!.name });
    const bad = await api.update('forms', ids[1]!, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: translate('ko', 'invalid') });
    const filtered = await api.list('forms', { filter: { status: 'in_progress' } });
    expect(idsOf(filtered.body)).toEqual([ids[1]]);
  });

  it('deletes a request, answering the deleted record', async () => {
    const res = await api.remove('forms', ids[3]!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids[3], ...people[3] });
    expect((await api.getOne('forms', ids[3]!)).status).toBe(404);
    expect(contentRange(await api.list('forms')).total).toBe(3);
  });
});
