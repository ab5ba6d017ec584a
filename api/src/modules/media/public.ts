import type Router from '@koa/router';
import { z } from 'zod';
import {
  PHOTO_PLACEMENTS,
  VIDEO_PLACEMENTS,
  type PhotoPlacement,
  type PublicPhotoList,
  type PublicVideoList,
  type VideoPlacement,
} from '@clinic/contract';
import { table } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { localized } from '../../http/answers.js';
import { cachedJson } from '../../http/cache.js';
import { apiError } from '../../http/errors.js';
import { productParam } from '../../http/params.js';
import { createRouter } from '../../http/router.js';
import { photoImage, TAGS, videoThumbnail } from './store.js';

const videoQuery = z.object({ placement: z.enum(VIDEO_PLACEMENTS).optional() });
const photoQuery = z.object({ placement: z.enum(PHOTO_PLACEMENTS).optional() });

/** Public: a product's videos and photos that show, in their order, optionally of one placement. */
export function mediaPublicRoutes({ db, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  const order = [{ column: 'placement' }, { column: 'position' }, { column: 'id' }];

  router.get('/:product/videos', cachedJson(cache, [TAGS.videos]), async (ctx) => {
    const query = videoQuery.safeParse(ctx.query);
    if (!query.success) throw apiError(400, 'invalidFilter', { field: 'placement' });
    const qb = table(knex, 'videos').where({ product: productParam(ctx), enabled: true });
    if (query.data.placement) qb.where({ placement: query.data.placement });
    const rows = await qb.orderBy(order);
    const answer: PublicVideoList = {
      videos: rows.map((row) => ({
        id: row.id,
        placement: row.placement as VideoPlacement,
        youtubeId: row.youtube_id,
        title: localized(ctx, row.title),
        thumbnail: videoThumbnail(row),
      })),
    };
    ctx.body = answer;
  });

  router.get('/:product/photos', cachedJson(cache, [TAGS.photos]), async (ctx) => {
    const query = photoQuery.safeParse(ctx.query);
    if (!query.success) throw apiError(400, 'invalidFilter', { field: 'placement' });
    const qb = table(knex, 'photos').where({ product: productParam(ctx), enabled: true });
    if (query.data.placement) qb.where({ placement: query.data.placement });
    const rows = await qb.orderBy(order);
    const answer: PublicPhotoList = {
      // A photo created in the console whose picture is not uploaded yet shows nowhere.
      photos: rows.flatMap((row) => {
        const image = photoImage(row);
        if (!image) return [];
        return [
          {
            id: row.id,
            placement: row.placement as PhotoPlacement,
            image,
            name: localized(ctx, row.name),
            alt: localized(ctx, row.alt),
            text: localized(ctx, row.text),
          },
        ];
      }),
    };
    ctx.body = answer;
  });

  return router;
}
