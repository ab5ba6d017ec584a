import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import request, { type Response, type Test } from 'supertest';
import { koreaToday, normalizeTarget, type CertifyChannel, type MemberKind } from '@clinic/contract';
import { createApp } from '../../../api/src/app.ts';
import { toDbTime } from '../../../api/src/db/index.ts';
import type { OutboxRow } from '../../../api/src/db/rows/accounts.ts';
import type { DevMailboxEntry } from '../../../api/src/services/messaging/index.ts';
import { consoleClient, tr } from './content.ts';
import { bearer, createUser, login, type TestApp } from './testApp.ts';

// Members: sign-up through the real routes (a code read as delivered, confirmed, then the form).

export type Http = ReturnType<typeof request>;
/** What the public site sends as `Accept-Language` for each of its locales. */
export type Language = 'ko' | 'en' | 'zh-CN' | 'ja';
export type Purpose = 'signup' | 'contact' | 'recovery';

/**
 * The same app, database, clock and messenger with its own rate-limit counters. Sign-up (20 an hour)
 * and code checks (60 an hour) are limited per address and every request here comes from the same one.
 */
export function freshHttp(t: TestApp): Http {
  return request(createApp({ config: t.config, db: t.db, clock: t.clock, messenger: t.messenger }).callback());
}

export { bearer };

export const uniq = () => randomBytes(4).toString('hex');

/** A new e-mail address and Korean mobile number nobody else in the database has. */
export function newContact(): { email: string; phone: string } {
  const digits = String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 100_000_000).padStart(8, '0');
  return { email: `m${uniq()}@example.com`, phone: `010${digits}` };
}

/** A username that passes the rule (letters and numbers) and is new. */
export const newUsername = (prefix = 'mem') => `${prefix}${uniq()}7`; // a digit, whatever the hex gives

export const PASSWORD = 'Vein-pass-2026!';

/** The terms in force a sign-up records: terms-of-use and privacy-consent required, marketing optional. */
export interface SeededTerms {
  'terms-of-use': string;
  'privacy-consent': string;
  'marketing-consent': string;
}

/**
 * Terms through the console API, with older, later and unpublished versions around the ones in
 * force, so that "the version in force" is a real choice. Answers the versions in force.
 */
export async function seedMemberTerms(t: TestApp): Promise<SeededTerms> {
  const staff = await createUser(t, ['user', 'console'], 'staff');
  const api = consoleClient(t, (await login(t, staff)).accessToken);
  const day = 86_400_000;
  const add = async (code: string, version: string, days: number, required: boolean, published = true) => {
    const res = await api.create('terms', {
      code,
      version,
      required,
      published,
      title: tr(`${code} ${version}`),
      body: tr('<h2>목적</h2><ul><li>회원 관리</li></ul>'),
      effectiveAt: new Date(Date.now() + days * day).toISOString(),
    });
    if (res.status !== 201) throw new Error(`term ${code} ${version}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  await add('terms-of-use', '2025-01-01', -400, true);
  await add('terms-of-use', '2026-01-01', -30, true);
  await add('terms-of-use', '2099-01-01', 30, true);
  await add('terms-of-use', '2026-02-01', -1, true, false);
  await add('privacy-consent', '2025-06-01', -200, true);
  await add('privacy-consent', '2099-06-01', 60, true);
  await add('marketing-consent', '2025-03-01', -300, false);
  return { 'terms-of-use': '2026-01-01', 'privacy-consent': '2025-06-01', 'marketing-consent': '2025-03-01' };
}

/** An outbox row as the database holds it. */
export type { OutboxRow };

/**
 * Every message sent to `recipient`, oldest first: its outbox row with the text as it was delivered.
 * No provider is configured in tests, so that text is the development mailbox's (the outbox keeps
 * verification codes masked; the mailbox, written outside production only, has them).
 */
export async function messagesTo(t: TestApp, recipient: string): Promise<OutboxRow[]> {
  const rows = (await t.db.knex('outbox').where({ recipient }).orderBy('id')) as OutboxRow[];
  const delivered = deliveredTexts(t);
  return rows.map((row) => ({ ...row, body: delivered.get(row.id) ?? row.body }));
}

/**
 * Waits until at least `count` messages to `recipient` are in the outbox and each is delivered (sent,
 * failed, or kept and written to the development mailbox), then answers them as `messagesTo` does.
 * A recovery code leaves only after the answer (members/public.ts), so a test waits for it.
 */
export async function deliveredTo(t: TestApp, recipient: string, count: number): Promise<OutboxRow[]> {
  const read = async () => ({
    rows: (await t.db.knex('outbox').where({ recipient }).orderBy('id')) as OutboxRow[],
    delivered: deliveredTexts(t),
  });
  const done = ({ rows, delivered }: Awaited<ReturnType<typeof read>>) =>
    rows.length >= count &&
    rows.every(
      (row) =>
        row.status !== 'sending' &&
        (row.status !== 'stored' || !t.config.messaging.devMailbox || delivered.has(row.id)),
    );
  // Read again each time the app finishes a send (t.messenger), not on a timer.
  const seen = await t.messenger.settle(read, done);
  if (!done(seen)) throw new Error(`${seen.rows.length} of ${count} messages to ${recipient}`);
  return seen.rows.map((row) => ({ ...row, body: seen.delivered.get(row.id) ?? row.body }));
}

/** The development mailbox of the test app: the text of each message by its outbox id. */
export function deliveredTexts(t: TestApp): Map<number, string> {
  const file = t.config.messaging.devMailbox;
  if (!file || !existsSync(file)) return new Map();
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DevMailboxEntry);
  return new Map(entries.map((e) => [e.id, e.text]));
}

/** The six-digit code in a message's text. */
export function codeIn(text: string): string {
  const match = /(?<!\d)(\d{6})(?!\d)/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

export function requestCode(
  http: Http,
  body: { channel: CertifyChannel; target: string; purpose?: Purpose },
  language: Language = 'ko',
): Test {
  return http.post('/api/v1/users/certify').set('Accept-Language', language).send(body);
}

export function confirmCode(
  http: Http,
  body: { channel: CertifyChannel; target: string; code: string; purpose?: Purpose },
  language: Language = 'ko',
): Test {
  return http.post('/api/v1/users/certify/confirm').set('Accept-Language', language).send(body);
}

/** Sends a code to `target` and reads it back as delivered (the newest message to it). */
export async function sendAndReadCode(
  t: TestApp,
  http: Http,
  channel: CertifyChannel,
  target: string,
  purpose: Purpose = 'signup',
): Promise<string> {
  const res = await requestCode(http, { channel, target, purpose });
  if (res.status !== 200) throw new Error(`certify: ${res.status} ${JSON.stringify(res.body)}`);
  const messages = await messagesTo(t, normalize(channel, target));
  const last = messages.at(-1);
  if (!last) throw new Error(`no message to ${target}`);
  return codeIn(last.body);
}

const normalize = (channel: CertifyChannel, target: string) => normalizeTarget(channel, target);

/** A certification token proving control of `target`, through the two real steps. */
export async function certify(
  t: TestApp,
  http: Http,
  channel: CertifyChannel,
  target: string,
  purpose: Purpose = 'signup',
): Promise<string> {
  const code = await sendAndReadCode(t, http, channel, target, purpose);
  const res = await confirmCode(http, { channel, target, code, purpose });
  if (res.status !== 200) throw new Error(`confirm: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.certificationToken as string;
}

/** Korea's date `years` years before today, moved by `dayOffset` days (YYYY-MM-DD). */
export function koreaDateYearsAgo(years: number, dayOffset = 0): string {
  const [y, m, d] = koreaToday().split('-').map(Number) as [number, number, number];
  // 29 February minus a number of years that is no leap year: the 28th (still that old that day).
  const day = m === 2 && d === 29 ? 28 : d;
  return new Date(Date.UTC(y - years, m - 1, day + dayOffset)).toISOString().slice(0, 10);
}

/** A sign-up form that passes every rule; `certificationToken` must still be a real one to succeed. */
export function signupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const contact = newContact();
  return {
    kind: 'PERSON',
    username: newUsername(),
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: '김회원',
    email: contact.email,
    phone: contact.phone,
    birthDate: '1985-04-12',
    certificationToken: 'not-a-real-token',
    agreements: { 'terms-of-use': true, 'privacy-consent': true, 'marketing-consent': false },
    ...overrides,
  };
}

export function postSignup(http: Http, body: Record<string, unknown>, language: Language = 'ko'): Test {
  return http.post('/api/v1/users').set('Accept-Language', language).send(body);
}

export interface Member {
  id: number;
  username: string;
  password: string;
  kind: MemberKind;
  email: string;
  phone: string;
  refreshToken: string;
  accessToken: string;
}

/** A whole sign-up: a code by e-mail (or SMS), confirmed, the form; then an access token. */
export async function signUp(
  t: TestApp,
  http: Http,
  overrides: Record<string, unknown> = {},
  channel: CertifyChannel = 'email',
): Promise<Member> {
  const body = signupBody(overrides);
  const target = String(channel === 'email' ? body.email : body.phone);
  body.certificationToken = await certify(t, http, channel, target);
  const res = await postSignup(http, body);
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.body)}`);
  const refreshToken = res.body.refreshToken as string;
  return {
    id: res.body.user.id as number,
    // The account's one spelling (NFKC, lower case), whatever case the form used.
    username: String(res.body.user.username),
    password: String(body.password),
    kind: body.kind as MemberKind,
    email: String(body.email).trim().toLowerCase(),
    phone: String(body.phone),
    refreshToken,
    accessToken: await accessToken(http, refreshToken),
  };
}

export function refreshTokenFor(http: Http, username: string, password: string): Test {
  return http
    .get('/api/auth/refreshToken')
    .set('Authorization', 'Basic ' + Buffer.from(`${username}:${password}`, 'utf8').toString('base64'));
}

export function accessTokenRequest(http: Http, refreshToken: string): Test {
  return http.get('/api/auth/accessToken').set('Authorization', bearer(refreshToken));
}

export async function accessToken(http: Http, refreshToken: string): Promise<string> {
  const res = await accessTokenRequest(http, refreshToken);
  if (res.status !== 200) throw new Error(`access token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken as string;
}

export function getMe(http: Http, token: string, language: Language = 'ko'): Test {
  return http.get('/api/v1/me').set('Authorization', bearer(token)).set('Accept-Language', language);
}

/** The second (`iat`) an access token was issued in, on the app's clock. */
export function issuedAt(token: string): number {
  const payload = jwt.decode(token);
  if (!payload || typeof payload === 'string' || typeof payload.iat !== 'number') throw new Error('no iat');
  return payload.iat;
}

/** Moves the app's clock past the second `second` (a token's `iat`): what the app does next is later. */
export function afterSecond(t: TestApp, second: number): void {
  t.clock.advanceTo((second + 1) * 1000 + 5);
}

/** Moves the app's clock to just after the start of its next second. */
export function startOfSecond(t: TestApp): void {
  t.clock.advanceTo((Math.floor(t.clock.now() / 1000) + 1) * 1000 + 5);
}

export const dbTime = (msFromNow: number) => toDbTime(new Date(Date.now() + msFromNow));

export function privateRoot(t: TestApp): string {
  return path.join(t.config.dataDir, 'uploads', 'private');
}

/** A 400's field errors (empty when the answer carried none). */
export const errorsOf = (res: Response): Record<string, string> =>
  (res.body as { errors?: Record<string, string> }).errors ?? {};
