import { Link, useNavigate } from 'react-router';
import {
  QUESTION_CATEGORIES,
  QUESTION_FILE_BYTES_MAX,
  QUESTION_FILES_MAX,
  questionInput,
  type OwnQuestion,
  QUESTION_BODY_MAX,
  QUESTION_TITLE_MAX,
} from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { FilePicker } from '../../components/FilePicker';
import { useUploadForm } from '../../components/useUploadForm';
import { describe, FieldError, FormStatus, Mark, TextAreaField, TextField, useReady } from '../../components/form';
import { MyPageTabs } from '../../components/MyPageTabs';
import { apiSend } from '../../lib/api';
import { catalog, useI18n, type MessagePath } from '../../lib/i18n';
import { categoryLabel } from './questionLabels';

const FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
const FILE_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,' + FILE_TYPES.join(',');

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'questions.newTitle';

/** `/mypage/questions/new` (members): category, title, text and up to three files; private to the member and staff. */
export function Component() {
  const { t, to, locale } = useI18n();
  const navigate = useNavigate();
  const ready = useReady();
  const { values, set, files, setFiles, setErrors, failure, busy, form, status, kit, submitWith } = useUploadForm(
    'question',
    { category: '', title: '', body: '' },
    'files',
  );

  const submit = submitWith({
    schema: questionInput,
    failed: t('member.failed'),
    send: async (body) => {
      const { question } = await apiSend<{ question: OwnQuestion }>('POST', '/v1/center/questions', locale, body);
      void navigate(to(`/mypage/questions/${question.id}`), { state: { sent: true } });
    },
  });

  return (
    <div className="page">
      <MyPageTabs />
      <div className="page__inner narrow">
        <h1>{t('questions.newTitle')}</h1>
        <p className="page__lead">{t('questions.privateNote')}</p>
        <FormStatus id="question-status" statusRef={status} failure={failure} />
        <form ref={form} className="form" method="post" encType="multipart/form-data" noValidate onSubmit={submit}>
          <p className="form__required-note">{t('member.requiredNote')}</p>
          <div className="field">
            <label htmlFor={kit.id('category')}>
              {t('questions.category')} <Mark required />
            </label>
            <select
              {...describe(kit, 'category')}
              required
              value={values.category}
              onChange={(e) => set('category')(e.target.value)}
            >
              <option value="" disabled>
                {t('consultation.choose')}
              </option>
              {QUESTION_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(categoryLabel(c))}
                </option>
              ))}
            </select>
            <FieldError kit={kit} name="category" />
          </div>
          <TextField
            kit={kit}
            name="title"
            label={t('questions.subject')}
            required
            maxLength={QUESTION_TITLE_MAX}
            value={values.title}
            onValue={set('title')}
          />
          <TextAreaField
            kit={kit}
            name="body"
            label={t('questions.body')}
            rows={10}
            required
            max={QUESTION_BODY_MAX}
            value={values.body}
            onValue={set('body')}
          />
          <FilePicker
            kit={kit}
            name="files"
            label={t('questions.files')}
            hint={t('questions.filesHint', { num: QUESTION_FILES_MAX, mb: QUESTION_FILE_BYTES_MAX / 1024 / 1024 })}
            accept={FILE_ACCEPT}
            types={FILE_TYPES}
            typeError="fileType"
            max={QUESTION_FILES_MAX}
            maxBytes={QUESTION_FILE_BYTES_MAX}
            files={files}
            onFiles={setFiles}
            onProblem={(message) => setErrors((e) => ({ ...e, files: message }))}
          />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={!ready || busy}>
              {busy ? t('member.submitting') : t('questions.submit')}
            </button>
            <Link className="button" to={to('/mypage/questions')}>
              {t('member.cancel')}
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).questions.newTitle,
    description: catalog(locale).questions.privateNote,
    noindex: true,
  }),
};
