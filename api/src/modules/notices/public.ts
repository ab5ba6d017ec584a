import type Router from '@koa/router';
import {
  FEED_ITEMS_MAX,
  publicListQuery,
  sitemapChunkQuery,
  type PublicNoticeAnswer,
  type PublicNoticeFeed,
  type PublicNoticeList,
} from '@clinic/contract';
import { fromDbTime, likePattern, type NoticeRow, whereTranslatedLike } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { pageOf, sitemapChunkOf } from '../../http/paged.js';
import { idParam } from '../../http/params.js';
import { countVisit, tagRead } from '../../http/renderScope.js';
import { createRouter } from '../../http/router.js';
import { answerLanguage, newestNotices, NOTICES_TAG, TABLE, toSummary, visibleNotices } from './store.js';

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'title_translated',
  'body_translated',
  'pinned',
  'published_at',
  'views',
  'updated_at',
] as const;

/**
 * Public: published notices, pinned first, then newest. Each notice answers in the caller's
 * language when staff wrote it in that language, else in Korean, and says which (`lang`).
 */
export function noticePublicRoutes({ db }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter({ prefix: '/center/notifications' });

  // A page that shows notices (or the 404 of one that is not there yet) is cleared by notice writes.
  router.use((_ctx, next) => {
    tagRead(NOTICES_TAG);
    return next();
  });

  router.get('/', async (ctx) => {
    const locale = ctx.state.locale ?? 'ko';
    const query = parseOrThrow(publicListQuery, ctx.query);
    const base = () => {
      const qb = visibleNotices(knex);
      if (query.q)
        qb.where((w) =>
          w
            .whereRaw('?? like ? escape ?', ['title', likePattern(query.q!), '\\'])
            .orWhereRaw('?? like ? escape ?', ['body', likePattern(query.q!), '\\'])
            .orWhere((t) => {
              whereTranslatedLike(t, 'title_translated', likePattern(query.q!));
              whereTranslatedLike(t, 'body_translated', likePattern(query.q!));
            }),
        );
      return qb;
    };
    const { rows, total } = await pageOf<NoticeRow>(base, query, (qb) =>
      qb.select(...SUMMARY_COLUMNS).orderBy([
        { column: 'pinned', order: 'desc' },
        { column: 'published_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
    );
    const answer: PublicNoticeList = { notifications: rows.map((row) => toSummary(row, locale)), total };
    ctx.body = answer;
  });

  // What the sitemap lists: every visible notice's id and last change, by id, a chunk at a time.
  router.get('/sitemap', async (ctx) => {
    const { chunk } = parseOrThrow(sitemapChunkQuery, ctx.query);
    ctx.body = await sitemapChunkOf(visibleNotices(knex), TABLE, chunk);
  });

  // What the RSS feed lists: the newest visible notices with their text, newest first (pinned or not).
  router.get('/feed', async (ctx) => {
    const locale = ctx.state.locale ?? 'ko';
    const newest = (pinned: boolean) =>
      newestNotices(knex, pinned, FEED_ITEMS_MAX).select(
        'id',
        'title',
        'body',
        'title_translated',
        'body_translated',
        'published_at',
      ) as Promise<
        Array<Pick<NoticeRow, 'id' | 'title' | 'body' | 'title_translated' | 'body_translated' | 'published_at'>>
      >;
    const rows = (await Promise.all([newest(false), newest(true)]))
      .flat()
      .map((row) => ({ row, at: fromDbTime(row.published_at)! }))
      .sort((a, b) => b.at.localeCompare(a.at) || b.row.id - a.row.id)
      .slice(0, FEED_ITEMS_MAX);
    const answer: PublicNoticeFeed = {
      notifications: rows.map(({ row, at }) => {
        const language = answerLanguage(row, locale);
        return {
          id: row.id,
          title: language.title(row.title),
          body: language.body(row.body),
          lang: language.lang,
          publishedAt: at,
        };
      }),
    };
    ctx.body = answer;
  });

  router.get('/:id', async (ctx) => {
    const locale = ctx.state.locale ?? 'ko';
    const id = idParam(ctx.params.id);
    const row = await visibleNotices(knex).where({ id }).first();
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
        .first('id', 'title', 'title_translated', 'body_translated');
    };
    const [older, newer] = await Promise.all([
      after(visibleNotices(knex), 'older'),
      after(visibleNotices(knex), 'newer'),
    ]);
    const neighbour = (n: typeof older) => {
      if (!n) return null;
      const language = answerLanguage(n, locale);
      return { id: n.id, title: language.title(n.title), lang: language.lang };
    };
    const answer: PublicNoticeAnswer = {
      notification: {
        ...toSummary({ ...row, views: Number(row.views) + (counted ? 1 : 0) }, locale),
        body: answerLanguage(row, locale).body(row.body),
        // As Korean boards read: 이전 글 is the older notice, 다음 글 the newer one.
        previous: neighbour(older),
        next: neighbour(newer),
      },
    };
    ctx.body = answer;
  });

  return router;
}
