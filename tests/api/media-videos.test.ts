import { describe, expect, it } from 'vitest';
import { translate, youtubeThumbnail, type PublicVideo } from '@clinic/contract';
import { tr } from './support/content.ts';
import { demoCount, isDemo, picture, publicVideos, upload } from './support/media.ts';
import { admin, page, t, usePagesApp } from './support/pages.ts';

// Story and clinic videos from the console: a YouTube id or address kept as the id, localized titles,
// YouTube's thumbnail until one is uploaded, the demo mark cleared by any staff change, and the main
// page's HTML rendered again when a video changes.

usePagesApp();

const ID = 'dQw4w9WgXcQ';
const body = (youtubeId: string, extra: Record<string, unknown> = {}) => ({
  placement: 'story',
  youtubeId,
  title: tr('정맥 검사 안내'),
  ...extra,
});

/** The story section of a page's HTML. */
const storySection = (html: string) => /aria-labelledby="story-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('public videos', () => {
  it('the demo has four story videos and a clinic video, titled as what they are, with YouTube thumbnails', async () => {
    const videos = await publicVideos();
    expect(videos.map((v) => v.placement)).toEqual(['clinic', 'story', 'story', 'story', 'story']);
    for (const v of videos) {
      expect(v.youtubeId).toMatch(/^[\w-]{11}$/);
      expect(v.title).toContain('YouTube 공개 테스트 영상');
      expect(v.thumbnail).toEqual({
        src: `https://i.ytimg.com/vi/${v.youtubeId}/hqdefault.jpg`,
        width: 480,
        height: 360,
        webp: [],
        avif: [],
      });
    }
    expect((await publicVideos('', 'en'))[1]!.title).toBe('Sample video 1 (a public YouTube test clip)');
    expect(await demoCount('videos')).toBe(5);
  });

  it('answers one placement, in order; a title without a translation falls back to Korean; hidden ones stay out', async () => {
    const a = await admin.create(
      'clinic/videos',
      body(ID, { placement: 'clinic', position: 0, title: tr('병원 소개') }),
    );
    const b = await admin.create('clinic/videos', body(ID, { placement: 'clinic', position: 0, enabled: false }));
    expect([a.status, b.status]).toEqual([201, 201]);
    const clinic = await publicVideos('?placement=clinic', 'en');
    expect(clinic[0]).toMatchObject({ id: a.body.id, title: '병원 소개', placement: 'clinic' });
    expect(clinic.map((v) => v.id)).not.toContain(b.body.id);
    expect((await t.http.get('/api/v1/clinic/videos?placement=hero')).status).toBe(400);
    for (const id of [a.body.id, b.body.id]) expect((await admin.remove('clinic/videos', id)).status).toBe(200);
  });
});

describe('console videos', () => {
  it.each([
    ID,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `http://m.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abcDEF123&t=10`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}?rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://www.youtube.com/live/${ID}  `,
  ])('keeps %s as the 11-character id', async (given) => {
    const res = await admin.create('clinic/videos', body(given));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.youtubeId).toBe(ID);
    expect(res.body.isDemo).toBe(false);
    expect((await admin.remove('clinic/videos', res.body.id)).status).toBe(200);
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://www.youtube.com/watch?v=tooShort',
    `https://evil.example/watch?v=${ID}`,
    'https://www.youtube.com/@clinic',
    '영상 주소',
    '',
  ])('refuses %j with a message in the staff member’s language', async (given) => {
    for (const [header, locale] of [
      ['en', 'en'],
      ['ko', 'ko'],
    ] as const) {
      const res = await admin.create('clinic/videos', body(given)).set('Accept-Language', header);
      expect(res.status).toBe(400);
      expect(res.body.errors.youtubeId).toBe(translate(locale, 'youtube'));
    }
  });

  it('an edit makes a demo video the clinic’s own, and the main page shows it at once', async () => {
    const [demo] = (await publicVideos('?placement=story')) as [PublicVideo];
    expect(await isDemo('videos', demo.id)).toBe(true);
    const before = (await page('/')).text;
    expect(before).toContain(youtubeThumbnail(demo.youtubeId));
    expect((await page('/')).cache).toBe('hit');

    const current = (await admin.getOne('clinic/videos', demo.id)).body;
    const res = await admin.update('clinic/videos', demo.id, {
      ...current,
      youtubeId: `https://youtu.be/${ID}`,
      title: tr('하지정맥류 검사 과정', { en: 'How the vein scan goes' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ youtubeId: ID, isDemo: false });
    expect(await isDemo('videos', demo.id)).toBe(false);
    expect(await demoCount('videos')).toBe(4);

    const after = storySection((await page('/')).text);
    expect(after).toContain(youtubeThumbnail(ID));
    expect(after).toContain('하지정맥류 검사 과정');
    expect(after).not.toContain(youtubeThumbnail(demo.youtubeId));
    expect((await page('/en')).text).toContain('How the vein scan goes');
  });

  it('an uploaded thumbnail replaces YouTube’s, clears the demo mark, and goes with its removal', async () => {
    const demo = (await publicVideos('?placement=clinic'))[0]!;
    expect(await isDemo('videos', demo.id)).toBe(true);
    const record = await upload('clinic/videos', demo.id, 'thumbnail', await picture('#336699'));
    expect(record.isDemo).toBe(false);
    expect(await isDemo('videos', demo.id)).toBe(false);

    const shown = (await publicVideos('?placement=clinic'))[0]!;
    expect(shown.thumbnail.src).toMatch(/^\/uploads\/videos\/.+\.webp$/);
    expect(shown.thumbnail.avif.length).toBeGreaterThan(0);
    expect((await page('/')).text).toContain(shown.thumbnail.src);

    const removed = await admin.raw('delete', `clinic/videos/${demo.id}/thumbnail`);
    expect(removed.status).toBe(200);
    expect((await publicVideos('?placement=clinic'))[0]!.thumbnail.src).toBe(youtubeThumbnail(demo.youtubeId));
  });

  it('lists by placement and demo mark, and the player loads nothing of YouTube before the click', async () => {
    const res = await admin.list('clinic/videos', {
      filter: { placement: 'story', isDemo: true },
      sort: ['position', 'ASC'],
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(3);
    const html = (await page('/')).text;
    expect(html).not.toMatch(/<iframe|youtube-nocookie\.com\/embed/);
  });
});
