import type { ArticlePage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { medicalProcedure } from '../../lib/seo/jsonLd';
import { ArticleView } from '../../components/Article';

/** A treatment described as an article (sclerotherapy), marked up as a MedicalProcedure. */
export function Page({ content }: { content: ArticlePage }) {
  return <ArticleView page={content} />;
}

export function head(content: ArticlePage, _args: HeadArgs): HeadInfo {
  return {
    title: content.title,
    description: content.description,
    jsonLd: medicalProcedure(content.title, content.description),
  };
}
