import type { Test } from 'supertest';
import { consoleClient, tr, type ConsoleClient } from './content.ts';
import { bearer, freshHttp as freshHttpOf, signUp, type Http, type Member } from './members.ts';
import { signIn, useTestApp, type TestApp, type TestUser } from './testApp.ts';

// The console as the clinic's front desk: one app per test file with a desk staff member, the
// consultation consent in force and a member whose phone is 010-4321-8765 (set by useFrontDesk()),
// and the requests and reads the front-desk tests make.

export let t: TestApp;
export let staffUser: TestUser;
export let staff: string;
export let api: ConsoleClient;
export let member: Member;

/** The same app and database with fresh rate-limit counters (public writes are limited per address). */
export const freshHttp = (): Http => freshHttpOf(t);

export const request_ = {
  name: '정맥순',
  phone: '01043218765',
  email: '',
  treatment: 'venaseal',
  message: '오래 서 있으면 종아리가 무겁고 밤에 쥐가 납니다. 상담을 받고 싶습니다.',
  consent: 'true',
};

export function submit(fields: Record<string, string>, token?: string): Test {
  let req = freshHttp().post('/api/v1/forms');
  if (token) req = req.set('Authorization', bearer(token));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req;
}

/**
 * Reads `read` now and again each time the app finishes sending a message (staff are told after the
 * answer), until `done` holds of it or `ms` have passed; answers what it read last.
 */
export function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 3000): Promise<T> {
  return t.messenger.settle(read, done, ms);
}

export const accessLog = () =>
  t.db.knex('access_logs').orderBy('id', 'desc') as Promise<
    Array<{
      action: string;
      subject_type: string;
      subject_id: number | null;
      reason: string;
      row_count: number | null;
      detail: string;
    }>
  >;

/** The file's test app (useTestApp) with the staff member, the terms and the member before its first test. */
export function useFrontDesk(): TestApp {
  t = useTestApp({ ready: setUp });
  return t;
}

async function setUp(): Promise<void> {
  // A 관리자: the tests export members and read the access log.
  const desk = await signIn(t, 'admin', 'desk');
  staffUser = desk;
  staff = desk.token;
  api = consoleClient(t, staff);
  await api.create('terms', {
    code: 'consultation-consent',
    version: '2026-01-01',
    required: true,
    title: tr('상담 동의'),
    body: tr('<p>동의</p>'),
    effectiveAt: new Date(Date.now() - 86_400_000).toISOString(),
  });
  member = await signUp(t, freshHttp(), { name: '정맥순', phone: '01043218765' });
}
