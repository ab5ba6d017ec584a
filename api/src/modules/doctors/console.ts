import type Router from '@koa/router';
import type { Context } from 'koa';
import { doctorInput } from '@clinic/contract';
import { imageOf, toJsonText } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { imageColumnRoutes } from '../../http/imageColumns.js';
import { listFields } from '../../http/listQuery.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { deleteImage } from '../../services/images/index.js';
import { doctorRecord, DOCTORS_TAG } from './store.js';

/**
 * Any change staff make to a doctor (an edit, a photo) makes it theirs: a seeded demo doctor stops
 * counting as demo content.
 */
const NOT_DEMO = { is_demo: false } as const;

/** Console: `{product}/doctors` (simple-REST) with `/:id/photo` (POST a picture, DELETE it). */
export function doctorsConsoleRoutes({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const product = (ctx: Context) => ({ product: productParam(ctx) });
  const clear = () => cache.invalidate(DOCTORS_TAG);

  const doctors = crudRoutes(knex, '/:product/doctors', {
    table: 'doctors',
    list: {
      resource: 'doctors',
      fields: listFields({
        sortAndFilter: 'id:number enabled:boolean isDemo:boolean',
        sort: 'position:number nameKo nameEn createdAt:date updatedAt:date',
      }),
      search: ['name_ko', 'name_en', { translated: 'title' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: doctorInput,
    updateSchema: doctorInput.partial(),
    toRecord: doctorRecord,
    toColumns: (input) =>
      defined({
        name_ko: input.nameKo,
        name_en: input.nameEn,
        title: input.title && toJsonText(input.title),
        lines: input.lines && toJsonText(input.lines),
        position: input.position,
        enabled: input.enabled,
        ...NOT_DEMO,
      }),
    scope: product,
    onChange: clear,
    afterDelete: (row) => deleteImage(storage, imageOf(row.photo)),
  });
  imageColumnRoutes(doctors, {
    knex,
    storage,
    table: 'doctors',
    field: 'photo',
    column: 'photo',
    folder: 'doctors',
    scope: product,
    answer: doctorRecord,
    onChange: clear,
    alsoSet: NOT_DEMO,
  });

  router.use(doctors.routes(), doctors.allowedMethods());
  return router;
}
