import { Link, data as routeData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicReview, PublicSettings } from '@clinic/contract';
import type { HeadFn } from '../../app/head';
import { localeOf } from '../../app/routes';
import { SubTabs } from '../../app/Layout';
import { Picture } from '../../components/Picture';
import { apiGet, ApiError, PRODUCT } from '../../lib/api';
import { useI18n } from '../../lib/i18n';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOf(request);
  if (!/^\d{1,10}$/.test(params.id ?? '')) throw routeData(null, { status: 404 });
  const { setting } = await apiGet<{ setting: PublicSettings }>(`/v1/${PRODUCT}/settings`, locale);
  if (!setting.onReview) throw routeData(null, { status: 404 });
  try {
    return await apiGet<{ review: PublicReview }>(`/v1/${PRODUCT}/reviews/${params.id}`, locale);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw routeData(null, { status: 404 });
    throw err;
  }
}

/** `/review/{id}`: one review with its images. */
export function Component() {
  const { t, to } = useI18n();
  const { review } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <SubTabs />
      <article className="page__inner article">
        <header className="article__header">
          <p className="notice__kicker">{t('reviews.title')}</p>
          <h1>{review.title}</h1>
        </header>
        {review.content && <p>{review.content}</p>}
        <ul className="review-images">
          {review.images.map((image, i) => (
            <li key={image.src}>
              <Picture
                image={image}
                alt={t('reviews.imageNumber', { title: review.title, n: i + 1 })}
                sizes="(max-width: 1024px) 92vw, 720px"
              />
            </li>
          ))}
        </ul>
        <p className="note">{t('reviews.disclaimer')}</p>
        <p>
          <Link className="button" to={to('/review')}>
            {t('notices.backToList')}
          </Link>
        </p>
      </article>
    </div>
  );
}

export const handle: { head: HeadFn<{ review: PublicReview }> } = {
  head: ({ data }) => ({
    title: data.review.title,
    description: (data.review.content || data.review.title).slice(0, 150),
  }),
};
