import { useNavigate } from 'react-router';
import {
  QUESTION_CATEGORIES,
  QUESTION_FILE_BYTES_MAX,
  QUESTION_FILES_MAX,
  questionInput,
  type OwnQuestion,
  QUESTION_BODY_MAX,
  QUESTION_TITLE_MAX,
} from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { FormStatus } from '../../components/form';
import { SelectField } from '../../components/form/SelectField';
import { WriteForm, type WriteFormSpec } from '../../components/form/WriteForm';
import { useUploadForm } from '../../components/useUploadForm';
import { MyPageTabs } from '../../components/MyPageTabs';
import { apiSend } from '../../lib/api';
import { catalog, useI18n, type MessagePath } from '../../lib/i18n';
import { categoryLabel } from './questionLabels';
import { endpoints } from '../../lib/endpoints';

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'questions.newTitle';

const FORM: WriteFormSpec<'category' | 'title' | 'body'> = {
  title: { name: 'title', label: 'questions.subject', max: QUESTION_TITLE_MAX },
  body: { name: 'body', label: 'questions.body', rows: 10, max: QUESTION_BODY_MAX },
  files: { kind: 'attachments', label: 'questions.files', max: QUESTION_FILES_MAX, maxBytes: QUESTION_FILE_BYTES_MAX },
  submit: 'questions.submit',
};

/** `/mypage/questions/new` (members): category, title, text and up to three files; private to the member and staff. */
export function Component() {
  const { t, to, locale } = useI18n();
  const navigate = useNavigate();
  const upload = useUploadForm('question', { category: '', title: '', body: '' }, 'files');

  const submit = upload.submitWith({
    schema: questionInput,
    failed: t('member.failed'),
    send: async (body) => {
      const { question } = await apiSend<{ question: OwnQuestion }>('POST', endpoints.questions(), locale, body);
      void navigate(to(`/mypage/questions/${question.id}`), { state: { sent: true } });
    },
  });

  return (
    <div className="page">
      <MyPageTabs />
      <div className="page__inner narrow">
        <h1>{t('questions.newTitle')}</h1>
        <p className="page__lead">{t('questions.privateNote')}</p>
        <FormStatus id="question-status" form={upload} />
        <WriteForm
          form={upload}
          spec={FORM}
          onSubmit={submit}
          cancelTo={to('/mypage/questions')}
          lead={
            <SelectField
              kit={upload.kit}
              name="category"
              label={t('questions.category')}
              options={QUESTION_CATEGORIES.map((c) => [c, t(categoryLabel(c))] as const)}
              value={upload.values.category}
              onChange={(e) => upload.set('category')(e.target.value)}
            />
          }
        />
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
