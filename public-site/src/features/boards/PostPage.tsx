import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { COMMENT_MAX, commentInput, type PublicBoard, type PublicComment, type PublicPost } from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { SubTabs } from '../../app/Layout';
import { fieldKit, FormStatus, serverErrors, TextAreaField, useReady, type Errors } from '../../components/form';
import { useLoginLink } from '../../components/LoginPrompt';
import { RichText } from '../../components/RichText';
import { apiGet, apiSend } from '../../lib/api';
import { formatBytes, formatDate } from '../../lib/format';
import { catalog, useI18n, fieldErrors } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { boardKeyOf, loadBoard, orNotFound, postIdOf } from './load';

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
    orNotFound(() => apiGet<{ post: PublicPost }>(`/v1/boards/${key}/posts/${id}`, locale)),
    orNotFound(() => apiGet<{ comments: PublicComment[] }>(`/v1/boards/${key}/posts/${id}/comments`, locale)),
  ]);
  return { board, post, comments };
}

function Comments({ board, post, initial }: { board: PublicBoard; post: PublicPost; initial: PublicComment[] }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const login = useLoginLink();
  const ready = useReady();
  const [comments, setComments] = useState(initial);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const kit = fieldKit('comment', errors);
  const base = `/v1/boards/${board.key}/posts/${post.id}/comments`;
  // The loader's list is refreshed after hydration (then it knows which comments are mine).
  useEffect(() => setComments(initial), [initial]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure('');
    setDone('');
    const parsed = commentInput.safeParse({ body });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, locale));
      requestAnimationFrame(() => field.current?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { comment } = await apiSend<{ comment: PublicComment }>('POST', base, locale, parsed.data);
      setComments((list) => [...list, comment]);
      setBody('');
      setDone(t('boards.commentSaved'));
    } catch (err) {
      const found = serverErrors(err, t('member.failed'));
      setErrors(found.errors);
      setFailure(Object.keys(found.errors).length > 0 ? '' : found.message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (comment: PublicComment) => {
    if (!window.confirm(t('boards.deleteCommentConfirm'))) return;
    setFailure('');
    setDone('');
    try {
      await apiSend<void>('DELETE', `${base}/${comment.id}`, locale);
      setComments((list) => list.filter((c) => c.id !== comment.id));
      setDone(t('boards.commentDeleted'));
      heading.current?.focus();
    } catch (err) {
      setFailure(serverErrors(err, t('member.failed')).message);
    }
  };

  if (!board.commentsEnabled && comments.length === 0) return null;
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" ref={heading} tabIndex={-1}>
        {t('boards.comments')} <span className="comments__count">{comments.length}</span>
      </h2>
      <FormStatus id="comment-status" success={done && <p>{done}</p>} failure={failure} />
      {comments.length === 0 ? (
        <p className="notice-list__status">{t('boards.noComments')}</p>
      ) : (
        <ul className="comment-list" data-testid="comments">
          {comments.map((c) => (
            <li key={c.id} className="comment">
              <p className="comment__meta">
                <strong>{c.author}</strong> <time dateTime={c.createdAt}>{formatDate(c.createdAt, locale)}</time>
              </p>
              <p className="comment__body plain-text">{c.body}</p>
              {c.mine && (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void remove(c)}
                  aria-label={t('boards.deleteCommentOf', { author: c.author })}
                >
                  {t('boards.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!board.commentsEnabled ? (
        <p className="field__hint">{t('boards.commentsClosed')}</p>
      ) : session ? (
        <form className="form comment-form" method="post" noValidate onSubmit={submit}>
          <TextAreaField
            ref={field}
            kit={kit}
            name="body"
            label={t('boards.commentLabel')}
            rows={3}
            max={COMMENT_MAX}
            value={body}
            onValue={setBody}
          />
          <div>
            <button type="submit" className="button button--primary" disabled={!ready || busy}>
              {busy ? t('member.submitting') : t('boards.commentSubmit')}
            </button>
          </div>
        </form>
      ) : (
        <p>
          <Link className="button" to={login}>
            {t('boards.loginToComment')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** `/boards/:board/:id`: one post with its files and comments. */
export function Component() {
  const { t, to, locale } = useI18n();
  const navigate = useNavigate();
  const { board, post, comments } = useLoaderData<typeof loader>();
  const [failure, setFailure] = useState('');
  const removePost = async () => {
    if (!window.confirm(t('boards.deletePostConfirm'))) return;
    try {
      await apiSend<void>('DELETE', `/v1/boards/${board.key}/posts/${post.id}`, locale);
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
          <header className="notice__header">
            <p className="notice__kicker">
              <Link to={to(`/boards/${board.key}`)}>{board.name}</Link>
            </p>
            <h1>{post.title}</h1>
            <p className="notice__meta">
              <span>
                {t('boards.author')} {post.author}
              </span>
              <span aria-hidden="true"> · </span>
              <span>
                {t('notices.date')} <time dateTime={post.createdAt}>{formatDate(post.createdAt, locale)}</time>
              </span>
              <span aria-hidden="true"> · </span>
              <span>
                {t('notices.views')} {post.views.toLocaleString()}
              </span>
            </p>
          </header>
          <RichText html={post.body} className="notice__body" />
          {post.files.length > 0 && (
            <section className="attachments" aria-labelledby="post-files">
              <h2 id="post-files">{t('boards.files')}</h2>
              <ul>
                {post.files.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} download={file.name} className="file-link">
                      {file.name} <span className="file-pick__size">({formatBytes(file.size, locale)})</span>
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
          <p className="actions">
            <Link className="button" to={to(`/boards/${board.key}`)}>
              {t('notices.backToList')}
            </Link>
            {post.mine && (
              <button type="button" className="button button--danger" onClick={() => void removePost()}>
                {t('boards.deletePost')}
              </button>
            )}
          </p>
        </article>
        <Comments board={board} post={post} initial={comments} />
      </div>
    </div>
  );
}

/** Stored HTML as one line of text (for the page description). */
function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The data is missing when a refresh found the post gone (the 404 page shows then). */
export const handle: { head: HeadFn<PostData | undefined> } = {
  head: ({ data, locale }) =>
    data
      ? { title: data.post.title, description: plainText(data.post.body).slice(0, 150) || data.board.name }
      : { title: catalog(locale).pages.notFoundTitle, description: catalog(locale).pages.notFoundBody, noindex: true },
};
