import { describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { tr } from './support/content.ts';
import { demoCount, isDemo, picture, publicPhotos, upload } from './support/media.ts';
import { admin, page, shownOf, t, usePagesApp } from './support/pages.ts';

// The hero picture, the information slider and the panorama from the console: demo rows show the
// site's illustrations (each named as one), an upload goes through the image pipeline, any staff
// change clears the demo mark, and the pages' HTML is rendered again when a photo changes.

usePagesApp();

const body = (extra: Record<string, unknown> = {}) => ({
  placement: 'information',
  name: tr('대기실'),
  alt: tr('창가에 소파가 놓인 대기실', { en: 'Waiting room with sofas by the window' }),
  ...extra,
});

describe('public photos', () => {
  it('the demo shows the illustrations, each saying what it is, in every place', async () => {
    const all = await publicPhotos();
    expect(all.filter((p) => p.placement === 'hero')).toHaveLength(1);
    expect(all.filter((p) => p.placement === 'information')).toHaveLength(9);
    expect(all.filter((p) => p.placement === 'panorama')).toHaveLength(9);
    for (const p of all) {
      expect(p.image).toMatchObject({ webp: [], avif: [], width: 640, height: 400 });
      expect(p.image.src).toMatch(/^\/images\/[a-z-]+\.svg$/);
      expect(p.name).toContain('일러스트');
      expect(p.alt).toContain('일러스트');
      expect(p.alt).not.toMatch(/바꿔|교체|콘솔|관리자/);
    }
    const en = await publicPhotos('?placement=panorama', 'en');
    expect(en).toHaveLength(9);
    for (const p of en) expect(`${p.name} ${p.alt}`.toLowerCase()).toContain('illustration');
    expect(en[0]!.text).toContain('{{address}}');
    expect(await demoCount('photos')).toBe(19);
    expect((await t.http.get('/api/v1/clinic/photos?placement=lobby')).status).toBe(400);
  });

  it('the pages show them in their HTML, the panorama with the address filled in', async () => {
    const home = (await page('/')).text;
    expect(home).toContain('alt="대기실 일러스트: 의자가 놓인 밝은 대기실"');
    expect(home).toContain('src="/images/leg-veins.svg"');
    const panorama = (await page('/introduction/panorama')).text;
    expect(panorama).toContain('<h2 class="place__name">대기실 일러스트</h2>');
    expect(shownOf(panorama)).not.toContain('{{');
  });
});

describe('console photos', () => {
  it('a Korean alt text is required; its message is in the staff member’s language', async () => {
    for (const locale of ['en', 'ko'] as const) {
      const res = await admin.create('clinic/photos', body({ alt: tr('') })).set('Accept-Language', locale);
      expect(res.status).toBe(400);
      expect(res.body.errors['alt.ko']).toBe(translate(locale, 'required'));
    }
    expect((await admin.create('clinic/photos', body({ placement: 'lobby' }))).status).toBe(400);
  });

  it('a new photo shows once its picture is uploaded, re-encoded, on the page at once', async () => {
    const created = await admin.create('clinic/photos', body({ position: 0 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ image: null, illustration: null, isDemo: false });
    expect((await publicPhotos('?placement=information')).map((p) => p.id)).not.toContain(created.body.id);

    const record = await upload('clinic/photos', created.body.id, 'image', await picture('#88aa66'));
    const image = record.image as { src: string; avif: unknown[] };
    expect(image.src).toMatch(/^\/uploads\/photos\/.+\.webp$/);
    expect(image.avif.length).toBeGreaterThan(0);
    const [first] = await publicPhotos('?placement=information', 'en');
    expect(first).toMatchObject({ id: created.body.id, alt: 'Waiting room with sofas by the window', name: '대기실' });

    const html = (await page('/')).text;
    expect(html).toContain(image.src);
    expect(html).toContain('alt="창가에 소파가 놓인 대기실"');
    expect((await admin.remove('clinic/photos', created.body.id)).status).toBe(200);
    expect((await page('/')).text).not.toContain(image.src);
  });

  it('an edit or an upload makes a demo photo the clinic’s own; the upload replaces the illustration', async () => {
    const [hero] = await publicPhotos('?placement=hero');
    const current = (await admin.getOne('clinic/photos', hero!.id)).body;
    expect(current).toMatchObject({ isDemo: true, image: null, illustration: '/images/leg-veins.svg' });
    const edited = await admin.update('clinic/photos', hero!.id, { ...current, alt: tr('병원 건물 입구') });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ isDemo: false, illustration: '/images/leg-veins.svg' });
    expect(await isDemo('photos', hero!.id)).toBe(false);
    expect((await page('/')).text).toContain('alt="병원 건물 입구"');

    const [place] = await publicPhotos('?placement=panorama');
    expect(await isDemo('photos', place!.id)).toBe(true);
    const record = await upload('clinic/photos', place!.id, 'image', await picture('#aa6688'));
    expect(record).toMatchObject({ isDemo: false, illustration: null });
    expect(await isDemo('photos', place!.id)).toBe(false);
    expect(await demoCount('photos')).toBe(17);
    const panorama = (await page('/introduction/panorama')).text;
    expect(panorama).toContain((record.image as { src: string }).src);
    expect(panorama).not.toContain(`src="${place!.image.src}"`);
  });

  it('lists by placement and demo mark', async () => {
    const res = await admin.list('clinic/photos', { filter: { placement: 'panorama', isDemo: false } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const q = await admin.list('clinic/photos', { filter: { q: '주차장' } });
    expect(q.body.length).toBe(2);
  });
});
