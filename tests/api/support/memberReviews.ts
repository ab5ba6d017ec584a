import path from 'node:path';
import { expect } from 'vitest';
import type { Test } from 'supertest';
import { bearer, signIn, useTestApp, type TestApp } from './testApp.ts';
import { consoleClient, filesUnder, settingsBody, type ConsoleClient } from './content.ts';

// Reviews members write (reviews2): one app per test file with staff and three members (set by
// useMemberReviews()), and the requests the tests make.

export let t: TestApp;
export let api: ConsoleClient;
export let staffId: number;
export let staff: string;
/** Members, each with their own rate-limit budget for posting. */
export let writer: { id: number; token: string };
export let second: { id: number; token: string };
export let uploader: { id: number; token: string };
export let reviewsDir: string;

export type Attachment = [bytes: Buffer, filename: string, contentType: string];

async function member(name: string): Promise<{ id: number; token: string }> {
  const user = await signIn(t, 'member');
  await t.db.knex('users').where({ id: user.id }).update({ name });
  return { id: user.id, token: user.token };
}

/** The file's test app (useTestApp) with the people before its first test. */
export function useMemberReviews(): TestApp {
  t = useTestApp({
    ready: async (app) => {
      const staffUser = await signIn(app, 'staff');
      staffId = staffUser.id;
      staff = staffUser.token;
      api = consoleClient(app, staff);
      writer = await member('김민수');
      second = await member('이수');
      uploader = await member('박서연');
      reviewsDir = path.join(app.config.dataDir, 'uploads', 'public', 'member-reviews');
    },
  });
  return t;
}

export const valid = {
  title: '수술 후 한 달',
  content: '다리가 한결 가벼워졌습니다. 개인적인 경험입니다.',
  treatment: 'venaseal',
};

export function post(
  token: string | undefined,
  fields: Record<string, string>,
  files: Attachment[] = [],
  language = 'ko',
): Test {
  let req = t.http.post('/api/v1/clinic/reviews2').set('Accept-Language', language);
  if (token) req = req.set('Authorization', bearer(token));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const [bytes, filename, contentType] of files) req = req.attach('images', bytes, { filename, contentType });
  return req;
}
export const get = (url: string, token?: string, language = 'ko') => {
  const req = t.http.get(`/api/v1/${url}`).set('Accept-Language', language);
  return token ? req.set('Authorization', bearer(token)) : req;
};
export const settings = async (overrides: Record<string, unknown>) =>
  expect((await api.update('setting', 'clinic', settingsBody(overrides))).status).toBe(200);
export const idsOf = (res: { body: { reviews: Array<{ id: number }> } }) => res.body.reviews.map((r) => r.id);
export const storedFiles = () => filesUnder(reviewsDir);
