import type { Knex } from 'knex';
import { toJsonText } from '../db/index.js';
import { demoPhotos } from '../../../migrations/seeds/data/photos.js';
import { demoVideos } from '../../../migrations/seeds/data/videos.js';

/**
 * Demo videos and photos, marked `is_demo` (the dashboard's checklist counts them until staff replace
 * them). Each kind is added only when the product has none, so staff's own are never touched. A demo
 * photo names one of the site's illustrations instead of holding an image: the API answers it in the
 * shape of an uploaded image, so the pages show both one way (and a first run encodes nothing).
 */
export async function seedDemoMedia(
  knex: Knex,
  product: string,
  stamp: { created_at: string; updated_at: string },
): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  const demo = { product, enabled: true, is_demo: true, ...stamp };
  if (!(await knex('videos').where({ product }).first('id'))) {
    await knex('videos').insert(
      demoVideos.map((v, i) => ({
        placement: v.placement,
        youtube_id: v.youtubeId,
        title: toJsonText(v.title),
        thumbnail: null,
        position: i + 1,
        ...demo,
      })),
    );
    added.videos = demoVideos.length;
  }
  if (!(await knex('photos').where({ product }).first('id'))) {
    await knex('photos').insert(
      demoPhotos.map((p, i) => ({
        placement: p.placement,
        image: null,
        illustration: p.illustration,
        name: toJsonText(p.name),
        alt: toJsonText(p.alt),
        text: p.text ? toJsonText(p.text) : null,
        position: i + 1,
        ...demo,
      })),
    );
    added.photos = demoPhotos.length;
  }
  return added;
}
