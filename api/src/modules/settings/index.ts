import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import { settingsInput, type PublicSettings, type Settings } from '@clinic/contract';
import { fromJsonText, toDbTime, toJsonText, type Knex } from '../../db/index.js';
import { parseOrThrow } from '../../http/errors.js';
import { cachedJson } from '../../http/cache.js';
import type { AppDeps } from '../../app.js';
import { localized, productParam, publicLink } from '../content/shared.js';

/** What a new site starts with. Reviews stay off until staff turn them on (medical advertising law). */
export const DEFAULT_SETTINGS: Settings = {
  onReview: false,
  reviewMembersOnly: false,
  clinicName: {
    ko: '서울하지정맥 흉부외과의원',
    en: 'Seoul Vein Thoracic Surgery Clinic',
    cn: '首尔下肢静脉胸外科医院',
    jp: 'ソウル下肢静脈 胸部外科医院',
  },
  representative: { ko: '홍길동', en: 'Gil-dong Hong', cn: '洪吉童', jp: 'ホン・ギルドン' },
  businessNumber: '000-00-00000',
  phone: '02-000-0000',
  email: '',
  address: {
    ko: '서울특별시 ○○구 ○○대로 000',
    en: '000 ○○-daero, ○○-gu, Seoul',
    cn: '首尔特别市 ○○区 ○○大路 000',
    jp: 'ソウル特別市 ○○区 ○○大路 000',
  },
  kakaoChannelUrl: 'https://pf.kakao.com/',
  naverBookingUrl: 'https://booking.naver.com/',
  youtubeChannelUrl: 'https://www.youtube.com/',
  naverMapUrl: 'https://map.naver.com/p/search/%EC%84%9C%EC%9A%B8%ED%95%98%EC%A7%80%EC%A0%95%EB%A7%A5',
  kakaoMapUrl: 'https://map.kakao.com/?q=%EC%84%9C%EC%9A%B8%ED%95%98%EC%A7%80%EC%A0%95%EB%A7%A5',
  staffNotifyEmails: [],
  staffNotifyPhones: [],
};

export async function readSettings(knex: Knex, product: string): Promise<Settings & { updatedAt: string | null }> {
  const row = (await knex('settings').where({ product }).first()) as { data: string; updated_at: string } | undefined;
  return { ...DEFAULT_SETTINGS, ...fromJsonText<Partial<Settings>>(row?.data, {}), updatedAt: row?.updated_at ?? null };
}

export async function writeSettings(knex: Knex, product: string, settings: Settings): Promise<void> {
  const now = toDbTime(new Date());
  const updated = await knex('settings')
    .where({ product })
    .update({ data: toJsonText(settings), updated_at: now });
  if (updated === 0)
    await knex('settings').insert({ product, data: toJsonText(settings), created_at: now, updated_at: now });
}

function toPublic(ctx: Context, settings: Settings): PublicSettings {
  const t = (v: Settings['clinicName']) => localized(ctx, JSON.stringify(v));
  // Who staff notify is theirs alone: never in a public answer (nor in a page rendered from one).
  const { staffNotifyEmails: _emails, staffNotifyPhones: _phones, ...s } = settings;
  return {
    ...s,
    clinicName: t(s.clinicName),
    representative: t(s.representative),
    address: t(s.address),
    kakaoChannelUrl: publicLink(s.kakaoChannelUrl),
    naverBookingUrl: publicLink(s.naverBookingUrl),
    youtubeChannelUrl: publicLink(s.youtubeChannelUrl),
    naverMapUrl: publicLink(s.naverMapUrl),
    kakaoMapUrl: publicLink(s.kakaoMapUrl),
  };
}

export const SETTINGS_TAG = 'settings';

/** Public: `GET /v1/{product}/settings` answers `{ setting }`. */
export function settingsPublicRoutes({ db, cache }: AppDeps): Router {
  const router = createRouter();
  router.get('/:product/settings', cachedJson(cache, [SETTINGS_TAG]), async (ctx) => {
    const { updatedAt: _u, ...settings } = await readSettings(db.knex, productParam(ctx));
    ctx.body = { setting: toPublic(ctx, settings) };
  });
  return router;
}

/** Console: one form per product, as the simple-REST resource `setting` with id = product. */
export function settingsConsoleRoutes({ db, cache }: AppDeps): Router {
  const router = createRouter({ prefix: '/setting' });
  const record = async (product: string) => {
    const { updatedAt, ...settings } = await readSettings(db.knex, product);
    return { id: product, ...settings, updatedAt };
  };
  router.get('/', async (ctx) => {
    const one = await record('clinic');
    ctx.set('Content-Range', 'setting 0-0/1');
    ctx.body = [one];
  });
  router.get('/:product', async (ctx) => {
    ctx.body = await record(productParam(ctx));
  });
  router.put('/:product', async (ctx) => {
    const product = productParam(ctx);
    const input = parseOrThrow(settingsInput, ctx.request.body);
    await writeSettings(db.knex, product, input);
    cache.invalidate(SETTINGS_TAG);
    ctx.body = await record(product);
  });
  return router;
}
