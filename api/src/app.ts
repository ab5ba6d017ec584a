import Koa from 'koa';
import type Router from '@koa/router';
import { createRouter } from './http/router.js';
import cors from '@koa/cors';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import { describeForLog, errorHandler } from './http/errors.js';
import { jsonBody } from './http/body.js';
import { canonicalApiPath, isAdminApiPath, isApiPath, isStaffApiPath } from './http/paths.js';
import { localeFromHeader } from './http/locale.js';
import { requireScope } from './http/auth.js';
import { serveSiteFiles, serveSpa, serveStoredUploads, serveUploads } from './http/static.js';
import { limitConsoleReads } from './http/consoleReads.js';
import { MemoryCounterStore } from './http/rateLimit.js';
import { VisitTally } from './http/inProcess.js';
import { systemClock } from './clock.js';
import { audit } from './modules/audit/index.js';
import { auth, consoleSessionForPage } from './modules/auth/index.js';
import { boards } from './modules/boards/index.js';
import { checklist } from './modules/checklist/index.js';
import { content } from './modules/content/index.js';
import { doctors } from './modules/doctors/index.js';
import { editor } from './modules/editor/index.js';
import { faqs } from './modules/faqs/index.js';
import { forms } from './modules/forms/index.js';
import { health } from './modules/health/index.js';
import { inbox } from './modules/inbox/index.js';
import { memberReviews } from './modules/memberReviews/index.js';
import { media } from './modules/media/index.js';
import { members } from './modules/members/index.js';
import { messaging } from './modules/messaging/index.js';
import { notices } from './modules/notices/index.js';
import { questions } from './modules/questions/index.js';
import { reviews } from './modules/reviews/index.js';
import { settings } from './modules/settings/index.js';
import { statistics } from './modules/statistics/index.js';
import { terms } from './modules/terms/index.js';
import { pages } from './modules/pages/index.js';
import { treatments } from './modules/treatments/index.js';
import { openStorage } from './services/storage/open.js';
import { configureImages } from './services/images/index.js';
import { cachedAtTheDoor, ResponseCache } from './http/cache.js';
import { servePages } from './http/pages.js';
import { serveIcons } from './http/icons.js';
import { databaseAnswers } from './db/index.js';
import { createMessenger } from './services/messaging/index.js';
import { mountAll, type Module, type Routes } from './http/module.js';
import type { AppDeps } from './deps.js';

/** What writing an answer fails with once the client has closed the connection. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED']);

export type { AppDeps };

/** Every module of the API, in no order that matters (http/module.ts: patterns cannot shadow each other). */
export const MODULES: readonly Module[] = [
  health,
  auth,
  members,
  notices,
  settings,
  content,
  doctors,
  media,
  faqs,
  terms,
  pages,
  treatments,
  forms,
  reviews,
  memberReviews,
  questions,
  boards,
  messaging,
  audit,
  statistics,
  inbox,
  checklist,
  editor,
];

/** The routers the modules give for one place (`public`, `console`, ...), made from the deps. */
function routersFor(deps: AppDeps, modules: readonly Module[], place: keyof Module): Router[] {
  return modules
    .map((m) => m[place])
    .filter((make): make is Routes => make !== undefined)
    .map((make) => make(deps));
}

/** The console's own pages (its build under /console), as serveSpa answers them. */
const isConsolePath = (urlPath: string) => urlPath === '/console' || urlPath.startsWith('/console/');

type Defaulted = 'counters' | 'storage' | 'cache' | 'messenger' | 'clock' | 'visits';
type AppInput = Omit<AppDeps, Defaulted> & Partial<Pick<AppDeps, Defaulted>>;

/**
 * Everything under /api/console, behind scope `console` as a whole (and scope `admin` for the paths
 * http/paths.ts `isAdminApiPath` names): a module cannot add a route that skips the check
 * (tests/api/console-authorization.test.ts walks this router's every route).
 */
export function consoleRouter(deps: AppDeps, modules: readonly Module[] = MODULES): Router {
  const consoleApi = createRouter({ prefix: '/console' });
  consoleApi.use(requireScope(deps.config.jwtSecret, deps.db.knex, 'console'));
  // And the parts only 관리자 may use (staff accounts, the member export, the access log).
  const adminOnly = requireScope(deps.config.jwtSecret, deps.db.knex, 'admin', 'adminOnly');
  consoleApi.use((ctx, next) => (isAdminApiPath(ctx.path) ? adminOnly(ctx, next) : next()));
  mountAll(consoleApi, routersFor(deps, modules, 'console'));
  return consoleApi;
}

/**
 * `/api/editor` (images for the console's rich-text editor): outside /console, behind scope
 * `console` all the same; the authorization sweep walks this router too.
 */
export function editorRouter(deps: AppDeps, modules: readonly Module[] = MODULES): Router {
  const editorApi = createRouter({ prefix: '/editor' });
  editorApi.use(requireScope(deps.config.jwtSecret, deps.db.knex, 'console'));
  mountAll(editorApi, routersFor(deps, modules, 'editor'));
  return editorApi;
}

/**
 * The whole server as a Koa app without `listen`: tests drive `app.callback()` directly. `modules`
 * is every module unless a test mounts them otherwise (in another order, say).
 */
export function createApp(input: AppInput, modules: readonly Module[] = MODULES): Koa {
  const clock = input.clock ?? systemClock;
  const pageLog = input.config.logLevel === 'silent' ? undefined : (line: string) => console.log(line);
  const deps: AppDeps = {
    ...input,
    clock,
    counters: input.counters ?? new MemoryCounterStore(clock),
    storage: input.storage ?? openStorage(input.config),
    cache: input.cache ?? new ResponseCache(),
    messenger: input.messenger ?? createMessenger(input.db.knex, input.config.messaging),
    visits: input.visits ?? new VisitTally((err) => pageLog?.(`[pages] visits not counted: ${String(err)}`)),
  };
  const { config } = deps;
  configureImages(config.images);
  // Console searches within a time limit and a share of the pool (http/consoleReads.ts).
  limitConsoleReads(deps.db.knex, { ...config.consoleReads, waitMs: config.dbPool.acquireTimeoutMs });
  // The public site's pages rendered from live data; the console previews a draft through it.
  const site = servePages({
    siteDir: config.publicSiteDir,
    ssrDir: config.publicSiteSsrDir,
    cache: deps.cache,
    visits: deps.visits,
    log: pageLog,
    counters: deps.counters,
    renderLimit: { max: config.renderLimit.perIp, windowMs: config.renderLimit.windowMs },
    databaseAnswers: () => databaseAnswers(deps.db.knex),
  });
  deps.pagePreview = site.preview;
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
  // Console pages may not be framed at all and keep a window of their own: a public page that opens
  // one (same origin, another opener policy) holds no handle on it (auth/consoleSession.ts).
  const htmlHeaders = (console: boolean) =>
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
          frameAncestors: [console ? "'none'" : "'self'"],
          formAction: ["'self'"],
          // Behind TLS in production; on a plain-HTTP first run it would break every asset.
          upgradeInsecureRequests: config.env === 'production' ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: console ? 'same-origin' : 'same-origin-allow-popups' },
      xFrameOptions: { action: console ? 'deny' : 'sameorigin' },
    });
  const pageHeaders = htmlHeaders(false);
  const consolePageHeaders = htmlHeaders(true);
  const apiHeaders = helmet({
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    originAgentCluster: false,
    xXssProtection: false,
  });
  app.use((ctx, next) =>
    isApiPath(ctx.path)
      ? apiHeaders(ctx, next)
      : isConsolePath(ctx.path)
        ? consolePageHeaders(ctx, next)
        : pageHeaders(ctx, next),
  );
  app.use(cachedAtTheDoor(deps.cache));
  app.use(compress({ threshold: 1024 }));

  // In front of every request aimed at the API, whatever its spelling: errors as JSON in the
  // caller's language, one canonical path (any other spelling is a 404 before routing), and the
  // staff areas behind scope `console` by path, independently of how the routers match.
  const apiErrors = errorHandler();
  const apiLocale = localeFromHeader();
  const apiPath = canonicalApiPath();
  const staffOnly = requireScope(config.jwtSecret, deps.db.knex, 'console');
  // Staff accounts, the member export and the access log: 관리자 only (scope `admin`), 직원 get a 403.
  const adminOnly = requireScope(config.jwtSecret, deps.db.knex, 'admin', 'adminOnly');
  const staffArea = (ctx: Koa.Context, next: Koa.Next) =>
    staffOnly(ctx, () => (isAdminApiPath(ctx.path) ? adminOnly(ctx, next) : next()));
  app.use((ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    return apiLocale(ctx, () =>
      apiErrors(ctx, () => apiPath(ctx, () => (isStaffApiPath(ctx.path) ? staffArea(ctx, next) : next()))),
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

  const v1 = createRouter({ prefix: '/v1' });
  mountAll(v1, routersFor(deps, modules, 'public'));
  mountAll(api, [...routersFor(deps, modules, 'api'), v1, consoleRouter(deps, modules), editorRouter(deps, modules)]);
  // Anything else under /api is a JSON 404 (the error handler turns the empty 404 into the shape).
  api.all('/{*rest}', async () => {});
  app.use(api.routes());
  app.use(api.allowedMethods());

  // Public uploads (random names, cached for good); missing and outside the folder answer the same 404.
  app.use(deps.storage.publicRoot ? serveUploads(deps.storage.publicRoot) : serveStoredUploads(deps.storage));

  // A console page loaded by the browser itself carries the session of the console cookie.
  app.use(
    serveSpa(config.consoleDir, '/console', (ctx) => consoleSessionForPage(ctx, deps.db.knex, config, deps.clock)),
  );
  // The public site: its build files, then every other path a page rendered from live data.
  app.use(serveSiteFiles(config.publicSiteDir));
  app.use(serveIcons(config.publicSiteDir));
  app.use(site);
  return app;
}
