import Router, { type RouterOptions } from '@koa/router';

/**
 * Every router of the API. Paths match case-sensitively: @koa/router compiles a router's own
 * middleware (`router.use(fn)`, the scope checks) as a case-sensitive prefix, so case-insensitive
 * routes would run under a spelling (`/api/CONSOLE/...`) that the middleware in front of them never
 * saw. One way of matching for the whole `/api` (lint keeps `new Router` out of the modules).
 */
export function createRouter(options: Omit<RouterOptions, 'sensitive'> = {}): Router {
  return new Router({ ...options, sensitive: true });
}
