import Koa from 'koa';
import type Router from '@koa/router';
import { createRouter } from './http/router.js';
import cors from '@koa/cors';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { describeForLog, errorHandler } from './http/errors.js';
import { jsonBody } from './http/body.js';
import { canonicalApiPath, isApiPath, isStaffApiPath } from './http/paths.js';
import { localeFromHeader } from './http/locale.js';
import { requireScope } from './http/auth.js';
import { serveSiteFiles, serveSpa, serveUploads } from './http/static.js';
import { MemoryCounterStore, type CounterStore } from './http/rateLimit.js';
import { authRoutes } from './modules/auth/index.js';
import { healthRoutes } from './modules/health/index.js';
import { noticeConsoleRoutes, noticePublicRoutes } from './modules/notices/index.js';
import { settingsConsoleRoutes, settingsPublicRoutes } from './modules/settings/index.js';
import { contentConsoleRoutes, contentPublicRoutes } from './modules/content/index.js';
import { faqConsoleRoutes, faqPublicRoutes } from './modules/faqs/index.js';
import { termConsoleRoutes, termPublicRoutes } from './modules/terms/index.js';
import { formConsoleRoutes, formPublicRoutes } from './modules/forms/index.js';
import { reviewConsoleRoutes, reviewPublicRoutes } from './modules/reviews/index.js';
import { memberReviewConsoleRoutes, memberReviewPublicRoutes } from './modules/memberReviews/index.js';
import { questionConsoleRoutes, questionPublicRoutes } from './modules/questions/index.js';
import { boardConsoleRoutes, boardPublicRoutes } from './modules/boards/index.js';
import { editorRoutes } from './modules/editor/index.js';
import { staffMessageConsoleRoutes } from './modules/staffMessages/index.js';
import { statisticsConsoleRoutes } from './modules/statistics/index.js';
import { inboxConsoleRoutes } from './modules/inbox/index.js';
import { LocalStorage, type Storage } from './services/storage/index.js';
import { cachedAtTheDoor, ResponseCache } from './http/cache.js';
import { servePages } from './http/pages.js';
import { createMessenger, type Messenger } from './services/messaging/index.js';
import { memberConsoleRoutes, memberPublicRoutes } from './modules/members/index.js';
import path from 'node:path';

/** What writing an answer fails with once the client has closed the connection. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED']);

export interface AppDeps {
  config: Config;
  db: Database;
  /** Rate-limit counters: Redis when configured (server.ts), else this process's memory. */
  counters: CounterStore;
  /** Uploaded files: local disk under data/uploads by default. */
  storage: Storage;
  /** Cached public answers, cleared by console writes. */
  cache: ResponseCache;
  /** Mail and SMS (the outbox when no provider is configured). */
  messenger: Messenger;
  log?: (line: string) => void;
}

/** Every console module: mounted under /api/console behind scope `console`. */
const consoleModules = [
  memberConsoleRoutes,
  noticeConsoleRoutes,
  settingsConsoleRoutes,
  contentConsoleRoutes,
  faqConsoleRoutes,
  termConsoleRoutes,
  formConsoleRoutes,
  reviewConsoleRoutes,
  memberReviewConsoleRoutes,
  questionConsoleRoutes,
  boardConsoleRoutes,
  staffMessageConsoleRoutes,
  statisticsConsoleRoutes,
  inboxConsoleRoutes,
];
/** Every public module: mounted under /api/v1. */
const publicModules = [
  noticePublicRoutes,
  settingsPublicRoutes,
  contentPublicRoutes,
  faqPublicRoutes,
  termPublicRoutes,
  formPublicRoutes,
  // Before the curated reviews: their `/:product/reviews` would also match `/me/reviews`.
  memberReviewPublicRoutes,
  reviewPublicRoutes,
  questionPublicRoutes,
  memberPublicRoutes,
  boardPublicRoutes,
];

type AppInput = Omit<AppDeps, 'counters' | 'storage' | 'cache' | 'messenger'> &
  Partial<Pick<AppDeps, 'counters' | 'storage' | 'cache' | 'messenger'>>;

/**
 * Everything under /api/console, behind scope `console` as a whole: a module cannot add a route
 * that skips the check (tests/api/console-authorization.test.ts walks this router's every route).
 */
export function consoleRouter(deps: AppDeps): Router {
  const consoleApi = createRouter({ prefix: '/console' });
  consoleApi.use(requireScope(deps.config.jwtSecret, deps.db.knex, 'console'));
  for (const make of consoleModules) {
    const r = make(deps);
    consoleApi.use(r.routes(), r.allowedMethods());
  }
  return consoleApi;
}

/**
 * `/api/editor` (images for the console's rich-text editor): outside /console, behind scope
 * `console` all the same; the authorization sweep walks this router too.
 */
export function editorRouter(deps: AppDeps): Router {
  const editor = createRouter({ prefix: '/editor' });
  editor.use(requireScope(deps.config.jwtSecret, deps.db.knex, 'console'));
  const r = editorRoutes(deps);
  editor.use(r.routes(), r.allowedMethods());
  return editor;
}

/** The whole server as a Koa app without `listen`: tests drive `app.callback()` directly. */
export function createApp(input: AppInput): Koa {
  const deps: AppDeps = {
    ...input,
    counters: input.counters ?? new MemoryCounterStore(),
    storage: input.storage ?? new LocalStorage(path.join(input.config.dataDir, 'uploads')),
    cache: input.cache ?? new ResponseCache(),
    messenger: input.messenger ?? createMessenger(input.db.knex, input.config.messaging),
  };
  const { config } = deps;
  // `ctx.ip` (every limit, the access log) is the address the trusted proxies saw, never one the client wrote.
  const app = new Koa({ proxy: config.trustProxyHops > 0, maxIpsCount: config.trustProxyHops });

  app.on('error', (err: Error & { status?: number; code?: unknown }, ctx?: Koa.Context) => {
    if (config.logLevel === 'silent') return;
    // The visitor went away before the answer was written (a closed tab, a navigation): not a fault.
    if (ctx?.req.destroyed && typeof err.code === 'string' && CLIENT_GONE.has(err.code)) return;
    const where = ctx ? `${ctx.method} ${ctx.path}` : '';
    (deps.log ?? console.error)(`[error] ${where} ${describeForLog(err)}`);
  });

  // Pages get the full set of security headers with a strict CSP; JSON answers only what applies to them.
  const pageHeaders = helmet({
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
  });
  const apiHeaders = helmet({
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    originAgentCluster: false,
    xXssProtection: false,
  });
  app.use((ctx, next) => (isApiPath(ctx.path) ? apiHeaders(ctx, next) : pageHeaders(ctx, next)));
  app.use(cachedAtTheDoor(deps.cache));
  app.use(compress({ threshold: 1024 }));

  // In front of every request aimed at the API, whatever its spelling: errors as JSON in the
  // caller's language, one canonical path (any other spelling is a 404 before routing), and the
  // staff areas behind scope `console` by path, independently of how the routers match.
  const apiErrors = errorHandler();
  const apiLocale = localeFromHeader();
  const apiPath = canonicalApiPath();
  const staffOnly = requireScope(config.jwtSecret, deps.db.knex, 'console');
  app.use((ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    return apiLocale(ctx, () =>
      apiErrors(ctx, () => apiPath(ctx, () => (isStaffApiPath(ctx.path) ? staffOnly(ctx, next) : next()))),
    );
  });

  const api = createRouter({ prefix: '/api' });
  api.use(
    cors({
      origin: (ctx) => {
        const origin = ctx.get('Origin');
        return config.corsOrigins.includes(origin) ? origin : '';
      },
      exposeHeaders: ['Content-Range'],
      allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Range', 'Idempotency-Key'],
      maxAge: 600,
    }),
  );
  // JSON only; multipart bodies are parsed only by the routes that take files (http/uploads.ts).
  api.use(jsonBody());
  api.use(async (ctx, next) => {
    await next();
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  });

  const routers: Router[] = [healthRoutes(deps), authRoutes(deps)];

  const v1 = createRouter({ prefix: '/v1' });
  for (const make of publicModules) {
    const r = make(deps);
    v1.use(r.routes(), r.allowedMethods());
  }
  routers.push(v1);

  routers.push(consoleRouter(deps), editorRouter(deps));

  for (const r of routers) api.use(r.routes(), r.allowedMethods());
  // Anything else under /api is a JSON 404 (the error handler turns the empty 404 into the shape).
  api.all('/{*rest}', async () => {});
  app.use(api.routes());
  app.use(api.allowedMethods());

  // Public uploads (random names, cached for good); missing and outside the folder answer the same 404.
  if (deps.storage.publicRoot) app.use(serveUploads(deps.storage.publicRoot));

  app.use(serveSpa(config.consoleDir, '/console'));
  // The public site: its build files, then every other path a page rendered from live data.
  app.use(serveSiteFiles(config.publicSiteDir));
  app.use(
    servePages({
      siteDir: config.publicSiteDir,
      ssrDir: config.publicSiteSsrDir,
      cache: deps.cache,
      log: config.logLevel === 'silent' ? undefined : (line) => console.log(line),
    }),
  );
  return app;
}
