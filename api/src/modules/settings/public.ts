import type Router from '@koa/router';
import type { Context } from 'koa';
import { TRANSLATED_SETTINGS, type PublicSettings, type Settings, type TranslatedSetting } from '@clinic/contract';
import type { AppDeps } from '../../deps.js';
import { localized, publicLink } from '../../http/answers.js';
import { cachedJson } from '../../http/cache.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { ogImageOf, ogImagePublicRoutes } from './ogImage.js';
import { readSettings, SETTINGS_TAG } from './store.js';

function toPublic(ctx: Context, product: string, settings: Settings): PublicSettings {
  const t = (v: Settings['clinicName']) => localized(ctx, JSON.stringify(v));
  // Who staff notify is theirs alone: never in a public answer (nor in a page rendered from one).
  const { staffNotifyEmails: _emails, staffNotifyPhones: _phones, ...s } = settings;
  const texts = Object.fromEntries(TRANSLATED_SETTINGS.map((key) => [key, t(s[key])])) as Record<
    TranslatedSetting,
    string
  >;
  return {
    ...s,
    ...texts,
    kakaoChannelUrl: publicLink(s.kakaoChannelUrl),
    naverBookingUrl: publicLink(s.naverBookingUrl),
    youtubeChannelUrl: publicLink(s.youtubeChannelUrl),
    naverMapUrl: publicLink(s.naverMapUrl),
    kakaoMapUrl: publicLink(s.kakaoMapUrl),
    ogImage: ogImageOf(product, settings),
  };
}

/** Public: `GET /v1/{product}/settings` answers `{ setting }`; `GET /v1/{product}/og-image.png` the link picture. */
export function settingsPublicRoutes(deps: AppDeps): Router {
  const { db, cache } = deps;
  const router = createRouter();
  router.get('/:product/settings', cachedJson(cache, [SETTINGS_TAG]), async (ctx) => {
    const product = productParam(ctx);
    const { updatedAt: _u, lockVersion: _v, ...settings } = await readSettings(db.knex, product);
    ctx.body = { setting: toPublic(ctx, product, settings) };
  });
  ogImagePublicRoutes(router, deps);
  return router;
}
