import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import {
  noticeInput,
  noticeUpdate,
  publicListQuery,
  type PublicNoticeAnswer,
  type PublicNoticeList,
} from '@clinic/contract';
import { likePattern, toDbTime } from '../../db/index.js';
import { crudRoutes, defined, idParam } from '../../http/crud.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { type ListSpec } from '../../http/listQuery.js';
import type { AppDeps } from '../../app.js';
import { requiredRichText } from '../../services/html/index.js';
import { TABLE, toNotice, toSummary, visibleNotices, type NoticeRow } from './store.js';
import { countVisit, tagRead } from '../../http/renderScope.js';

const listSpec: ListSpec = {
  resource: 'notifications',
  fields: {
    id: { column: 'id', type: 'number', sortable: true, filterable: true },
    title: { column: 'title', type: 'string', sortable: true, filterable: true },
    pinned: { column: 'pinned', type: 'boolean', sortable: true, filterable: true },
    published: { column: 'published', type: 'boolean', sortable: true, filterable: true },
    publishedAt: { column: 'published_at', type: 'date', sortable: true, filterable: true },
    views: { column: 'views', type: 'number', sortable: true },
    createdAt: { column: 'created_at', type: 'date', sortable: true, filterable: true },
    updatedAt: { column: 'updated_at', type: 'date', sortable: true, filterable: true },
  },
  search: ['title', 'body'],
  defaultSort: ['publishedAt', 'DESC'],
};

/** Console: the whole ra-data-simple-rest contract at /center/notifications. The body is HTML, sanitized. */
/** Clears the pages that show notices (the notice API itself is not cached). */
export const NOTICES_TAG = 'notices';

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

const SUMMARY_COLUMNS = ['id', 'title', 'pinned', 'published_at', 'views'] as const;

/** Public: published notices, pinned first, then newest. */
export function noticePublicRoutes({ db }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter({ prefix: '/center/notifications' });

  // A page that shows notices (or the 404 of one that is not there yet) is cleared by notice writes.
  router.use((_ctx, next) => {
    tagRead(NOTICES_TAG);
    return next();
  });

  router.get('/', async (ctx) => {
    const query = parseOrThrow(publicListQuery, ctx.query);
    const base = () => {
      const qb = visibleNotices(knex);
      if (query.q)
        qb.where((w) =>
          w
            .whereRaw('?? like ? escape ?', ['title', likePattern(query.q!), '\\'])
            .orWhereRaw('?? like ? escape ?', ['body', likePattern(query.q!), '\\']),
        );
      return qb;
    };
    const countRow = (await base().count({ total: '*' }).first()) as { total: number | string } | undefined;
    const rows = (await base()
      .select(...SUMMARY_COLUMNS)
      .orderBy([
        { column: 'pinned', order: 'desc' },
        { column: 'published_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage)) as NoticeRow[];
    const answer: PublicNoticeList = { notifications: rows.map(toSummary), total: Number(countRow?.total ?? 0) };
    ctx.body = answer;
  });

  router.get('/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    const row = (await visibleNotices(knex).where({ id }).first()) as NoticeRow | undefined;
    if (!row) throw apiError(404, 'notFound');
    const counted = await countVisit({
      key: `notices:${id}`,
      add: (n) => knex(TABLE).where({ id }).increment('views', n),
    });
    // Neighbours in the public list order (pinned desc, published_at desc, id desc).
    const after = (qb: ReturnType<typeof visibleNotices>, dir: 'newer' | 'older') => {
      const [cmp, order] = dir === 'older' ? (['<', 'desc'] as const) : (['>', 'asc'] as const);
      return qb
        .where('pinned', row.pinned ? true : false)
        .where((w) =>
          w
            .where('published_at', cmp, row.published_at)
            .orWhere((x) => x.where('published_at', row.published_at).where('id', cmp, row.id)),
        )
        .orderBy([
          { column: 'published_at', order },
          { column: 'id', order },
        ])
        .first('id', 'title');
    };
    const [older, newer] = await Promise.all([
      after(visibleNotices(knex), 'older'),
      after(visibleNotices(knex), 'newer'),
    ]);
    const answer: PublicNoticeAnswer = {
      notification: {
        ...toSummary({ ...row, views: Number(row.views) + (counted ? 1 : 0) }),
        body: row.body,
        // As Korean boards read: 이전 글 is the older notice, 다음 글 the newer one.
        previous: (older as { id: number; title: string } | undefined) ?? null,
        next: (newer as { id: number; title: string } | undefined) ?? null,
      },
    };
    ctx.body = answer;
  });

  return router;
}
