import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicNoticeAnswer } from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { koreaDateTime, newsArticle } from '../../lib/seo/jsonLd';
import { recordHead } from '../../lib/seo/records';
import { BackToList } from '../../components/BackToList';
import { PostHeader } from '../../components/PostHeader';
import { SubTabs } from '../../components/SubTabs';
import { apiGet } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { describeHtml } from '../../lib/html';
import { factsOf, fillFactsInHtml } from '../../lib/facts';
import { RichText } from '../../components/RichText';
import { useI18n, localeOf } from '../../lib/i18n';
import { notFound, orNotFound } from '../../lib/notFound';
import { textLang } from '../../lib/textLang';

export async function loader({ request, params }: LoaderFunctionArgs): Promise<PublicNoticeAnswer> {
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) notFound();
  return orNotFound(() => apiGet<PublicNoticeAnswer>(endpoints.notice(id), localeOf(request)));
}

/** `/center/notice/:id`: one notice, its text (stored HTML), and the neighbouring notices. */
export function Component() {
  const { t, to, locale } = useI18n();
  const { notification: notice } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <SubTabs />
      <div className="page__inner">
        <article className="notice">
          {/* In the page's language when staff translated the notice into it, else in Korean (marked `lang`). */}
          <PostHeader
            kicker={t('notices.title')}
            title={notice.title}
            language={notice.lang}
            date={notice.publishedAt}
            views={notice.views}
          />
          <RichText html={notice.body} className="notice__body" language={notice.lang} />
          <nav className="notice__neighbours" aria-label={t('notices.neighbours')}>
            <dl>
              <div>
                <dt>{t('notices.previous')}</dt>
                <dd>
                  {notice.previous ? (
                    <Link
                      to={to(`/center/notice/${notice.previous.id}`)}
                      lang={textLang(notice.previous.title, locale, notice.previous.lang)}
                    >
                      {notice.previous.title}
                    </Link>
                  ) : (
                    t('notices.none')
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('notices.next')}</dt>
                <dd>
                  {notice.next ? (
                    <Link
                      to={to(`/center/notice/${notice.next.id}`)}
                      lang={textLang(notice.next.title, locale, notice.next.lang)}
                    >
                      {notice.next.title}
                    </Link>
                  ) : (
                    t('notices.none')
                  )}
                </dd>
              </div>
            </dl>
          </nav>
          <BackToList to={to('/center/notice')} />
        </article>
      </div>
    </div>
  );
}

/**
 * A notice in the page's language has its own title and words as the head; one shown in Korean on a
 * page in another language is described in the page's language (recordHead). Its JSON-LD is a
 * NewsArticle with its times in Korea time.
 */
export const handle: { head: HeadFn<PublicNoticeAnswer> } = {
  head: ({ data, settings, locale }) => {
    const notice = data.notification;
    const body = fillFactsInHtml(notice.body, factsOf(settings, locale));
    const summary = describeHtml(body);
    return {
      ...recordHead({
        kind: 'notice',
        locale,
        lang: notice.lang,
        title: notice.title,
        summary,
        settings,
        date: notice.publishedAt,
      }),
      article: { publishedTime: koreaDateTime(notice.publishedAt), modifiedTime: koreaDateTime(notice.updatedAt) },
      jsonLd: [
        newsArticle({
          locale,
          path: `/center/notice/${notice.id}`,
          headline: notice.title,
          description: summary,
          lang: notice.lang,
          body,
          publishedAt: notice.publishedAt,
          updatedAt: notice.updatedAt,
          settings,
        }),
      ],
    };
  },
};
