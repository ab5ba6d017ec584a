import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import {
  IMAGE_BYTES_MAX,
  MEMBER_REVIEW_CONTENT_MAX,
  MEMBER_REVIEW_IMAGES_MAX,
  MEMBER_REVIEW_TITLE_MAX,
  TREATMENTS,
  memberReviewInput,
  type OwnMemberReview,
} from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { SubTabs } from '../../components/SubTabs';
import { FormStatus } from '../../components/form';
import { SelectField } from '../../components/form/SelectField';
import { WriteForm, type WriteFormSpec } from '../../components/form/WriteForm';
import { useUploadForm } from '../../components/useUploadForm';
import { focusLater } from '../../lib/forms/focus';
import { apiSend } from '../../lib/api';
import { requireReviews } from '../../lib/settings';
import { catalog, useI18n, type MessagePath, localeOf } from '../../lib/i18n';
import { endpoints } from '../../lib/endpoints';

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'memberReviews.writeTitle';

/** Like every review route, writing exists only while `onReview` is on. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireReviews(localeOf(request));
  return null;
}

/** The review's text is its `content`; its files are photos (previewed). */
const FORM: WriteFormSpec<'title' | 'treatment' | 'content'> = {
  submit: 'memberReviews.submit',
  title: { name: 'title', label: 'memberReviews.titleLabel', max: MEMBER_REVIEW_TITLE_MAX },
  body: { name: 'content', label: 'memberReviews.content', rows: 10, max: MEMBER_REVIEW_CONTENT_MAX },
  files: { kind: 'images', label: 'memberReviews.images', max: MEMBER_REVIEW_IMAGES_MAX, maxBytes: IMAGE_BYTES_MAX },
};

/** `/review/write` (members only): title, treatment, text and up to five photos; staff approve before it shows. */
export function Component() {
  const { t, to, locale } = useI18n();
  const [sent, setSent] = useState<OwnMemberReview | null>(null);
  const upload = useUploadForm('review', { title: '', treatment: '', content: '' }, 'images');

  const submit = upload.submitWith({
    schema: memberReviewInput,
    failed: t('memberReviews.failed'),
    send: async (body) => {
      const answer = await apiSend<{ review: OwnMemberReview }>('POST', endpoints.memberReviews(), locale, body);
      setSent(answer.review);
      upload.reset();
      focusLater(upload.status);
    },
  });

  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner narrow">
        <h1>{t('memberReviews.writeTitle')}</h1>
        <p className="page__lead">{t('memberReviews.writeIntro')}</p>
        <FormStatus
          id="review-status"
          form={upload}
          success={
            sent && (
              <>
                <p>{t('memberReviews.sent')}</p>
                <p className="actions">
                  <Link className="button" to={to('/mypage/reviews')}>
                    {t('memberReviews.toMyReviews')}
                  </Link>
                  <Link className="button" to={to('/review')}>
                    {t('notices.backToList')}
                  </Link>
                </p>
              </>
            )
          }
        />
        {!sent && (
          <>
            <section className="rules" aria-labelledby="review-rules-title">
              <h2 id="review-rules-title">{t('memberReviews.rulesTitle')}</h2>
              <ul>
                <li>{t('memberReviews.ruleAdvertising')}</li>
                <li>{t('memberReviews.rulePrivacy')}</li>
                <li>{t('memberReviews.ruleReview')}</li>
              </ul>
            </section>
            <WriteForm form={upload} spec={FORM} onSubmit={submit}>
              <SelectField
                kit={upload.kit}
                name="treatment"
                label={t('memberReviews.treatment')}
                options={TREATMENTS.map((key) => [key, t(`treatments.${key}`)] as const)}
                value={upload.values.treatment}
                onChange={(e) => upload.set('treatment')(e.target.value)}
              />
            </WriteForm>
          </>
        )}
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).memberReviews.writeTitle,
    description: catalog(locale).memberReviews.writeIntro,
    noindex: true,
  }),
};
