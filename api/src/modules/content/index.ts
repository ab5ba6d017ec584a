import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  bannerInput,
  BANNER_CODES,
  feeInput,
  mainInput,
  MAIN_CODES,
  popupInput,
  type PublicBanner,
  type PublicFeeList,
  type PublicPopup,
} from '@clinic/contract';
import { fromDbBool, fromDbTime, toJsonText } from '../../db/index.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { cachedJson } from '../../http/cache.js';
import { apiError, fieldError } from '../../http/errors.js';
import type { ListSpec } from '../../http/listQuery.js';
import type { AppDeps } from '../../app.js';
import { imageColumnRoutes } from './imageRoutes.js';
import { deleteImage } from '../../services/images/index.js';
import { imageOf, localized, optionalTime, productParam, publicLink, scheduledNow, translatedOf } from './shared.js';

// ---------------------------------------------------------------- rows and records

interface MainRow {
  id: number;
  product: string;
  code: string;
  count: number;
  created_at: string;
  updated_at: string;
}
interface ScheduledRow {
  id: number;
  title: string;
  link: string;
  image: string | null;
  enabled: number | boolean;
  position: number;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
  updated_at: string;
}
interface PopupRow extends ScheduledRow {
  body: string;
}
interface BannerRow extends ScheduledRow {
  code: string;
  alt: string;
}
interface FeeRow {
  id: number;
  product: string;
  category: string;
  min_cost: number | string;
  max_cost: number | string;
  note: string | null;
  position: number;
  enabled: number | boolean;
  created_at: string;
  updated_at: string;
}

const times = (row: { created_at: string; updated_at: string }) => ({
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});
const schedule = (row: ScheduledRow) => ({
  enabled: fromDbBool(row.enabled),
  position: row.position,
  startsAt: fromDbTime(row.starts_at),
  endsAt: fromDbTime(row.ends_at),
  image: imageOf(row.image),
  link: row.link,
});

const mainRecord = (row: MainRow) => ({ id: row.id, code: row.code, count: Number(row.count), ...times(row) });
const popupRecord = (row: PopupRow) => ({
  id: row.id,
  title: translatedOf(row.title),
  body: translatedOf(row.body),
  ...schedule(row),
  ...times(row),
});
const bannerRecord = (row: BannerRow) => ({
  id: row.id,
  code: row.code,
  title: translatedOf(row.title),
  alt: translatedOf(row.alt),
  ...schedule(row),
  ...times(row),
});
const feeRecord = (row: FeeRow) => ({
  id: row.id,
  category: translatedOf(row.category),
  minCost: Number(row.min_cost),
  maxCost: Number(row.max_cost),
  note: translatedOf(row.note),
  position: row.position,
  enabled: fromDbBool(row.enabled),
  ...times(row),
});

const scheduleFields = {
  id: { column: 'id', type: 'number', sortable: true, filterable: true },
  enabled: { column: 'enabled', type: 'boolean', sortable: true, filterable: true },
  position: { column: 'position', type: 'number', sortable: true },
  startsAt: { column: 'starts_at', type: 'date', sortable: true, filterable: true },
  endsAt: { column: 'ends_at', type: 'date', sortable: true, filterable: true },
  createdAt: { column: 'created_at', type: 'date', sortable: true },
  updatedAt: { column: 'updated_at', type: 'date', sortable: true },
} as const satisfies ListSpec['fields'];

export const TAGS = { mains: 'mains', popups: 'popups', banners: 'banners', fees: 'fees' } as const;

// ---------------------------------------------------------------- console

export function contentConsoleRoutes({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const product = (ctx: Context) => ({ product: productParam(ctx) });
  const clear = (tag: string) => () => cache.invalidate(tag);

  const mains = crudRoutes(knex, '/:product/mains', {
    table: 'mains',
    list: {
      resource: 'mains',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        code: { column: 'code', type: 'string', sortable: true, filterable: true },
        count: { column: 'count', type: 'number', sortable: true, filterable: true },
        updatedAt: { column: 'updated_at', type: 'date', sortable: true },
      },
      search: ['code'],
      defaultSort: ['id', 'ASC'],
    },
    createSchema: mainInput,
    updateSchema: mainInput.partial(),
    toRecord: mainRecord,
    toColumns: (input) => defined({ code: input.code, count: input.count }),
    scope: product,
    uniqueField: 'code',
    onChange: clear(TAGS.mains),
  });

  const popups = crudRoutes(knex, '/popups', {
    table: 'popups',
    list: {
      resource: 'popups',
      fields: scheduleFields,
      search: [{ translated: 'title' }, { translated: 'body' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: popupInput,
    updateSchema: popupInput.partial(),
    toRecord: popupRecord,
    toColumns: (input) =>
      defined({
        title: input.title && toJsonText(input.title),
        body: input.body && toJsonText(input.body),
        link: input.link,
        enabled: input.enabled,
        position: input.position,
        starts_at: optionalTime(input.startsAt),
        ends_at: optionalTime(input.endsAt),
      }),
    onChange: clear(TAGS.popups),
    afterDelete: (row) => deleteImage(storage, imageOf(row.image)),
  });
  imageColumnRoutes(popups, {
    knex,
    storage,
    table: 'popups',
    field: 'image',
    column: 'image',
    folder: 'popups',
    answer: popupRecord,
    onChange: clear(TAGS.popups),
  });

  const banners = crudRoutes(knex, '/banners', {
    table: 'banners',
    list: {
      resource: 'banners',
      fields: { ...scheduleFields, code: { column: 'code', type: 'string', sortable: true, filterable: true } },
      search: [{ translated: 'title' }, { translated: 'alt' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: bannerInput,
    updateSchema: bannerInput.partial(),
    toRecord: bannerRecord,
    toColumns: (input) =>
      defined({
        code: input.code,
        title: input.title && toJsonText(input.title),
        alt: input.alt && toJsonText(input.alt),
        link: input.link,
        enabled: input.enabled,
        position: input.position,
        starts_at: optionalTime(input.startsAt),
        ends_at: optionalTime(input.endsAt),
      }),
    onChange: clear(TAGS.banners),
    afterDelete: (row) => deleteImage(storage, imageOf(row.image)),
  });
  imageColumnRoutes(banners, {
    knex,
    storage,
    table: 'banners',
    field: 'image',
    column: 'image',
    folder: 'banners',
    answer: bannerRecord,
    onChange: clear(TAGS.banners),
  });

  const fees = crudRoutes(knex, '/:product/fees', {
    table: 'fees',
    list: {
      resource: 'fees',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        position: { column: 'position', type: 'number', sortable: true },
        minCost: { column: 'min_cost', type: 'number', sortable: true, filterable: true },
        maxCost: { column: 'max_cost', type: 'number', sortable: true, filterable: true },
        enabled: { column: 'enabled', type: 'boolean', sortable: true, filterable: true },
        updatedAt: { column: 'updated_at', type: 'date', sortable: true },
      },
      search: [{ translated: 'category' }, { translated: 'note' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: feeInput,
    updateSchema: feeInput.partial(),
    toRecord: feeRecord,
    // The highest cost is never below the lowest, whichever of the two a change touches.
    validate: async (input, _ctx, existing) => {
      const min = input.minCost ?? Number(existing?.min_cost ?? 0);
      const max = input.maxCost ?? Number(existing?.max_cost ?? 0);
      if (max < min) throw fieldError('maxCost', 'invalid');
    },
    toColumns: (input) =>
      defined({
        category: input.category && toJsonText(input.category),
        min_cost: input.minCost,
        max_cost: input.maxCost,
        note: input.note && toJsonText(input.note),
        position: input.position,
        enabled: input.enabled,
      }),
    scope: product,
    onChange: clear(TAGS.fees),
  });

  for (const r of [mains, popups, banners, fees]) router.use(r.routes(), r.allowedMethods());
  return router;
}

// ---------------------------------------------------------------- public

const mainQuery = z.object({ code: z.enum(MAIN_CODES).optional() });

export function contentPublicRoutes({ db, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();

  router.get('/popups', cachedJson(cache, [TAGS.popups]), async (ctx) => {
    const rows = (await scheduledNow(knex('popups').where('enabled', true)).orderBy([
      { column: 'position', order: 'asc' },
      { column: 'id', order: 'desc' },
    ])) as PopupRow[];
    const popups: PublicPopup[] = rows.map((row) => ({
      _id: row.id,
      id: row.id,
      title: localized(ctx, row.title),
      body: localized(ctx, row.body),
      link: publicLink(row.link),
      image: imageOf(row.image),
    }));
    ctx.body = { popups };
  });

  router.get('/banners/:code', cachedJson(cache, [TAGS.banners]), async (ctx) => {
    if (!(BANNER_CODES as readonly string[]).includes(ctx.params.code ?? '')) throw apiError(404, 'notFound');
    const rows = (await scheduledNow(knex('banners').where({ enabled: true, code: ctx.params.code })).orderBy(
      'position',
    )) as BannerRow[];
    const banners: PublicBanner[] = rows.map((row) => ({
      id: row.id,
      code: row.code,
      title: localized(ctx, row.title),
      alt: localized(ctx, row.alt),
      link: publicLink(row.link),
      image: imageOf(row.image),
    }));
    ctx.body = { banners };
  });

  router.get('/:product/mains', cachedJson(cache, [TAGS.mains]), async (ctx) => {
    const query = mainQuery.safeParse(ctx.query);
    if (!query.success) throw apiError(400, 'invalidFilter', { field: 'code' });
    const qb = knex('mains').where({ product: productParam(ctx) });
    if (query.data.code) qb.where({ code: query.data.code });
    const rows = (await qb.orderBy('id')) as MainRow[];
    ctx.body = { mains: rows.map((r) => ({ code: r.code, count: Number(r.count) })) };
  });

  router.get('/:product/fees', cachedJson(cache, [TAGS.fees]), async (ctx) => {
    const rows = (await knex('fees')
      .where({ product: productParam(ctx), enabled: true })
      .orderBy([{ column: 'position' }, { column: 'id' }])) as FeeRow[];
    const won = (n: number | string) => Number(n).toLocaleString('en-US');
    const updated = rows
      .map((r) => r.updated_at)
      .sort()
      .at(-1);
    const answer: PublicFeeList = {
      fees: rows.map((r) => ({
        id: r.id,
        category: localized(ctx, r.category),
        minCost: won(r.min_cost),
        maxCost: won(r.max_cost),
        note: localized(ctx, r.note),
      })),
      updatedAt: fromDbTime(updated),
    };
    ctx.body = answer;
  });

  return router;
}
