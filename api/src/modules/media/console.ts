import type Router from '@koa/router';
import type { Context } from 'koa';
import { photoInput, videoInput } from '@clinic/contract';
import { imageOf, toJsonText } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { imageColumnRoutes } from '../../http/imageColumns.js';
import { listFields } from '../../http/listQuery.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { deleteImage } from '../../services/images/index.js';
import { PHOTO_IMAGE_CHANGE, photoRecord, STAFF_CHANGE, TAGS, videoRecord } from './store.js';

/** What videos and photos list alike: their place, order and whether they show. */
const mediaFields = listFields({
  sortAndFilter: 'id:number placement enabled:boolean isDemo:boolean',
  sort: 'position:number createdAt:date updatedAt:date',
});

/** Console: `{product}/videos` (with a thumbnail) and `{product}/photos` (with an image). */
export function mediaConsoleRoutes({ db, storage, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const product = (ctx: Context) => ({ product: productParam(ctx) });
  const clear = (tag: string) => () => cache.invalidate(tag);

  const videos = crudRoutes(knex, '/:product/videos', {
    table: 'videos',
    list: {
      resource: 'videos',
      fields: { ...mediaFields, ...listFields({ sortAndFilter: 'youtubeId' }) },
      search: [{ translated: 'title' }, 'youtube_id'],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: videoInput,
    updateSchema: videoInput.partial(),
    toRecord: videoRecord,
    toColumns: (input) =>
      defined({
        placement: input.placement,
        youtube_id: input.youtubeId,
        title: input.title && toJsonText(input.title),
        position: input.position,
        enabled: input.enabled,
        ...STAFF_CHANGE,
      }),
    scope: product,
    onChange: clear(TAGS.videos),
    afterDelete: (row) => deleteImage(storage, imageOf(row.thumbnail)),
  });
  imageColumnRoutes(videos, {
    knex,
    storage,
    table: 'videos',
    field: 'thumbnail',
    column: 'thumbnail',
    folder: 'videos',
    scope: product,
    answer: videoRecord,
    onChange: clear(TAGS.videos),
    alsoSet: STAFF_CHANGE,
  });

  const photos = crudRoutes(knex, '/:product/photos', {
    table: 'photos',
    list: {
      resource: 'photos',
      fields: mediaFields,
      search: [{ translated: 'name' }, { translated: 'alt' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: photoInput,
    updateSchema: photoInput.partial(),
    toRecord: photoRecord,
    toColumns: (input) =>
      defined({
        placement: input.placement,
        name: input.name && toJsonText(input.name),
        alt: input.alt && toJsonText(input.alt),
        text: input.text && toJsonText(input.text),
        position: input.position,
        enabled: input.enabled,
        ...STAFF_CHANGE,
      }),
    scope: product,
    onChange: clear(TAGS.photos),
    afterDelete: (row) => deleteImage(storage, imageOf(row.image)),
  });
  imageColumnRoutes(photos, {
    knex,
    storage,
    table: 'photos',
    field: 'image',
    column: 'image',
    folder: 'photos',
    scope: product,
    answer: photoRecord,
    onChange: clear(TAGS.photos),
    alsoSet: PHOTO_IMAGE_CHANGE,
  });

  for (const r of [videos, photos]) router.use(r.routes(), r.allowedMethods());
  return router;
}
