import type { Test } from 'supertest';
import type { PublicPost } from '@clinic/contract';
import { t } from './boards.ts';
import { bearer } from './testApp.ts';

// Boards: the requests the board tests make to /api/v1/boards, with or without a member's token.

export type Attachment = [field: 'files' | 'thumb', bytes: Buffer, filename: string, contentType: string];

export const auth = (req: Test, token?: string): Test => (token ? req.set('Authorization', bearer(token)) : req);
export const v1 = (p: string) => `/api/v1/boards${p}`;

export function writePost(
  board: string,
  token: string | undefined,
  fields: { title?: string; body?: string },
  files: Attachment[] = [],
): Test {
  let req = auth(t.http.post(v1(`/${board}/posts`)), token);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) req = req.field(name, value);
  for (const [field, bytes, filename, contentType] of files) req = req.attach(field, bytes, { filename, contentType });
  return req;
}
export const getPost = (board: string, id: number, token?: string) =>
  auth(t.http.get(v1(`/${board}/posts/${id}`)), token);
export const listPosts = (board: string, query = '') => t.http.get(v1(`/${board}/posts${query}`));
export const comments = (board: string, id: number, token?: string) =>
  auth(t.http.get(v1(`/${board}/posts/${id}/comments`)), token);
export const comment = (board: string, id: number, token: string | undefined, body: string) =>
  auth(t.http.post(v1(`/${board}/posts/${id}/comments`)), token).send({ body });

/** A post by a member on the members' board `free`, answering its id. */
export async function memberPost(token: string, title = '다리가 자주 붓습니다', body = '저녁이면 발목이 붓습니다.') {
  const res = await writePost('free', token, { title, body });
  if (res.status !== 201) throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.post as PublicPost).id;
}
