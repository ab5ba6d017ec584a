import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp, MODULES } from '../../api/src/app.ts';
import type { Module } from '../../api/src/http/module.ts';
import { bearer, createUser, login, useTestApp } from './support/testApp.ts';

/**
 * app.ts mounts one list of modules in no order that matters: a route whose first segment is a
 * parameter (`/:product/reviews`) never answers for a fixed word another module routes
 * (`/me/reviews`). Mounted forwards, backwards and rotated, every request reaches the same route.
 */
let member: string;

const t = useTestApp();
beforeAll(async () => {
  member = (await login(t, await createUser(t, ['user'], 'order'))).accessToken;
});

const rotated = (list: readonly Module[], by: number) => [...list.slice(by), ...list.slice(0, by)];
const orders: Array<[string, readonly Module[]]> = [
  ['as listed', MODULES],
  ['reversed', [...MODULES].reverse()],
  ['rotated by a third', rotated(MODULES, Math.floor(MODULES.length / 3))],
  ['rotated by two thirds, reversed', rotated(MODULES, Math.floor((2 * MODULES.length) / 3)).reverse()],
];

describe.each(orders)('modules mounted %s', (_name, modules) => {
  const http = () => request(createApp({ config: t.config, db: t.db }, modules).callback());

  it('answers /v1/me/reviews from the member reviews, never as a product named "me"', async () => {
    // The curated reviews would answer an anonymous reader 200 `{ reviews: [], total: 0 }`.
    expect((await http().get('/api/v1/me/reviews')).status).toBe(401);
    const mine = await http().get('/api/v1/me/reviews').set('Authorization', bearer(member));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ reviews: [] });
  });

  it('still answers a product’s curated reviews and the member’s own account', async () => {
    const curated = await http().get('/api/v1/clinic/reviews');
    expect(curated.status).toBe(200);
    expect(curated.body).toEqual({ reviews: [], total: 0 });
    const me = await http().get('/api/v1/me').set('Authorization', bearer(member));
    expect(me.status).toBe(200);
    expect(me.body.me.username).toMatch(/^order/);
  });
});
