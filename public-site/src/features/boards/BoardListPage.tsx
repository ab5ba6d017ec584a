import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { interpolate, type PostSummary, type PublicBoard } from '@clinic/contract';
import { notFoundHead, type HeadFn } from '../../lib/seo/head';
import { SubTabs } from '../../components/SubTabs';
import { useLoginLink } from '../../components/LoginPrompt';
import { Pagination, pageFrom } from '../../components/Pagination';
import { SearchForm } from '../../components/SearchForm';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { formatDate } from '../../lib/format';
import { catalog, useI18n, localeOf } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { Lang, useTextLang } from '../../lib/textLang';
import { orNotFound } from '../../lib/notFound';
import { boardKeyOf, loadBoard } from './load';

const PER_PAGE = 10;

export interface BoardListData {
  board: PublicBoard;
  posts: PostSummary[];
  total: number;
  page: number;
  q: string;
}

export async function loader({ request, params }: LoaderFunctionArgs): Promise<BoardListData> {
  const locale = localeOf(request);
  const key = boardKeyOf(params);
  const url = new URL(request.url);
  const page = pageFrom(url.searchParams);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const [{ board }, list] = await Promise.all([
    loadBoard(key, locale),
    orNotFound(() =>
      apiGet<{ posts: PostSummary[]; total: number }>(endpoints.posts(key, { page, perPage: PER_PAGE, q }), locale),
    ),
  ]);
  return { board, ...list, page, q };
}

/** Where a member may write: the write link, or a link to log in first. */
export function WriteLink({ board }: { board: PublicBoard }) {
  const { t, to } = useI18n();
  const session = useSession();
  const login = useLoginLink();
  if (board.writeAccess !== 'members') return null;
  return session ? (
    <Link className="button button--primary" to={to(`/boards/${board.key}/write`)}>
      {t('boards.write')}
    </Link>
  ) : (
    <Link className="button" to={login}>
      {t('boards.loginToWrite')}
    </Link>
  );
}

/** `/boards/:board`: a board's posts, pinned first, then newest; paged and searchable through the URL. */
export function Component() {
  const { t, to, locale } = useI18n();
  const { board, posts, total, page, q } = useLoaderData<typeof loader>();
  const langOf = useTextLang();
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <h1 lang={langOf(board.name)}>{board.name}</h1>
        <div className="board-tools">
          <SearchForm id="board-search" label={t('boards.searchLabel')} initial={q} />
          <WriteLink board={board} />
        </div>
        <p className="notice-list__total">{t('notices.total', { total })}</p>
        {posts.length === 0 ? (
          <p className="notice-list__status">{q ? t('boards.noMatch') : t('boards.empty')}</p>
        ) : (
          <ul className="notice-list" data-testid="board-posts">
            {posts.map((post) => (
              <li key={post.id} className={`notice-list__item${post.pinned ? ' is-pinned' : ''}`}>
                {post.pinned && <span className="badge">{t('notices.pinned')}</span>}
                <Link to={to(`/boards/${board.key}/${post.id}`)} className="notice-list__title">
                  <Lang text={post.title} />
                  {post.comments > 0 && (
                    <span className="comment-count">
                      {' '}
                      <span aria-hidden="true">[{post.comments}]</span>
                      <span className="visually-hidden">{t('boards.commentCount', { count: post.comments })}</span>
                    </span>
                  )}
                </Link>
                <span className="notice-list__meta">
                  <span className="visually-hidden">{t('boards.author')} </span>
                  <span lang={langOf(post.author)}>{post.author}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="visually-hidden">{t('notices.date')} </span>
                  <time dateTime={post.createdAt}>{formatDate(post.createdAt, locale)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>
                    {t('notices.views')} {post.views.toLocaleString()}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pages={Math.ceil(total / PER_PAGE)} label={t('boards.pagination')} />
      </div>
    </div>
  );
}

/** The data is missing when a refresh found the board gone (the 404 page shows then). */
export const handle: { head: HeadFn<BoardListData | undefined> } = {
  head: ({ data, locale }) =>
    data
      ? {
          title: data.board.name,
          description: interpolate(catalog(locale).boards.description, { board: data.board.name }),
        }
      : notFoundHead(locale),
};
