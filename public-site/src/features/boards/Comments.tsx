import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { COMMENT_MAX, commentInput, type PublicBoard, type PublicComment, type PublicPost } from '@clinic/contract';
import { FormStatus, SubmitButton, TextAreaField } from '../../components/form';
import { useLoginLink } from '../../components/LoginPrompt';
import { apiSend } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { parseWith, serverErrors } from '../../lib/forms/errors';
import { useContractForm } from '../../lib/forms/useContractForm';
import { formatDate } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { DataMessage, useTextLang } from '../../lib/textLang';

/** A post's comments: the list, a member's delete button on their own, and the form to write one. */
export function Comments({ board, post, initial }: { board: PublicBoard; post: PublicPost; initial: PublicComment[] }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const langOf = useTextLang();
  const login = useLoginLink();
  const [comments, setComments] = useState(initial);
  const draft = useContractForm('comment', { body: '' });
  const { values, set, failure, setFailure, form, kit, accept, send } = draft;
  const [done, setDone] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The loader's list is refreshed after hydration (then it knows which comments are mine).
  useEffect(() => setComments(initial), [initial]);

  /** The comment checked by the contract (an error focuses the text), then sent as parsed. */
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDone('');
    const { data, errors } = parseWith(commentInput, values, locale);
    if (!accept(errors) || !data) return;
    await send({
      send: async () => {
        const { comment } = await apiSend<{ comment: PublicComment }>(
          'POST',
          endpoints.comments(board.key, post.id),
          locale,
          data,
        );
        setComments((list) => [...list, comment]);
        set('body')('');
        setDone(t('boards.commentSaved'));
      },
      failed: t('member.failed'),
      focus: 'none',
    });
  };

  const remove = async (comment: PublicComment) => {
    if (!window.confirm(t('boards.deleteCommentConfirm'))) return;
    setFailure('');
    setDone('');
    try {
      await apiSend<void>('DELETE', endpoints.comment(board.key, post.id, comment.id), locale);
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
                <strong lang={langOf(c.author)}>{c.author}</strong>{' '}
                <time dateTime={c.createdAt}>{formatDate(c.createdAt, locale)}</time>
              </p>
              <p className="comment__body plain-text" lang={langOf(c.body)}>
                {c.body}
              </p>
              {c.mine && (
                // Named "Delete the comment by (author)" by its hidden words, not aria-label: an
                // attribute cannot mark the language of the author's name.
                <button type="button" className="button button--small" onClick={() => void remove(c)}>
                  <span aria-hidden="true">{t('boards.delete')}</span>
                  <span className="visually-hidden">
                    <DataMessage path="boards.deleteCommentOf" params={{ author: c.author }} />
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!board.commentsEnabled ? (
        <p className="field__hint">{t('boards.commentsClosed')}</p>
      ) : session ? (
        <form ref={form} className="form comment-form" method="post" noValidate onSubmit={submit}>
          <TextAreaField
            kit={kit}
            name="body"
            label={t('boards.commentLabel')}
            rows={3}
            max={COMMENT_MAX}
            value={values.body}
            onValue={set('body')}
          />
          <div>
            <SubmitButton form={draft} label={t('boards.commentSubmit')} />
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
