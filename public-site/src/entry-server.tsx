import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { LANGUAGE_TAGS, type PublicSettings, type RenderResult, type RenderTransport } from '@clinic/contract';
import { routes } from './app/routes';

export { pagesFor } from './app/routes';
/** The public address used in canonical links, hreflang and the sitemap (VITE_SITE_ORIGIN at build). */
export { SITE_ORIGIN as siteOrigin } from './lib/seo/head';
/** The RSS feed and the web app manifest of a language (api/src/http/pages.ts serves them). */
export { feedOf, manifestOf } from './lib/seo/siteFiles';
import { siteFileLinks } from './lib/seo/siteFiles';
import { headTags, notFoundHead, type HeadFn, type HeadInfo } from './lib/seo/head';
import { canonicalPath } from './lib/seo/canonical';
import { setApiTransport } from './lib/api';
import { catalog, splitLocale } from './lib/i18n';
import { rootRouteId, type RootData } from './lib/settings';

const handler = createStaticHandler(routes);

/**
 * Renders one URL to HTML with the data the API gives now: the server calls it for each page it has
 * not kept (api/src/http/pages.ts), with a transport that reaches its API in-process.
 */
export async function render(url: string, transport: RenderTransport): Promise<RenderResult> {
  setApiTransport(transport);
  const request = new Request(new URL(url, 'http://render.local'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      status: context.status,
      html: '',
      head: '',
      lang: 'ko',
      data: '{}',
      noindex: true,
      routeKey: '',
      redirect: context.headers.get('Location') ?? '/',
    };
  }
  const { pathname, search } = new URL(request.url);
  const { locale, path } = splitLocale(pathname);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);

  const rootData = context.loaderData[rootRouteId(locale)] as RootData | undefined;
  const settings = rootData?.settings as PublicSettings;
  const siteName = settings?.clinicName ?? '';
  const status = statusOf(context);
  const deepest = [...context.matches].reverse().find((m) => (m.route.handle as { head?: HeadFn } | undefined)?.head);
  const headFn = (deepest?.route.handle as { head?: HeadFn } | undefined)?.head;
  const failed = context.errors !== null || !settings || !headFn;
  const info: HeadInfo = failed
    ? status === 404
      ? notFoundHead(locale)
      : { title: catalog(locale).pages.errorTitle, description: catalog(locale).pages.errorBody, noindex: true }
    : headFn({ locale, data: context.loaderData[deepest!.route.id], params: deepest!.params, siteName, settings });
  const deepestPath = [...context.matches].reverse().find((m) => m.route.path !== undefined || m.route.index);
  return {
    status,
    html,
    noindex: !!info.noindex,
    routeKey: `${status}:${deepestPath?.route.index ? '/' : (deepestPath?.route.path ?? '')}`,
    // A list's page 2 names itself (`?page=2`); a search names the whole list.
    head:
      headTags(info, locale, canonicalPath(path, search), siteName, settings?.ogImage) +
      // The language's manifest and feed (lib/seo/siteFiles.ts); the icons are in index.html.
      `\n    ${siteFileLinks(locale, siteName)}`,
    lang: LANGUAGE_TAGS[locale],
    data: JSON.stringify({
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context),
    }),
  };
}

function statusOf(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode;
  const marked = context.matches.some((m) => (m.route.handle as { status?: number } | undefined)?.status === 404);
  return marked ? 404 : 200;
}

/** Route errors as react-router's hydration expects them (ErrorResponse objects). */
function serializeErrors(context: StaticHandlerContext): Record<string, unknown> | null {
  if (!context.errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(context.errors)) {
    const e = error as { status?: number; statusText?: string; data?: unknown; internal?: boolean };
    out[id] =
      typeof e?.status === 'number'
        ? {
            __type: 'RouteErrorResponse',
            status: e.status,
            statusText: e.statusText ?? '',
            data: e.data ?? null,
            internal: !!e.internal,
          }
        : { message: String((error as Error)?.message ?? error), __type: 'Error' };
  }
  return out;
}
