import { expect } from 'vitest';
import { api, t } from './staffApp.ts';

// Public reads of the content modules (the app from useStaffApp()): records written through the
// console API, and anonymous reads of /api/v1.

export const DAY = 86_400_000;
export const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
export const get = (path: string, language?: string) => {
  const req = t.http.get(`/api/v1/${path}`);
  return language ? req.set('Accept-Language', language) : req;
};
export async function created(resource: string, body: object): Promise<number> {
  const res = await api.create(resource, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
