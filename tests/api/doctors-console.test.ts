import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCTOR_LINE_MAX, DOCTOR_LINES_MAX, translate } from '@clinic/contract';
import { seedDemoContent } from '../../api/src/seeds/demo.ts';
import { LocalStorage } from '../../api/src/services/storage/index.ts';
import { contentRange, jpegWithGps, publicFile, tr } from './support/content.ts';
import { crudSuite } from './support/contentConsole.ts';
import { api, t, tokens, useStaffApp } from './support/staffApp.ts';
import { bearer } from './support/testApp.ts';

// The doctors in the console (`/api/console/{product}/doctors`, simple-REST, with a photo through the
// sharp pipeline): the resource's dialect, the seeded demo doctors and the `is_demo` mark that any
// staff change clears. On SQLite and MariaDB.

useStaffApp();

const lines = (...items: string[]) => ({ ko: items.join('\n'), en: '', cn: '', jp: '' });

crudSuite({
  resource: 'clinic/doctors',
  rangeName: 'doctors',
  inputs: () =>
    [1, 2, 3, 4, 5].map((i) => ({
      nameKo: `의사${i}`,
      nameEn: i % 2 ? `Doctor ${i}` : '',
      title: tr(i === 1 ? '대표원장 · 흉부외과 전문의' : '원장 · 흉부외과 전문의', { en: `Physician ${i}` }),
      lines: lines('흉부외과 전문의', `약력 ${i}`),
      position: 10 * (6 - i),
      enabled: i !== 4,
    })),
  shown: (i) => ({ ...i, photo: null, isDemo: false }),
  sort: { field: 'position', key: (i) => i.position as number },
  filter: { value: { enabled: false }, matches: (i) => i.enabled === false },
  q: { value: '대표원장', matches: (i) => (i.title as { ko: string }).ko.includes('대표원장') },
  change: { enabled: false, nameEn: 'Changed Name', lines: lines('새 약력') },
  invalid: {
    body: { nameKo: '', title: tr(''), position: -1 },
    errors: { nameKo: ['required'], 'title.ko': ['required'], position: ['minValue', { num: 0 }] },
  },
});

const demoDoctors = async () =>
  (await api.list('clinic/doctors', { filter: { isDemo: true }, sort: ['position', 'ASC'] })).body as Array<{
    id: number;
    nameKo: string;
    isDemo: boolean;
    photo: { src: string } | null;
  }>;

describe('demo doctors and the is_demo mark', () => {
  it('are seeded once, marked demo, with no photo; a second seed adds none', async () => {
    const storage = new LocalStorage(path.join(t.config.dataDir, 'uploads'));
    await t.db.knex('doctors').delete();
    expect((await seedDemoContent(t.db.knex, storage)).doctors).toBe(2);
    expect((await seedDemoContent(t.db.knex, storage)).doctors).toBe(0);
    const demo = await demoDoctors();
    expect(demo.map((d) => d.nameKo)).toEqual(['홍길동', '김하나']);
    expect(demo.every((d) => d.isDemo && d.photo === null)).toBe(true);
  });

  it('an update through the console clears is_demo, even one that changes nothing but the order', async () => {
    const [first] = await demoDoctors();
    const res = await api.update('clinic/doctors', first!.id, { position: 5 });
    expect(res.status).toBe(200);
    expect(res.body.isDemo).toBe(false);
    const row = await t.db.knex('doctors').where({ id: first!.id }).first('is_demo');
    expect(Boolean(row.is_demo)).toBe(false);
    // The other demo doctor is left as it was.
    expect((await demoDoctors()).map((d) => d.nameKo)).toEqual(['김하나']);
  });

  it('a photo upload clears is_demo and stores re-encoded WebP and AVIF; removing it deletes the files', async () => {
    const [second] = await demoDoctors();
    const id = second!.id;
    const up = await api.upload(`clinic/doctors/${id}/photo`, await jpegWithGps(600, 720), 'photo.jpg', 'image/jpeg');
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.isDemo).toBe(false);
    const photo = up.body.photo as { src: string; webp: Array<{ src: string }>; avif: Array<{ src: string }> };
    expect(photo.webp.length).toBeGreaterThan(0);
    expect(photo.avif.length).toBeGreaterThan(0);
    expect(existsSync(publicFile(t, photo.src))).toBe(true);
    expect(await demoDoctors()).toEqual([]);

    const removed = await api.raw('delete', `clinic/doctors/${id}/photo`);
    expect(removed.status).toBe(200);
    expect(removed.body.photo).toBeNull();
    expect(existsSync(publicFile(t, photo.src))).toBe(false);
  });

  it('a product scopes its doctors: another product sees none of them', async () => {
    const other = await api.list('branch/doctors');
    expect(other.status).toBe(200);
    expect(contentRange(other).total).toBe(0);
    const [any] = (await api.list('clinic/doctors')).body as Array<{ id: number }>;
    expect((await api.getOne('branch/doctors', any!.id)).status).toBe(404);
    expect((await api.raw('delete', `branch/doctors/${any!.id}/photo`)).status).toBe(404);
  });
});

describe('validation of the lines', () => {
  it('keeps one line each, trimmed, blank lines dropped', async () => {
    const res = await api.create('clinic/doctors', {
      nameKo: '정리',
      title: tr('원장'),
      lines: { ko: '  첫째 줄 \r\n\n\n 둘째 줄  \n', en: '', cn: '', jp: '' },
    });
    expect(res.status).toBe(201);
    expect(res.body.lines.ko).toBe('첫째 줄\n둘째 줄');
  });

  it('refuses too many lines and a line too long, in the caller language', async () => {
    const many = Array.from({ length: DOCTOR_LINES_MAX + 1 }, (_, i) => `줄 ${i}`).join('\n');
    const long = 'ㄱ'.repeat(DOCTOR_LINE_MAX + 1);
    const res = await api
      .create('clinic/doctors', { nameKo: '길이', title: tr('원장'), lines: { ko: many, en: long, cn: '', jp: '' } })
      .set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(translate('en', 'validationFailed'));
    expect(res.body.errors).toMatchObject({
      'lines.ko': translate('en', 'tooMany', { num: DOCTOR_LINES_MAX }),
      'lines.en': translate('en', 'maxLength', { num: DOCTOR_LINE_MAX }),
    });
  });

  it("a member's token is refused (403), no token is a 401", async () => {
    const member = t.http.get('/api/console/clinic/doctors').set('Authorization', bearer(tokens.member));
    expect((await member).status).toBe(403);
    expect((await t.http.post('/api/console/clinic/doctors/1/photo')).status).toBe(401);
  });
});
