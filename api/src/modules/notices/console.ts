import type Router from '@koa/router';
import { NOTICE_TRANSLATIONS, noticeInput, type NoticeTranslations, noticeUpdate } from '@clinic/contract';
import { type NoticeRow, toDbTime } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields, type ListSpec } from '../../http/listQuery.js';
import { fieldError } from '../../http/errors.js';
import { hasContent, requiredRichText, sanitizeRichText } from '../../services/html/index.js';
import { NOTICES_TAG, TABLE, toNotice, translationColumns } from './store.js';

const listSpec: ListSpec = {
  resource: 'notifications',
  fields: listFields({
    sortAndFilter: 'id:number title pinned:boolean published:boolean publishedAt:date createdAt:date updatedAt:date',
    sort: 'views:number',
  }),
  search: ['title', 'body', { translated: 'title_translated' }, { translated: 'body_translated' }],
  defaultSort: ['publishedAt', 'DESC'],
};

/**
 * The translations as stored: every body sanitized as the Korean one is. A body the sanitizer leaves
 * without content (only `<p></p>`, or only what it removes) counts as empty, so a title without a
 * readable body is refused as the contract refuses it.
 */
function cleanTranslations(value: NoticeTranslations): NoticeTranslations {
  const body = { ...value.body };
  for (const locale of NOTICE_TRANSLATIONS) {
    const clean = sanitizeRichText(body[locale]);
    body[locale] = hasContent(clean) ? clean : '';
    if (value.title[locale] !== '' && body[locale] === '')
      throw fieldError(`translations.body.${locale}`, 'translationBody');
  }
  return { title: { ...value.title }, body };
}

/**
 * Console: the whole ra-data-simple-rest contract at /center/notifications. The body is HTML,
 * sanitized, in Korean and in each translation; `translations` sent replaces the stored ones
 * (a language sent empty is cleared), `translations` left out keeps them.
 */
export function noticeConsoleRoutes({ db, cache }: AppDeps): Router {
  return crudRoutes(db.knex, '/center/notifications', {
    table: TABLE,
    onChange: () => cache.invalidate(NOTICES_TAG),
    list: listSpec,
    createSchema: noticeInput,
    updateSchema: noticeUpdate,
    toRecord: (row: NoticeRow) => toNotice(row),
    toColumns: (input, ctx) =>
      defined({
        title: input.title,
        body: input.body === undefined ? undefined : requiredRichText('body', input.body),
        ...(input.translations === undefined ? {} : translationColumns(cleanTranslations(input.translations))),
        pinned: input.pinned,
        published: input.published,
        published_at:
          input.publishedAt === undefined
            ? ctx.method === 'POST'
              ? toDbTime(new Date())
              : undefined
            : toDbTime(input.publishedAt ?? new Date()),
        ...(ctx.method === 'POST' ? { author_id: ctx.state.auth.userId } : {}),
      }),
  });
}
