import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import {
  BOARD_FILE_BYTES_MAX,
  BOARD_FILES_MAX,
  POST_TITLE_MAX,
  postInput,
  type PublicBoard,
  type PublicPost,
} from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { SubTabs } from '../../app/Layout';
import { FilePicker } from '../../components/FilePicker';
import { useUploadForm } from '../../components/useUploadForm';
import { FormStatus, TextAreaField, TextField, useReady, type Errors } from '../../components/form';
import { apiSend } from '../../lib/api';
import { catalog, useI18n, type MessagePath } from '../../lib/i18n';
import { hasScope, useSession } from '../../lib/session';
import { boardKeyOf, loadBoard } from './load';

const FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
const FILE_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,' + FILE_TYPES.join(',');
/** A member's post is plain text; a long one is still far below the API's limit for HTML. */
const BODY_MAX = 10_000;

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'boards.writeTitle';

export function loader({ request, params }: LoaderFunctionArgs): Promise<{ board: PublicBoard }> {
  return loadBoard(boardKeyOf(params), localeOf(request));
}

/** `/boards/:board/write` (members, where the board lets members write): title, text, files. */
export function Component() {
  const { t, to, locale } = useI18n();
  const { board } = useLoaderData<typeof loader>();
  const session = useSession();
  const navigate = useNavigate();
  const ready = useReady();
  const { values, set, files, setFiles, setErrors, failure, busy, form, status, kit, submitWith } = useUploadForm(
    'post',
    { title: '', body: '' },
    'files',
  );
  const mayWrite = board.writeAccess === 'members' || hasScope(session, 'console');

  const submit = submitWith({
    schema: postInput,
    failed: t('member.failed'),
    extraChecks: (v): Errors => (v.body.length > BODY_MAX ? { body: t('boards.bodyTooLong', { num: BODY_MAX }) } : {}),
    send: async (body) => {
      const { post } = await apiSend<{ post: PublicPost }>('POST', `/v1/boards/${board.key}/posts`, locale, body);
      void navigate(to(`/boards/${board.key}/${post.id}`));
    },
  });

  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner narrow">
        <p className="notice__kicker">{board.name}</p>
        <h1>{t('boards.writeTitle')}</h1>
        {!mayWrite ? (
          <>
            <p>{t('boards.staffOnly')}</p>
            <p>
              <Link className="button" to={to(`/boards/${board.key}`)}>
                {t('notices.backToList')}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="page__lead">{t('boards.writeNote')}</p>
            <FormStatus id="post-status" statusRef={status} failure={failure} />
            <form ref={form} className="form" method="post" encType="multipart/form-data" noValidate onSubmit={submit}>
              <p className="form__required-note">{t('member.requiredNote')}</p>
              <TextField
                kit={kit}
                name="title"
                label={t('boards.titleLabel')}
                required
                maxLength={POST_TITLE_MAX}
                value={values.title}
                onValue={set('title')}
              />
              <TextAreaField
                kit={kit}
                name="body"
                label={t('boards.body')}
                rows={12}
                required
                max={BODY_MAX}
                value={values.body}
                onValue={set('body')}
              />
              <FilePicker
                kit={kit}
                name="files"
                label={t('boards.files')}
                hint={t('questions.filesHint', { num: BOARD_FILES_MAX, mb: BOARD_FILE_BYTES_MAX / 1024 / 1024 })}
                accept={FILE_ACCEPT}
                types={FILE_TYPES}
                typeError="fileType"
                max={BOARD_FILES_MAX}
                maxBytes={BOARD_FILE_BYTES_MAX}
                files={files}
                onFiles={setFiles}
                onProblem={(message) => setErrors((e) => ({ ...e, files: message }))}
              />
              <div className="actions">
                <button type="submit" className="button button--primary" disabled={!ready || busy}>
                  {busy ? t('member.submitting') : t('boards.submit')}
                </button>
                <Link className="button" to={to(`/boards/${board.key}`)}>
                  {t('member.cancel')}
                </Link>
              </div>
            </form>
          </>
        )}
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).boards.writeTitle,
    description: catalog(locale).boards.writeNote,
    noindex: true,
  }),
};
