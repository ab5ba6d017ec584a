import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import { IMAGE_BYTES_MAX, type EditorImage } from '@clinic/contract';
import { apiError } from '../../http/errors.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { storeImage } from '../../services/images/index.js';
import type { AppDeps } from '../../deps.js';
import type { Module } from '../../http/module.js';

/**
 * `POST /` (multipart, one image under `file`): an image for the console's rich-text editor. It is
 * re-encoded like every other upload (EXIF and GPS gone, WebP and AVIF, random name under
 * `/uploads/editor/`) and answered with the largest WebP as `url`, which the editor inserts; the
 * sanitizer lets only `/uploads/...` images into stored HTML. Mounted by app.ts at `/api/editor`, behind scope console.
 */
function editorRoutes({ storage }: AppDeps): Router {
  const router = createRouter();
  router.post('/', multipart({ maxFiles: 1, maxFileBytes: IMAGE_BYTES_MAX }), async (ctx) => {
    const [file] = await filesOf(ctx, 'file');
    if (!file) throw apiError(400, 'required');
    const image = await storeImage(storage, 'editor', file.buffer);
    const answer: EditorImage = { url: image.src, width: image.width, height: image.height, image };
    ctx.status = 201;
    ctx.body = answer;
  });
  return router;
}

/** Images for the console's rich-text editor. */
export const editor: Module = { editor: editorRoutes };
