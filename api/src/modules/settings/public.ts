import type Router from '@koa/router';
import type { Context } from 'koa';
import { TRANSLATED_SETTINGS, type PublicSettings, type Settings, type TranslatedSetting } from '@clinic/contract';
import type { AppDeps } from '../../deps.js';
import { localized, publicLink } from '../../http/answers.js';
import { cachedJson } from '../../http/cache.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { readSettings, SETTINGS_TAG } from './store.js';

function toPublic(ctx: Context, settings: Settings): PublicSettings {
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
  };
}

/** Public: `GET /v1/{product}/settings` answers `{ setting }`. */
export function settingsPublicRoutes({ db, cache }: AppDeps): Router {
  const router = createRouter();
  router.get('/:product/settings', cachedJson(cache, [SETTINGS_TAG]), async (ctx) => {
    const { updatedAt: _u, ...settings } = await readSettings(db.knex, productParam(ctx));
    ctx.body = { setting: toPublic(ctx, settings) };
  });
  return router;
}
