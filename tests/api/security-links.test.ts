import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteLink, translate } from '@clinic/contract';
import { useTestApp } from './support/testApp.ts';
import { consoleClient, settingsBody, staffAndMember, tr, type ConsoleClient } from './support/content.ts';

// Issue 11, finding 8: a link staff save (popups, banners, the settings' addresses) becomes an href
// on the public site, so it may only be an absolute http(s) address or a path on this site. A
// protocol-relative `//evil.example/x` (and its disguises) is a 400 with a field error, in the
// contract every form uses; one stored before the rule is not handed to the public site.

const REFUSED = [
  '//evil.example/x',
  'javascript:alert(1)',
  '/\\evil.example',
  ' //x',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'https://',
  'data:text/html,<script>alert(1)</script>',
  'tel:0212345678',
  'ftp://files.example',
];
const ACCEPTED = [
  'https://pf.kakao.com/_abc',
  'http://example.com/a?b=1#c',
  'HTTPS://MAP.NAVER.COM/p/1',
  '/cost',
  '/en/cost#non-benefit',
  '/notice/3?page=2',
  '/',
  '',
];

let api: ConsoleClient;
const url = translate('ko', 'url');

const t = useTestApp();
beforeAll(async () => {
  api = consoleClient(t, (await staffAndMember(t)).staff);
});

const popup = (link: string) => ({ title: tr('휴진 안내'), body: tr('설 연휴 휴진합니다.'), link });
const banner = (link: string) => ({ code: 'main', title: tr('배너'), alt: tr('이벤트'), link });

describe('the contract rule', () => {
  it.each(REFUSED)('refuses %j', (value) => expect(isSiteLink(value.trim())).toBe(false));
  it.each(ACCEPTED.filter(Boolean))('accepts %j', (value) => expect(isSiteLink(value)).toBe(true));
});

describe('popups', () => {
  it.each(REFUSED)('POST with link %j is a 400 with a field error; nothing is saved', async (link) => {
    const before = (await api.list('popups')).body.length as number;
    const res = await api.create('popups', popup(link));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ link: url });
    expect((await api.list('popups')).body).toHaveLength(before);
  });

  it.each(ACCEPTED)('POST with link %j is accepted', async (link) => {
    const res = await api.create('popups', popup(link));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.link).toBe(link);
  });

  it('PUT with a protocol-relative link is a 400 and the saved link stays', async () => {
    const created = await api.create('popups', popup('/cost'));
    for (const link of REFUSED) {
      const res = await api.update('popups', created.body.id as number, { link });
      expect(res.status, link).toBe(400);
      expect(res.body.errors).toEqual({ link: url });
    }
    expect((await api.getOne('popups', created.body.id as number)).body.link).toBe('/cost');
  });
});

describe('banners', () => {
  it('refuses each bad link on POST and PUT, accepts the good ones', async () => {
    for (const link of REFUSED) {
      const res = await api.create('banners', banner(link));
      expect(res.status, link).toBe(400);
      expect(res.body.errors).toEqual({ link: url });
    }
    const ok = await api.create('banners', banner('https://booking.naver.com/x'));
    expect(ok.status).toBe(201);
    const bad = await api.update('banners', ok.body.id as number, { link: '//evil.example/x' });
    expect(bad.status).toBe(400);
    expect((await api.update('banners', ok.body.id as number, { link: '/cost' })).status).toBe(200);
  });
});

describe('settings', () => {
  const fields = ['kakaoChannelUrl', 'naverBookingUrl', 'youtubeChannelUrl', 'naverMapUrl', 'kakaoMapUrl'];

  it('refuses a bad address in every URL field, each with its own field error, in the caller’s language', async () => {
    const bad = Object.fromEntries(fields.map((f, i) => [f, REFUSED[i]!]));
    const res = await api.update('setting', 'clinic', settingsBody(bad)).set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(Object.fromEntries(fields.map((f) => [f, translate('en', 'url')])));
  });

  it('accepts https addresses and paths on the site', async () => {
    const good = {
      kakaoChannelUrl: 'https://pf.kakao.com/_abc',
      naverBookingUrl: '/reservation',
      youtubeChannelUrl: '',
    };
    const res = await api.update('setting', 'clinic', settingsBody(good));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject(good);
  });
});

describe('a link stored before the rule', () => {
  it('is not handed to the public site (popups, banners, settings)', async () => {
    const p = await api.create('popups', popup('/cost'));
    const b = await api.create('banners', { ...banner('/cost'), code: 'footer' });
    await t.db
      .knex('popups')
      .where({ id: p.body.id as number })
      .update({ link: '//evil.example/x' });
    await t.db
      .knex('banners')
      .where({ id: b.body.id as number })
      .update({ link: '/\\evil.example' });
    const row = (await t.db.knex('settings').where({ product: 'clinic' }).first()) as { data: string };
    const data = { ...JSON.parse(row.data), kakaoChannelUrl: '//evil.example/k', naverMapUrl: 'javascript:alert(1)' };
    await t.db
      .knex('settings')
      .where({ product: 'clinic' })
      .update({ data: JSON.stringify(data) });

    const popups = (await t.http.get('/api/v1/popups')).body.popups as Array<{ id: number; link: string }>;
    expect(popups.find((x) => x.id === p.body.id)!.link).toBe('');
    const banners = (await t.http.get('/api/v1/banners/footer')).body.banners as Array<{ id: number; link: string }>;
    expect(banners.find((x) => x.id === b.body.id)!.link).toBe('');
    const settings = (await t.http.get('/api/v1/clinic/settings')).body.setting as Record<string, string>;
    expect(settings).toMatchObject({
      kakaoChannelUrl: '',
      naverMapUrl: '',
      naverBookingUrl: '/reservation',
      kakaoMapUrl: expect.stringMatching(/^https:\/\//),
    });
    // Staff still see what is stored, to correct it.
    expect((await api.getOne('popups', p.body.id as number)).body.link).toBe('//evil.example/x');
  });
});
