import type Router from '@koa/router';
import type { Context } from 'koa';
import { bannerInput, feeInput, feeRangeIssues, mainInput, popupInput } from '@clinic/contract';
import { imageOf, optionalTime, toJsonText } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { fieldError } from '../../http/errors.js';
import { imageColumnRoutes } from '../../http/imageColumns.js';
import { listFields } from '../../http/listQuery.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { deleteImage } from '../../services/images/index.js';
import { bannerRecord, feeRecord, mainRecord, popupRecord, TAGS } from './store.js';

/** What popups and banners list alike: their schedule and order. */
const scheduleFields = listFields({
  sortAndFilter: 'id:number enabled:boolean startsAt:date endsAt:date',
  sort: 'position:number createdAt:date updatedAt:date',
});

/** The columns popups and banners share, from their input. */
const scheduleColumns = (input: {
  link?: string;
  enabled?: boolean;
  position?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
}) => ({
  link: input.link,
  enabled: input.enabled,
  position: input.position,
  starts_at: optionalTime(input.startsAt),
  ends_at: optionalTime(input.endsAt),
});

/** Console: `{product}/mains`, `popups`, `banners` (each with an image), `{product}/fees`. */
export function contentConsoleRoutes({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const product = (ctx: Context) => ({ product: productParam(ctx) });
  const clear = (tag: string) => () => cache.invalidate(tag);

  const mains = crudRoutes(knex, '/:product/mains', {
    table: 'mains',
    list: {
      resource: 'mains',
      fields: listFields({ sortAndFilter: 'id:number code count:number', sort: 'updatedAt:date' }),
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
        ...scheduleColumns(input),
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
      fields: { ...scheduleFields, ...listFields({ sortAndFilter: 'code' }) },
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
        ...scheduleColumns(input),
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
      fields: listFields({
        sortAndFilter: 'id:number minCost:number maxCost:number enabled:boolean covered:boolean code:string',
        sort: 'position:number updatedAt:date',
      }),
      search: [{ translated: 'category' }, { translated: 'note' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: feeInput,
    updateSchema: feeInput.partial(),
    toRecord: feeRecord,
    // The rules across fields (the highest cost not below the lowest, a duration's two ends) hold
    // for the row as it will be stored, whichever fields a change touches.
    validate: async (input, _ctx, existing) => {
      const stored = (value: number | string | null | undefined) =>
        value === null || value === undefined ? null : Number(value);
      const issues = feeRangeIssues({
        minCost: input.minCost ?? Number(existing?.min_cost ?? 0),
        maxCost: input.maxCost ?? Number(existing?.max_cost ?? 0),
        durationMin: input.durationMin !== undefined ? input.durationMin : stored(existing?.duration_min),
        durationMax: input.durationMax !== undefined ? input.durationMax : stored(existing?.duration_max),
      });
      const [field, issue] = Object.entries(issues)[0] ?? [];
      if (field && issue) throw fieldError(field, issue);
    },
    // A second row with the same code: a 409 on `code`, never a 500.
    uniqueField: 'code',
    toColumns: (input) =>
      defined({
        category: input.category && toJsonText(input.category),
        min_cost: input.minCost,
        max_cost: input.maxCost,
        note: input.note && toJsonText(input.note),
        position: input.position,
        enabled: input.enabled,
        code: input.code,
        covered: input.covered,
        duration_min: input.durationMin,
        duration_max: input.durationMax,
      }),
    scope: product,
    onChange: clear(TAGS.fees),
  });

  for (const r of [mains, popups, banners, fees]) router.use(r.routes(), r.allowedMethods());
  return router;
}
