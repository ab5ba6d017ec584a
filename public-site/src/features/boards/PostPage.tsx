import { useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { PublicBoard, PublicComment, PublicPost } from '@clinic/contract';
import { notFoundHead, type HeadFn } from '../../lib/seo/head';
import { recordHead } from '../../lib/seo/records';
import { factsOf, fillFactsInHtml } from '../../lib/facts';
import { describeHtml } from '../../lib/html';
import { BackToList } from '../../components/BackToList';
import { PostHeader } from '../../components/PostHeader';
import { SubTabs } from '../../components/SubTabs';
import { RichText } from '../../components/RichText';
import { apiGet, apiSend } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { serverErrors } from '../../lib/forms/errors';
import { formatBytes } from '../../lib/format';
import { useI18n, localeOf } from '../../lib/i18n';
import { orNotFound } from '../../lib/notFound';
import { Lang, useTextLang } from '../../lib/textLang';
import { Comments } from './Comments';
import { boardKeyOf, loadBoard, postIdOf } from './load';

export interface PostData {
  board: PublicBoard;
  post: PublicPost;
  comments: PublicComment[];
}

export async function loader({ request, params }: LoaderFunctionArgs): Promise<PostData> {
  const locale = localeOf(request);
  const key = boardKeyOf(params);
  const id = postIdOf(params);
  const [{ board }, { post }, { comments }] = await Promise.all([
    loadBoard(key, locale),
    orNotFound(() => apiGet<{ post: PublicPost }>(endpoints.post(key, id), locale)),
    orNotFound(() => apiGet<{ comments: PublicComment[] }>(endpoints.comments(key, id), locale)),
  ]);
  return { board, post, comments };
}

/** `/boards/:board/:id`: one post with its files and comments. */
export function Component() {
  const { t, to, locale } = useI18n();
  const navigate = useNavigate();
  const { board, post, comments } = useLoaderData<typeof loader>();
  const [failure, setFailure] = useState('');
  const langOf = useTextLang();
  const removePost = async () => {
    if (!window.confirm(t('boards.deletePostConfirm'))) return;
    try {
      await apiSend<void>('DELETE', endpoints.post(board.key, post.id), locale);
      window.alert(t('boards.postDeleted'));
      void navigate(to(`/boards/${board.key}`), { replace: true });
    } catch (err) {
      setFailure(serverErrors(err, t('member.failed')).message);
    }
  };
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <article className="notice post">
          <PostHeader
            kicker={
              <Link to={to(`/boards/${board.key}`)} lang={langOf(board.name)}>
                {board.name}
              </Link>
            }
            title={post.title}
            author={post.author}
            date={post.createdAt}
            views={post.views}
          />
          <RichText html={post.body} className="notice__body" />
          {post.files.length > 0 && (
            <section className="attachments" aria-labelledby="post-files">
              <h2 id="post-files">{t('boards.files')}</h2>
              <ul>
                {post.files.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} download={file.name} className="file-link">
                      <Lang text={file.name} />{' '}
                      <span className="file-pick__size">({formatBytes(file.size, locale)})</span>
                      <span className="visually-hidden"> {t('boards.download')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {failure && (
            <p className="field__error" role="alert">
              {failure}
            </p>
          )}
          <BackToList to={to(`/boards/${board.key}`)} className="actions">
            {post.mine && (
              <button type="button" className="button button--danger" onClick={() => void removePost()}>
                {t('boards.deletePost')}
              </button>
            )}
          </BackToList>
        </article>
        <Comments board={board} post={post} initial={comments} />
      </div>
    </div>
  );
}

/**
 * A post (members and staff write in Korean) has its own title and words as the head of a Korean
 * page; on a page in another language it is described in that language (recordHead).
 */
export const handle: { head: HeadFn<PostData | undefined> } = {
  head: ({ data, locale, settings }) =>
    data
      ? {
          ...recordHead({
            kind: 'post',
            locale,
            lang: 'ko',
            title: data.post.title,
            summary: describeHtml(fillFactsInHtml(data.post.body, factsOf(settings, locale))) || data.board.name,
            settings,
            date: data.post.createdAt,
            board: data.board.name,
          }),
          parent: { name: data.board.name, path: `/boards/${data.board.key}` },
        }
      : notFoundHead(locale),
};
