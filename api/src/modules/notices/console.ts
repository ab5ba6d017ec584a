import type Router from '@koa/router';
import { noticeInput, noticeUpdate } from '@clinic/contract';
import { type NoticeRow, toDbTime } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields, type ListSpec } from '../../http/listQuery.js';
import { requiredRichText } from '../../services/html/index.js';
import { NOTICES_TAG, TABLE, toNotice } from './store.js';

const listSpec: ListSpec = {
  resource: 'notifications',
  fields: listFields({
    sortAndFilter: 'id:number title pinned:boolean published:boolean publishedAt:date createdAt:date updatedAt:date',
    sort: 'views:number',
  }),
  search: ['title', 'body'],
  defaultSort: ['publishedAt', 'DESC'],
};

/** Console: the whole ra-data-simple-rest contract at /center/notifications. The body is HTML, sanitized. */
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
