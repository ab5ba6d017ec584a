import Router from '@koa/router';
import {
  noticeInput,
  noticeUpdate,
  publicListQuery,
  type PublicNoticeAnswer,
  type PublicNoticeList,
} from '@clinic/contract';
import { likePattern } from '../../db/index.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { respondWithList, type ListSpec } from '../../http/listQuery.js';
import type { AppDeps } from '../../app.js';
import {
  createNotice,
  findNotice,
  TABLE,
  toNotice,
  toSummary,
  updateNotice,
  visibleNotices,
  type NoticeRow,
} from './store.js';

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

function idParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw apiError(404, 'notFound');
  return id;
}

/** Console: the whole ra-data-simple-rest contract at /center/notifications. */
export function noticeConsoleRoutes({ db }: AppDeps): Router {
  const { knex } = db;
  const router = new Router({ prefix: '/center/notifications' });

  router.get('/', (ctx) => respondWithList(ctx, () => knex(TABLE), listSpec, toNotice));

  router.get('/:id', async (ctx) => {
    const row = await findNotice(knex, idParam(ctx.params.id));
    if (!row) throw apiError(404, 'notFound');
    ctx.body = toNotice(row);
  });

  router.post('/', async (ctx) => {
    const input = parseOrThrow(noticeInput, ctx.request.body);
    const row = await createNotice(knex, input, ctx.state.auth.userId);
    ctx.status = 201;
    ctx.body = toNotice(row);
  });

  router.put('/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    const input = parseOrThrow(noticeUpdate, ctx.request.body);
    const row = await updateNotice(knex, id, input);
    if (!row) throw apiError(404, 'notFound');
    ctx.body = toNotice(row);
  });

  router.delete('/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    const row = await findNotice(knex, id);
    if (!row) throw apiError(404, 'notFound');
    await knex(TABLE).where({ id }).delete();
    ctx.body = toNotice(row);
  });

  return router;
}

const SUMMARY_COLUMNS = ['id', 'title', 'pinned', 'published_at', 'views'] as const;

/** Public: published notices, pinned first, then newest. */
export function noticePublicRoutes({ db }: AppDeps): Router {
  const { knex } = db;
  const router = new Router({ prefix: '/center/notifications' });

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
    await knex(TABLE).where({ id }).increment('views', 1);
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
        ...toSummary({ ...row, views: Number(row.views) + 1 }),
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
