import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../../api/src/app.ts';
import {
  createMessenger,
  type Messenger,
  type OutgoingMessage,
  type SendResult,
} from '../../../api/src/services/messaging/index.ts';
import { toDbTime } from '../../../api/src/db/index.ts';
import { bearer, createUser, login, tokenFor, useTestApp, type TestApp } from './testApp.ts';
import { consoleClient, type ConsoleClient } from './content.ts';
import type { OutboxRow } from './members.ts';

// Staff messaging: one app per test file whose messenger records what the API hands it, with active
// members on two levels (with and without marketing consent) and staff, withdrawn and disabled
// accounts that are never recipients. The bindings below are set by useStaffMessages().

export let t: TestApp;
export let http: ReturnType<typeof request>;
export let staffToken: string;
export let memberToken: string;
export let api: ConsoleClient;
export let vip: number;
export let regular: number;

/** A hook to make one send answer `sent` or fail; undefined sends as usual. */
export type Intercept = (m: OutgoingMessage) => Promise<SendResult | undefined>;

/** What the API handed to the messenger. */
export const handed: OutgoingMessage[] = [];

export interface Person {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
}
export const people: Record<string, Person> = {};

async function person(key: string, columns: Record<string, unknown>, scopes: Array<'user' | 'console'> = ['user']) {
  const user = await createUser(t, scopes, key);
  await t.db
    .knex('users')
    .where({ id: user.id })
    .update({ status: 'active', marketing: false, level_id: null, email: null, phone: null, ...columns });
  people[key] = {
    id: user.id,
    name: String(columns.name),
    email: (columns.email as string | null | undefined) ?? null,
    phone: (columns.phone as string | null | undefined) ?? null,
  };
  return user;
}

/**
 * Makes the app and its people before the file's first test and closes it after the last. Each send
 * asks `intercept` first, so a test file that sets its own hook can make a send answer or fail.
 */
export function useStaffMessages(intercept: () => Intercept | undefined = () => undefined): TestApp {
  t = useTestApp({ ready: () => setUp(intercept) });
  return t;
}

async function setUp(intercept: () => Intercept | undefined): Promise<void> {
  const real = createMessenger(t.db.knex, t.config.messaging);
  const recorder: Messenger = {
    async send(m) {
      handed.push(m);
      return (await intercept()?.(m)) ?? real.send(m);
    },
  };
  http = request(createApp({ config: t.config, db: t.db, messenger: recorder, clock: t.clock }).callback());

  const now = toDbTime(new Date());
  const level = async (name: string, position: number) =>
    Number((await t.db.knex('user_levels').insert({ name, position, created_at: now, updated_at: now }))[0]);
  vip = await level('VIP', 1);
  regular = await level('일반', 2);

  // Active members.
  await person('kim', {
    name: '김동의',
    email: 'kim@example.com',
    phone: '01011110001',
    level_id: vip,
    marketing: true,
  });
  await person('lee', { name: '이거부', email: 'lee@example.com', phone: '01011110002', level_id: vip });
  await person('park', { name: '박메일', email: 'park@example.com', level_id: regular, marketing: true });
  await person('choi', { name: '최문자', email: '  ', phone: '01011110004' });
  await person('jung', { name: '정무폰', email: 'jung@example.com', phone: '', level_id: vip, marketing: true });
  // Never recipients: staff, a withdrawn and a disabled member (all with addresses and consent).
  const staff = await person(
    'staff',
    { name: '직원', email: 'staff@example.com', phone: '01099990000', level_id: vip, marketing: true },
    ['user', 'console'],
  );
  await person('gone', {
    name: '탈퇴',
    email: 'gone@example.com',
    phone: '01099990001',
    level_id: vip,
    marketing: true,
    status: 'withdrawn',
    withdrawn_at: now,
  });
  await person('off', {
    name: '정지',
    email: 'off@example.com',
    phone: '01099990002',
    level_id: vip,
    marketing: true,
    status: 'disabled',
  });
  staffToken = (await login(t, staff)).accessToken;
  memberToken = await tokenFor(t, 'member');
  api = consoleClient(t, staffToken);
}

export const NEVER = ['staff', 'gone', 'off'];

export function post(path: string, body: object, key: string | null = randomUUID(), token: string | null = staffToken) {
  let req = http.post(`/api/console/${path}`).set('Accept-Language', 'en');
  if (token) req = req.set('Authorization', bearer(token));
  if (key !== null) req = req.set('Idempotency-Key', key);
  return req.send(body);
}

export async function outboxAfter(id: number) {
  return (await t.db.knex('outbox').where('id', '>', id).orderBy('id')) as OutboxRow[];
}
export const lastOutboxId = async () => Number((await t.db.knex('outbox').max({ m: 'id' }).first())?.m ?? 0);
export const addressesOf = (keys: string[], channel: 'email' | 'sms') =>
  keys.map((k) => (channel === 'email' ? people[k]!.email : people[k]!.phone)).sort();
