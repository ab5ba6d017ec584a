import { describe, expect, it } from 'vitest';
import { jpegWithGps, tr } from './support/content.ts';
import { admin, page, t, usePagesApp } from './support/pages.ts';

// The doctors on the public site: `GET /api/v1/{product}/doctors` (shown ones, in order, in the
// caller's language, cached under the `doctors` tag) and the pages built from it on the server (the
// team page with its IndividualPhysician JSON-LD, the main page's director card). A console write clears the
// answer and the pages: the next request shows the change. On SQLite and MariaDB.

usePagesApp();

interface PublicDoctor {
  id: number;
  nameKo: string;
  nameEn: string;
  title: string;
  lines: string[];
  photo: { src: string } | null;
}
const doctors = async (lang = 'ko') =>
  (await t.http.get('/api/v1/clinic/doctors').set('Accept-Language', lang)).body.doctors as PublicDoctor[];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@graph'?: Array<Record<string, unknown>> },
  );
const physicians = (html: string) =>
  jsonLd(html)
    .flatMap((d) => d['@graph'] ?? [])
    .filter((node) => node['@type'] === 'IndividualPhysician');

describe('GET /api/v1/clinic/doctors', () => {
  it('answers the demo doctors in order, localized, with the Korean where a language is empty', async () => {
    const ko = await doctors();
    expect(ko.map((d) => d.nameKo)).toEqual(['홍길동', '김하나']);
    expect(ko[0]).toMatchObject({ nameEn: 'Gil-dong Hong', title: '대표원장 · 흉부외과 전문의', photo: null });
    expect(ko[0]!.lines).toContain('대한정맥학회 정회원');
    expect((await doctors('en'))[0]!.title).toBe('Director · Board-certified thoracic and cardiovascular surgeon');
    expect((await doctors('ja'))[0]!.lines).toContain('大韓静脈学会 正会員');

    const created = await admin.create('clinic/doctors', {
      nameKo: '박새봄',
      title: tr('원장 · 흉부외과 전문의', { en: 'Physician' }),
      lines: { ko: '흉부외과 전문의\n대한정맥학회 정회원', en: '', cn: '', jp: '' },
      position: 0,
    });
    expect(created.status).toBe(201);
    const en = await doctors('en');
    expect(en[0]).toMatchObject({ nameKo: '박새봄', nameEn: '', title: 'Physician' });
    expect(en[0]!.lines).toEqual(['흉부외과 전문의', '대한정맥학회 정회원']);
    expect((await doctors('zh-CN'))[0]!.title).toBe('원장 · 흉부외과 전문의');
    await admin.remove('clinic/doctors', created.body.id as number);
  });

  it('is cached under its tag, and a console write clears it', async () => {
    await t.http.get('/api/v1/clinic/doctors');
    expect((await t.http.get('/api/v1/clinic/doctors')).headers['x-cache']).toBe('hit');
    const [first] = await doctors();
    await admin.update('clinic/doctors', first!.id, { enabled: false });
    const after = await t.http.get('/api/v1/clinic/doctors');
    expect(after.headers['x-cache']).toBe('miss');
    expect((after.body.doctors as PublicDoctor[]).map((d) => d.nameKo)).toEqual(['김하나']);
    await admin.update('clinic/doctors', first!.id, { enabled: true });
  });
});

describe('the pages built from the doctors', () => {
  it('the team page and its IndividualPhysician JSON-LD show the doctors in the HTML, the illustration said for what it is', async () => {
    const { status, text } = await page('/introduction/team');
    expect(status).toBe(200);
    expect(text).toContain('홍길동');
    expect(text).toContain('Gil-dong Hong');
    expect(text).toContain('alt="의료진 사진 자리: 일러스트"');
    expect(physicians(text).map((p) => p.name)).toEqual(['홍길동 (Gil-dong Hong)', '김하나 (Ha-na Kim)']);
    expect(physicians(text)[0]).toMatchObject({
      '@type': 'IndividualPhysician',
      description: '대표원장 · 흉부외과 전문의',
      practicesAt: { '@id': 'https://www.example-vein-clinic.kr/#clinic' },
    });
    const en = (await page('/en/introduction/team')).text;
    expect(physicians(en)[0]!.description).toBe('Director · Board-certified thoracic and cardiovascular surgeon');
    expect(en).toContain(`alt="Placeholder for a doctor's photo: illustration"`.replace("'", '&#x27;'));
  });

  it('the main page shows the first doctor shown as the director card', async () => {
    const home = (await page('/')).text;
    expect(home).toContain('data-testid="director"');
    expect(home).toMatch(/director__name"><strong>홍길동<\/strong>/);
    expect(home).toContain('대한흉부심장혈관외과학회 정회원');
  });

  it('a doctor added with a photo is on both pages at the next request; hidden or deleted, gone at the next', async () => {
    for (const url of ['/introduction/team', '/', '/en/introduction/team']) await page(url);
    expect((await page('/introduction/team')).cache).toBe('hit');
    const created = await admin.create('clinic/doctors', {
      nameKo: '이하늘',
      nameEn: 'Ha-neul Lee',
      title: tr('대표원장 · 흉부외과 전문의', { en: 'Director' }),
      lines: { ko: '흉부외과 전문의', en: 'Board-certified surgeon', cn: '', jp: '' },
      position: 0,
    });
    const id = created.body.id as number;
    const up = await admin.upload(`clinic/doctors/${id}/photo`, await jpegWithGps(500, 600), 'p.jpg', 'image/jpeg');
    expect(up.status).toBe(200);
    const photo = up.body.photo as { src: string; avif: Array<{ src: string }> };

    const team = await page('/introduction/team');
    expect(team.cache).toBe('miss');
    expect(team.text).toContain('이하늘');
    // Through Picture: AVIF and WebP at several widths.
    expect(team.text).toContain(`<source type="image/avif" srcSet="${photo.avif[0]!.src}`);
    expect(team.text).toContain('alt="의료진 사진: 이하늘 (Ha-neul Lee)"');
    expect(physicians(team.text)[0]).toMatchObject({
      name: '이하늘 (Ha-neul Lee)',
      image: expect.stringContaining(photo.src),
    });
    expect(physicians((await page('/en/introduction/team')).text)[0]!.description).toBe('Director');
    expect((await page('/')).text).toMatch(/director__name"><strong>이하늘<\/strong>/);
    // Unchanged pages keep their cache.
    await page('/cost');
    await admin.update('clinic/doctors', id, { enabled: false });
    expect((await page('/cost')).cache).toBe('hit');
    const hidden = (await page('/introduction/team')).text;
    expect(hidden).not.toContain('이하늘');
    expect(physicians(hidden).map((p) => p.name)).not.toContain('이하늘 (Ha-neul Lee)');
    expect((await page('/')).text).toMatch(/director__name"><strong>홍길동<\/strong>/);

    await admin.update('clinic/doctors', id, { enabled: true });
    expect((await page('/introduction/team')).text).toContain('이하늘');
    await admin.remove('clinic/doctors', id);
    expect((await page('/introduction/team')).text).not.toContain('이하늘');
  });

  it('with no doctor shown, the team page has no cards and no IndividualPhysician, the main page no director card', async () => {
    const all = (await admin.list('clinic/doctors')).body as Array<{ id: number }>;
    for (const d of all) await admin.update('clinic/doctors', d.id, { enabled: false });
    const team = await page('/introduction/team');
    expect(team.status).toBe(200);
    expect(team.text).not.toContain('staff-card"');
    expect(physicians(team.text)).toEqual([]);
    expect((await page('/')).text).not.toContain('data-testid="director"');
    for (const d of all) await admin.update('clinic/doctors', d.id, { enabled: true });
  });
});
