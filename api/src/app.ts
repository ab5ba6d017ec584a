import Koa from 'koa';
import Router from '@koa/router';
import cors from '@koa/cors';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import { koaBody } from 'koa-body';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { errorHandler } from './http/errors.js';
import { localeFromHeader } from './http/locale.js';
import { requireScope } from './http/auth.js';
import { serveBuild } from './http/static.js';
import { MemoryCounterStore, type CounterStore } from './http/rateLimit.js';
import { authRoutes } from './modules/auth/index.js';
import { healthRoutes } from './modules/health/index.js';
import { noticeConsoleRoutes, noticePublicRoutes } from './modules/notices/index.js';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Rate-limit counters: Redis when configured (server.ts), else this process's memory. */
  counters: CounterStore;
  log?: (line: string) => void;
}

/** Every console module: mounted under /api/console behind scope `console`. */
const consoleModules = [noticeConsoleRoutes];
/** Every public module: mounted under /api/v1. */
const publicModules = [noticePublicRoutes];

/** The whole server as a Koa app without `listen`: tests drive `app.callback()` directly. */
export function createApp(input: Omit<AppDeps, 'counters'> & { counters?: CounterStore }): Koa {
  const deps: AppDeps = { ...input, counters: input.counters ?? new MemoryCounterStore() };
  const { config } = deps;
  const app = new Koa({ proxy: config.env === 'production' });

  app.on('error', (err: Error & { status?: number }, ctx?: Koa.Context) => {
    if (config.logLevel === 'silent') return;
    const where = ctx ? `${ctx.method} ${ctx.path}` : '';
    (deps.log ?? console.error)(`[error] ${where} ${err.stack ?? err.message}`);
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI/emotion (console) inject style tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.youtube-nocookie.com'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          // Behind TLS in production; on a plain-HTTP first run it would break every asset.
          upgradeInsecureRequests: config.env === 'production' ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress({ threshold: 1024 }));

  const api = new Router({ prefix: '/api' });
  api.use(errorHandler(), localeFromHeader());
  api.use(
    cors({
      origin: (ctx) => {
        const origin = ctx.get('Origin');
        return config.corsOrigins.includes(origin) ? origin : '';
      },
      exposeHeaders: ['Content-Range'],
      allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Range'],
      maxAge: 600,
    }),
  );
  api.use(
    koaBody({
      json: true,
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      multipart: false,
    }),
  );
  api.use(async (ctx, next) => {
    await next();
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  });

  const routers: Router[] = [healthRoutes(deps), authRoutes(deps)];

  const v1 = new Router({ prefix: '/v1' });
  for (const make of publicModules) {
    const r = make(deps);
    v1.use(r.routes(), r.allowedMethods());
  }
  routers.push(v1);

  const consoleApi = new Router({ prefix: '/console' });
  consoleApi.use(requireScope(config.jwtSecret, 'console'));
  for (const make of consoleModules) {
    const r = make(deps);
    consoleApi.use(r.routes(), r.allowedMethods());
  }
  routers.push(consoleApi);

  for (const r of routers) api.use(r.routes(), r.allowedMethods());
  // Anything else under /api is a JSON 404 (the error handler turns the empty 404 into the shape).
  api.all('/{*rest}', async () => {});
  app.use(api.routes());
  app.use(api.allowedMethods());

  app.use(serveBuild(config.consoleDir, '/console'));
  app.use(serveBuild(config.publicSiteDir, '/'));
  return app;
}
