import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { IMAGE_BYTES_MAX, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgImage, type Settings } from '@clinic/contract';
import type { AppDeps } from '../../deps.js';
import { apiError } from '../../http/errors.js';
import { productParam } from '../../http/params.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { deleteOgImage, renderOgImage, storeOgImage } from '../../services/images/og.js';
import { readSettings, SETTINGS_TAG, writeOgImage } from './store.js';

/**
 * The link picture (`og:image`): uploaded in the console (사이트 설정), else made from the clinic's
 * name at `GET /v1/{product}/og-image.png?v=<name hash>`. The version changes with the name, so a
 * renamed clinic gets a new picture at a new address (link previews keep pictures by address).
 */

/** The version of the generated picture: a hash of the names drawn on it. */
const versionOf = (settings: Pick<Settings, 'clinicName'>) =>
  createHash('sha256')
    .update(JSON.stringify([settings.clinicName.ko, settings.clinicName.en]))
    .digest('hex')
    .slice(0, 12);

/** The picture a page's head names: the uploaded one, or the generated one for the current name. */
export function ogImageOf(product: string, settings: Pick<Settings, 'clinicName' | 'ogImage'>): OgImage {
  return (
    settings.ogImage ?? {
      src: `/api/v1/${product}/og-image.png?v=${versionOf(settings)}`,
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
    }
  );
}

/** Generated pictures by version (a few names at most: the current one and any just replaced). */
const rendered = new Map<string, Promise<Buffer>>();
function pictureFor(settings: Pick<Settings, 'clinicName'>): Promise<Buffer> {
  const version = versionOf(settings);
  let png = rendered.get(version);
  if (!png) {
    png = renderOgImage(settings.clinicName);
    png.catch(() => rendered.delete(version));
    rendered.set(version, png);
    if (rendered.size > 8) rendered.delete(rendered.keys().next().value!);
  }
  return png;
}

/** Public: the generated picture, made for the clinic's name now. */
export function ogImagePublicRoutes(router: Router, { db }: AppDeps): void {
  router.get('/:product/og-image.png', async (ctx) => {
    const settings = await readSettings(db.knex, productParam(ctx));
    const current = ctx.query.v === versionOf(settings);
    ctx.type = 'image/png';
    // An address with the current version never changes; any other is answered now, kept briefly.
    ctx.set('Cache-Control', current ? 'public, max-age=86400' : 'public, max-age=60');
    ctx.body = await pictureFor(settings);
  });
}

/** Console: `POST /setting/{product}/ogImage` (multipart `file`) stores an uploaded picture; `DELETE` drops it. */
export function ogImageConsoleRoutes(
  router: Router,
  { db, cache, storage }: AppDeps,
  answer: (product: string) => Promise<unknown>,
): void {
  router.post('/:product/ogImage', multipart({ maxFiles: 1, maxFileBytes: IMAGE_BYTES_MAX }), async (ctx) => {
    const product = productParam(ctx);
    const [file] = await filesOf(ctx, 'file');
    if (!file) throw apiError(400, 'required');
    const before = (await readSettings(db.knex, product)).ogImage;
    await writeOgImage(db.knex, product, await storeOgImage(storage, file.buffer));
    await deleteOgImage(storage, before);
    cache.invalidate(SETTINGS_TAG);
    ctx.body = await answer(product);
  });
  router.delete('/:product/ogImage', async (ctx) => {
    const product = productParam(ctx);
    const before = (await readSettings(db.knex, product)).ogImage;
    await writeOgImage(db.knex, product, null);
    await deleteOgImage(storage, before);
    cache.invalidate(SETTINGS_TAG);
    ctx.body = await answer(product);
  });
}
