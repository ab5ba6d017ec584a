import type { ArticlePage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { medicalProcedure } from '../../lib/seo/jsonLd';
import { ArticleView } from '../../components/Article';

/**
 * A treatment described as an article (sclerotherapy, compression stockings, medicines, and the
 * treatments staff add), marked up as a MedicalProcedure (a MedicalTherapy for the noninvasive ones).
 */
export function Page({ content }: { content: ArticlePage }) {
  return <ArticleView page={content} />;
}

export function head(content: ArticlePage, { locale }: HeadArgs, key: string): HeadInfo {
  return {
    title: content.title,
    description: content.description,
    jsonLd: [medicalProcedure({ key, locale, name: content.title, description: content.description })],
  };
}
