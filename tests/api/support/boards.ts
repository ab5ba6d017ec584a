import path from 'node:path';
import type { Board } from '@clinic/contract';
import { signIn, useTestApp, type TestApp } from './testApp.ts';
import { consoleClient, pdfBytes, pngBytes, tr, type ConsoleClient } from './content.ts';

// Boards: one app per test file with a staff member, two members (alice, bob) and four boards
// (clinic-news for staff, free and closed for members, an unpublished draft). The bindings below are
// set by useBoards() before the first test runs; the requests are in boardRequests.ts.

export let t: TestApp;
export let api: ConsoleClient;
export let staff: string;
export let alice: string;
export let bob: string;
export let aliceId: number;
export let privateRoot: string;
export let png: Buffer;
export let pdf: Buffer;
/** Board ids by key. */
export const boards: Record<string, number> = {};

export async function createBoard(key: string, body: Partial<Board> = {}): Promise<number> {
  const res = await api.create('boards', {
    key,
    name: tr(`게시판 ${key}`, { en: `Board ${key}` }),
    writeAccess: 'staff',
    commentsEnabled: false,
    published: true,
    position: 10,
    ...body,
  });
  if (res.status !== 201) throw new Error(`board ${key}: ${res.status} ${JSON.stringify(res.body)}`);
  boards[key] = (res.body as Board).id;
  return boards[key]!;
}

/** The file's test app (useTestApp) with its people and boards before its first test. */
export function useBoards(): TestApp {
  t = useTestApp({ ready: setUp });
  return t;
}

async function setUp(): Promise<void> {
  const staffUser = await signIn(t, 'staff');
  const aliceUser = await signIn(t, 'member', 'alice');
  const bobUser = await signIn(t, 'member', 'bob');
  await t.db.knex('users').where({ id: staffUser.id }).update({ name: '박간호사' });
  await t.db.knex('users').where({ id: aliceUser.id }).update({ name: '김민수' });
  aliceId = aliceUser.id;
  staff = staffUser.token;
  alice = aliceUser.token;
  bob = bobUser.token;
  api = consoleClient(t, staff);
  privateRoot = path.join(t.config.dataDir, 'uploads', 'private');
  png = await pngBytes(64, 48);
  pdf = pdfBytes();
  await createBoard('clinic-news', { writeAccess: 'staff', commentsEnabled: true, position: 1 });
  await createBoard('free', { writeAccess: 'members', commentsEnabled: true, position: 2 });
  await createBoard('closed', { writeAccess: 'members', commentsEnabled: false, position: 3 });
  await createBoard('draft', { published: false, position: 0 });
}
