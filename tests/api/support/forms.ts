import path from 'node:path';
import { expect } from 'vitest';
import type { Test } from 'supertest';
import { filesUnder, pdfBytes, pngBytes, tr } from './content.ts';
import { freshHttp as freshHttpOf, type Http } from './members.ts';
import { api, t, useStaffApp } from './staffApp.ts';
import type { TestApp } from './testApp.ts';

// POST /api/v1/forms (a consultation request with up to three files): the app from useStaffApp()
// with consent terms in force (set by useForms()), the form as the public site sends it, and what is
// stored.

export type { Http };

export let privateRoot: string;
export let publicRoot: string;

/** The same app and database with fresh rate-limit counters (the limit is 10 requests per hour). */
export const freshHttp = (): Http => freshHttpOf(t);

export const valid = {
  name: '홍길동',
  phone: '01012345678',
  email: 'hong@example.com',
  treatment: 'clarivein',
  message: '양쪽 다리가 붓고 저립니다.',
  consent: 'true',
  marketing: 'true',
};
export type Fields = Partial<Record<keyof typeof valid, string>>;
export type Attachment = [bytes: Buffer, filename: string, contentType: string];

export function submit(http: Http, fields: Fields, files: Attachment[] = [], language = 'ko'): Test {
  let req = http.post('/api/v1/forms').set('Accept-Language', language);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) req = req.field(name, value);
  for (const [bytes, filename, contentType] of files) req = req.attach('files', bytes, { filename, contentType });
  return req;
}

export async function stored(): Promise<{ rows: number; files: number; privateFiles: string[] }> {
  return {
    rows: Number((await t.db.knex('forms').count({ n: '*' }).first())!.n),
    files: Number((await t.db.knex('form_files').count({ n: '*' }).first())!.n),
    privateFiles: filesUnder(privateRoot),
  };
}

export let png: Buffer;
export let pdf: Buffer;
export const termIds: Record<string, number> = {};

/** The app of useStaffApp(), with the consent terms in force and the files the tests send. */
export function useForms(): TestApp {
  return useStaffApp(async () => {
    privateRoot = path.join(t.config.dataDir, 'uploads', 'private');
    publicRoot = path.join(t.config.dataDir, 'uploads', 'public');
    png = await pngBytes(64, 48);
    pdf = pdfBytes();
    const term = async (code: string, version: string, days: number) => {
      const res = await api.create('terms', {
        code,
        version,
        required: code === 'consultation-consent',
        title: tr(`${code} ${version}`),
        body: tr('<h2>수집 항목</h2><ul><li>이름, 연락처</li></ul>'),
        effectiveAt: new Date(Date.now() + days * 86_400_000).toISOString(),
      });
      expect(res.status).toBe(201);
      termIds[`${code}@${version}`] = res.body.id as number;
    };
    await term('consultation-consent', '2026-01-01', -30);
    await term('consultation-consent', '2026-09-01', 30);
    await term('marketing-consent', '2026-01-15', -10);
  });
}
