import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { AppDeps } from '../deps.js';

/** What an API module is to app.ts (its descriptor), and how a list of them is mounted. */

/** A module's routers for one place, made from the app's deps; each carries its own prefix. */
export type Routes = (deps: AppDeps) => Router;

/** Every module's `index.ts` exports one of these: its routers, by where app.ts mounts them. */
export interface Module {
  /** Under `/api` (`/health`, `/auth/...`). */
  api?: Routes;
  /** Under `/api/v1`: what the public site reads and members write. */
  public?: Routes;
  /** Under `/api/console`, behind scope `console`. */
  console?: Routes;
  /** Under `/api/editor`: outside `/console`, behind scope `console` all the same. */
  editor?: Routes;
}

type Middleware = RouterMiddleware;

/** The first segment of a route's path when it is a fixed word (`/me/reviews` → `me`). */
const fixedFirst = (path: string | RegExp) =>
  typeof path === 'string' ? /^\/([^/:{*()]+)/.exec(path)?.[1] : undefined;
/** The parameter a route's path begins with (`/:product/reviews` → `product`). */
const paramFirst = (path: string | RegExp) => (typeof path === 'string' ? /^\/:(\w+)/.exec(path)?.[1] : undefined);

/** Runs `stack` as one middleware: its last `next` goes on to whatever follows the route. */
function asOne(stack: Middleware[]): Middleware {
  return (ctx, next) => {
    const run = async (i: number): Promise<void> => {
      const middleware = stack[i];
      if (!middleware) return next();
      await middleware(ctx, () => run(i + 1));
    };
    return run(0);
  };
}

/**
 * Mounts the routers in `parent` so that their order does not matter. A route whose path begins with
 * a parameter (`/:product/reviews`) steps aside for a first segment that is the fixed first word of
 * any route here (`/me/reviews`, `/boards/...`, `/center/...`): the route that names the word answers,
 * whichever router came first. (path-to-regexp 8 has no patterns in parameters, so this is the
 * constraint: `{product}` is never one of those words.)
 */
export function mountAll(parent: Router, routers: readonly Router[]): void {
  const fixed = new Set(routers.flatMap((r) => r.stack.map((layer) => fixedFirst(layer.path))).filter(Boolean));
  for (const router of routers) {
    for (const layer of router.stack) {
      const param = paramFirst(layer.path);
      if (!param) continue;
      const route = asOne(layer.stack as Middleware[]);
      layer.stack = [(ctx, next) => (fixed.has(ctx.params[param]) ? next() : route(ctx, next))];
    }
    parent.use(router.routes(), router.allowedMethods());
  }
}
