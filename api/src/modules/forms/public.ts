import type Router from '@koa/router';
import { formInput, FORM_FILE_BYTES_MAX, FORM_FILES_MAX } from '@clinic/contract';
import { table, toDbTime, toJsonText } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { checkFiles, withAttachments } from '../../http/attachments.js';
import { optionalLogin, type AuthState } from '../../http/auth.js';
import { parseOrThrow } from '../../http/errors.js';
import { consume } from '../../http/rateLimit.js';
import { createRouter } from '../../http/router.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { notifyStaff } from '../inbox/index.js';
import { currentTerms } from '../terms/index.js';
import { FORM_FILE_TYPES } from './store.js';

/**
 * Public: `POST /v1/forms` (multipart: the fields, the consent, up to three files under `files`).
 * A submission is private: only staff read it, through the console.
 */
export function formPublicRoutes({ db, storage, counters, config, messenger }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  router.post(
    '/forms',
    // A member who is logged in sends it as themself; anyone else is matched by phone number.
    optionalLogin(config.jwtSecret, knex),
    async (ctx, next) => {
      await consume(counters, `forms:ip:${ctx.ip}`, { max: 10, windowMs: 60 * 60_000 });
      await next();
    },
    multipart({ maxFiles: FORM_FILES_MAX, maxFileBytes: FORM_FILE_BYTES_MAX }),
    async (ctx) => {
      const body = ctx.request.body as Record<string, unknown>;
      const input = parseOrThrow(formInput, {
        ...body,
        consent: body.consent === 'true' || body.consent === true,
        marketing: body.marketing === 'true' || body.marketing === true,
      });
      const checked = await checkFiles(await filesOf(ctx, 'files'), 'fileType', FORM_FILE_TYPES);
      // Each consent is kept apart, with the version of the text the visitor was shown.
      const terms = await currentTerms(knex, ['consultation-consent', 'marketing-consent']);
      const versionOf = (code: string) => terms.find((t) => t.code === code)?.version ?? null;
      const now = new Date();
      const consents = [
        {
          code: 'consultation-consent',
          version: versionOf('consultation-consent'),
          agreed: true,
          at: now.toISOString(),
        },
        {
          code: 'marketing-consent',
          version: versionOf('marketing-consent'),
          agreed: input.marketing,
          at: now.toISOString(),
        },
      ];
      const { result: id } = await withAttachments(knex, storage, checked, async (trx) => {
        const [formId] = await table(trx, 'forms').insert({
          name: input.name,
          phone: input.phone,
          email: input.email,
          treatment: input.treatment,
          message: input.message,
          status: 'new',
          user_id: (ctx.state.auth as AuthState | undefined)?.userId ?? null,
          consents: toJsonText(consents),
          locale: ctx.state.locale,
          ip: ctx.ip.slice(0, 45),
          created_at: toDbTime(now),
          updated_at: toDbTime(now),
        });
        const target = { table: 'form_files', folder: `forms/${formId}`, owner: { form_id: formId } } as const;
        return { result: Number(formId), target };
      });
      ctx.status = 201;
      ctx.body = { form: { id, createdAt: now.toISOString() } };
      void notifyStaff({ knex, messenger }, { kind: 'form', id }, (err) => ctx.app.emit('error', err, ctx));
    },
  );
  return router;
}
