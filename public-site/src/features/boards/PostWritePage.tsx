import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import {
  BOARD_FILE_BYTES_MAX,
  BOARD_FILES_MAX,
  POST_TITLE_MAX,
  postInput,
  type PublicBoard,
  type PublicPost,
} from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { SubTabs } from '../../components/SubTabs';
import { FormStatus } from '../../components/form';
import { WriteForm, type WriteFormSpec } from '../../components/form/WriteForm';
import { useUploadForm } from '../../components/useUploadForm';
import type { Errors } from '../../lib/forms/errors';
import { apiSend } from '../../lib/api';
import { catalog, useI18n, type MessagePath, localeOf } from '../../lib/i18n';
import { hasScope, useSession } from '../../lib/session';
import { textLang } from '../../lib/textLang';
import { boardKeyOf, loadBoard } from './load';
import { endpoints } from '../../lib/endpoints';

/** A member's post is plain text; a long one is still far below the API's limit for HTML. */
const BODY_MAX = 10_000;
const FORM: WriteFormSpec<'title' | 'body'> = {
  title: { name: 'title', label: 'boards.titleLabel', max: POST_TITLE_MAX },
  body: { name: 'body', label: 'boards.body', rows: 12, max: BODY_MAX },
  files: { kind: 'attachments', label: 'boards.files', max: BOARD_FILES_MAX, maxBytes: BOARD_FILE_BYTES_MAX },
  submit: 'boards.submit',
};

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
  const upload = useUploadForm('post', { title: '', body: '' }, 'files');
  const mayWrite = board.writeAccess === 'members' || hasScope(session, 'console');

  const submit = upload.submitWith({
    schema: postInput,
    failed: t('member.failed'),
    extraChecks: (v): Errors => (v.body.length > BODY_MAX ? { body: t('boards.bodyTooLong', { num: BODY_MAX }) } : {}),
    send: async (body) => {
      const { post } = await apiSend<{ post: PublicPost }>('POST', endpoints.posts(board.key), locale, body);
      void navigate(to(`/boards/${board.key}/${post.id}`));
    },
  });

  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner narrow">
        <p className="notice__kicker" lang={textLang(board.name, locale)}>
          {board.name}
        </p>
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
            <FormStatus id="post-status" form={upload} />
            <WriteForm form={upload} spec={FORM} onSubmit={submit} cancelTo={to(`/boards/${board.key}`)} />
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
