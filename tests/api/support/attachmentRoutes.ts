import path from 'node:path';
import { expect } from 'vitest';
import type { Test } from 'supertest';
import type { PublicPost } from '@clinic/contract';
import { bearer, signIn, tokenFor, useTestApp, type TestApp } from './testApp.ts';
import { binary, consoleClient, tr, type ConsoleClient } from './content.ts';
import { freshHttp, signUp, type Member } from './members.ts';
import { cameraJpeg } from './cameraImages.ts';

// The four routes that take attachments (board posts, 1:1 questions, consultation requests,
// institution documents): one app per test file with a member, an institution and a members' board
// (set by useAttachmentApp()), and for each route a send that answers the files as downloaded.

export const download = async (req: Test): Promise<Buffer> => {
  const res = await req.buffer(true).parse(binary);
  expect(res.status).toBe(200);
  return res.body as Buffer;
};

export let t: TestApp;
export let api: ConsoleClient;
export let staff: string;
export let member: { id: number; token: string };
export let company: Member;
export let privateRoot: string;
export let jpeg: Buffer;

/** The file's test app (useTestApp) with the people and the board before its first test. */
export function useAttachmentApp(): TestApp {
  t = useTestApp({ ready: setUp });
  return t;
}

async function setUp(): Promise<void> {
  staff = await tokenFor(t, 'staff');
  const memberUser = await signIn(t, 'member');
  member = { id: memberUser.id, token: memberUser.token };
  api = consoleClient(t, staff);
  company = await signUp(t, freshHttp(t), { kind: 'COMPANY', name: '주식회사 다리건강' });
  privateRoot = path.join(t.config.dataDir, 'uploads', 'private');
  const board = await api.create('boards', {
    key: 'free',
    name: tr('자유게시판'),
    writeAccess: 'members',
    commentsEnabled: false,
    published: true,
    position: 1,
  });
  expect(board.status).toBe(201);
  jpeg = await cameraJpeg(640, 480);
}

export type Attachment = [bytes: Buffer, filename: string, contentType: string];

export async function boardAttachments(files: Attachment[]): Promise<Buffer[]> {
  let req = t.http
    .post('/api/v1/boards/free/posts')
    .set('Authorization', bearer(member.token))
    .field('title', '사진 올립니다')
    .field('body', '시술 부위 사진입니다.');
  for (const [bytes, filename, contentType] of files) req = req.attach('files', bytes, { filename, contentType });
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const post = res.body.post as PublicPost;
  const byName = files.map(([, filename]) => post.files.find((f) => f.name === filename)!);
  return Promise.all(byName.map((file) => download(t.http.get(file.url))));
}

export async function questionAttachments(files: Attachment[]): Promise<Buffer[]> {
  let req = t.http
    .post('/api/v1/center/questions')
    .set('Authorization', bearer(member.token))
    .field('category', 'treatment')
    .field('title', '사진 보시고 답해 주세요')
    .field('body', '다리 사진을 올립니다.');
  for (const [bytes, filename, contentType] of files) req = req.attach('files', bytes, { filename, contentType });
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const question = res.body.question as { id: number; files: Array<{ id: number; name: string }> };
  return Promise.all(
    files.map(([, filename]) => {
      const file = question.files.find((f) => f.name === filename)!;
      return download(
        t.http
          .get(`/api/v1/center/questions/${question.id}/files/${file.id}`)
          .set('Authorization', bearer(member.token)),
      );
    }),
  );
}

export async function consultationAttachments(files: Attachment[]): Promise<Buffer[]> {
  let req = t.http
    .post('/api/v1/forms')
    .field('name', '홍길동')
    .field('phone', '01012345678')
    .field('email', 'hong@example.com')
    .field('treatment', 'clarivein')
    .field('message', '사진을 함께 보냅니다.')
    .field('consent', 'true')
    .field('marketing', 'false');
  for (const [bytes, filename, contentType] of files) req = req.attach('files', bytes, { filename, contentType });
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const formId = res.body.form.id as number;
  const form = await api.getOne('forms', formId);
  const stored = form.body.files as Array<{ id: number; name: string }>;
  return Promise.all(
    files.map(([, filename]) => {
      const file = stored.find((f) => f.name === filename)!;
      return download(api.raw('get', `forms/${formId}/files/${file.id}`));
    }),
  );
}

export async function memberDocument([bytes, filename]: Attachment): Promise<Buffer> {
  const res = await t.http
    .post(`/api/v1/users/${company.id}/employmentCertificate`)
    .set('Authorization', bearer(company.accessToken))
    .attach('file', bytes, { filename, contentType: 'application/octet-stream' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return download(api.raw('get', `users/${company.id}/documents/${res.body.document.id as number}`));
}
