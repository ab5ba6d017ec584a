import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicMemberReview, PublicReview } from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { recordHead } from '../../lib/seo/records';
import { describeText } from '../../lib/html';
import { BackToList } from '../../components/BackToList';
import { SubTabs } from '../../components/SubTabs';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Picture } from '../../components/Picture';
import { apiGet, ApiError } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { catalog, useI18n, localeOf } from '../../lib/i18n';
import { notFound, orNotFound } from '../../lib/notFound';
import { requireReviews } from '../../lib/settings';
import { useTextLang } from '../../lib/textLang';
import { MemberReviewMeta, useReviewPhotoAlt } from './cards';

export type ReviewDetailData =
  { kind: 'curated'; review: PublicReview } | { kind: 'member'; review: PublicMemberReview } | { kind: 'membersOnly' };

/**
 * `/review/{id}` is a curated review card, `/review/m{id}` a member's approved review. Both exist
 * only while `onReview` is on; when reviews are for members only, a logged-out visitor is asked to
 * log in.
 */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<ReviewDetailData> {
  const locale = localeOf(request);
  const match = /^(m?)(\d{1,10})$/.exec(params.id ?? '');
  if (!match) notFound();
  await requireReviews(locale);
  const [, member, id = ''] = match;
  try {
    return await orNotFound<ReviewDetailData>(async () => {
      if (member) {
        const { review } = await apiGet<{ review: PublicMemberReview }>(endpoints.memberReview(id), locale);
        return { kind: 'member', review };
      }
      const { review } = await apiGet<{ review: PublicReview }>(endpoints.review(id), locale);
      return { kind: 'curated', review };
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { kind: 'membersOnly' };
    throw err;
  }
}

function Paragraphs({ text }: { text: string }) {
  const langOf = useTextLang();
  return (
    <div className="review-text" lang={langOf(text)}>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}

/** One review with its text and images. */
export function Component() {
  const { t, to } = useI18n();
  const langOf = useTextLang();
  const photoAlt = useReviewPhotoAlt();
  const data = useLoaderData<typeof loader>();
  const back = <BackToList to={to('/review')} />;
  if (data.kind === 'membersOnly') {
    return (
      <div className="page">
        <SubTabs />
        <div className="page__inner narrow">
          <h1>{t('reviews.title')}</h1>
          <LoginPrompt title={t('memberReviews.membersOnlyTitle')}>{t('memberReviews.membersOnly')}</LoginPrompt>
          {back}
        </div>
      </div>
    );
  }
  const { review } = data;
  return (
    <div className="page">
      <SubTabs />
      <article className="page__inner article">
        <header className="article__header">
          <p className="notice__kicker">
            {data.kind === 'member' ? t('memberReviews.memberTitle') : t('memberReviews.curatedTitle')}
          </p>
          <h1 lang={langOf(review.title)}>{review.title}</h1>
          {data.kind === 'member' && <MemberReviewMeta review={data.review} />}
        </header>
        {review.content && <Paragraphs text={review.content} />}
        {review.images.length > 0 && (
          <ul className="review-images">
            {review.images.map((image, i) => (
              <li key={image.src}>
                <Picture image={image} alt={photoAlt(review.title, i + 1)} sizes="(max-width: 1024px) 92vw, 720px" />
              </li>
            ))}
          </ul>
        )}
        <p className="note">{t('reviews.disclaimer')}</p>
        {back}
      </article>
    </div>
  );
}

/** The data is missing when a refresh found the review gone (the 404 page shows then). */
export const handle: { head: HeadFn<ReviewDetailData | undefined> } = {
  head: ({ data, locale, settings }) =>
    !data || data.kind === 'membersOnly'
      ? { title: catalog(locale).reviews.title, description: catalog(locale).memberReviews.membersOnly, noindex: true }
      : recordHead({
          kind: 'review',
          locale,
          lang: 'ko',
          title: data.review.title,
          // The title first: the demo's example cards share one text.
          summary: describeText(`${data.review.title}: ${data.review.content}`),
          settings,
          ...(data.kind === 'member' ? { date: data.review.createdAt } : {}),
        }),
};
