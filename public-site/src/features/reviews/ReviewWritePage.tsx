import { useState } from 'react';
import { Link, data as routeData, type LoaderFunctionArgs } from 'react-router';
import {
  MEMBER_REVIEW_CONTENT_MAX,
  MEMBER_REVIEW_IMAGES_MAX,
  MEMBER_REVIEW_TITLE_MAX,
  TREATMENTS,
  memberReviewInput,
  type OwnMemberReview,
  type PublicSettings,
} from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { SubTabs } from '../../app/Layout';
import { FilePicker } from '../../components/FilePicker';
import { useUploadForm } from '../../components/useUploadForm';
import {
  describe,
  FieldError,
  focusLater,
  FormStatus,
  Mark,
  TextAreaField,
  TextField,
  useReady,
} from '../../components/form';
import { apiGet, apiSend, PRODUCT } from '../../lib/api';
import { catalog, useI18n, type MessagePath } from '../../lib/i18n';

/** The size the API takes per review image. */
const IMAGE_BYTES_MAX = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,.avif,' + IMAGE_TYPES.join(',');

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'memberReviews.writeTitle';

/** Like every review route, writing exists only while `onReview` is on. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { setting } = await apiGet<{ setting: PublicSettings }>(`/v1/${PRODUCT}/settings`, localeOf(request));
  if (!setting.onReview) throw routeData(null, { status: 404 });
  return null;
}

/** `/review/write` (members only): title, treatment, text and up to five photos; staff approve before it shows. */
export function Component() {
  const { t, to, locale } = useI18n();
  const ready = useReady();
  const [sent, setSent] = useState<OwnMemberReview | null>(null);
  const {
    values,
    set,
    files: images,
    setFiles: setImages,
    setErrors,
    failure,
    busy,
    form,
    status,
    kit,
    reset,
    submitWith,
  } = useUploadForm('review', { title: '', treatment: '', content: '' }, 'images');

  const submit = submitWith({
    schema: memberReviewInput,
    failed: t('memberReviews.failed'),
    send: async (body) => {
      const answer = await apiSend<{ review: OwnMemberReview }>('POST', `/v1/${PRODUCT}/reviews2`, locale, body);
      setSent(answer.review);
      reset();
      focusLater(status);
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
          statusRef={status}
          failure={failure}
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
            <form ref={form} className="form" method="post" encType="multipart/form-data" noValidate onSubmit={submit}>
              <p className="form__required-note">{t('member.requiredNote')}</p>
              <TextField
                kit={kit}
                name="title"
                label={t('memberReviews.titleLabel')}
                required
                maxLength={MEMBER_REVIEW_TITLE_MAX}
                value={values.title}
                onValue={set('title')}
              />
              <div className="field">
                <label htmlFor={kit.id('treatment')}>
                  {t('memberReviews.treatment')} <Mark required />
                </label>
                <select
                  {...describe(kit, 'treatment')}
                  required
                  value={values.treatment}
                  onChange={(e) => set('treatment')(e.target.value)}
                >
                  <option value="" disabled>
                    {t('consultation.choose')}
                  </option>
                  {TREATMENTS.map((key) => (
                    <option key={key} value={key}>
                      {t(`treatments.${key}`)}
                    </option>
                  ))}
                </select>
                <FieldError kit={kit} name="treatment" />
              </div>
              <TextAreaField
                kit={kit}
                name="content"
                label={t('memberReviews.content')}
                rows={10}
                required
                max={MEMBER_REVIEW_CONTENT_MAX}
                value={values.content}
                onValue={set('content')}
              />
              <FilePicker
                kit={kit}
                name="images"
                label={t('memberReviews.images')}
                hint={t('memberReviews.imagesHint', {
                  num: MEMBER_REVIEW_IMAGES_MAX,
                  mb: IMAGE_BYTES_MAX / 1024 / 1024,
                })}
                accept={IMAGE_ACCEPT}
                types={IMAGE_TYPES}
                typeError="imageType"
                max={MEMBER_REVIEW_IMAGES_MAX}
                maxBytes={IMAGE_BYTES_MAX}
                files={images}
                preview
                onFiles={setImages}
                onProblem={(message) => setErrors((e) => ({ ...e, images: message }))}
              />
              <button type="submit" className="button button--primary button--wide" disabled={!ready || busy}>
                {busy ? t('member.submitting') : t('memberReviews.submit')}
              </button>
            </form>
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
