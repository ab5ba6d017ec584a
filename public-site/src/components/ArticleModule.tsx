import type { ArticlePage } from '../content/types';
import type { HeadArgs, HeadInfo } from '../lib/seo/head';
import { ArticleView } from './Article';

/** A plain content page: title, lead and sections. */
export function Page({ content }: { content: ArticlePage }) {
  return <ArticleView page={content} />;
}

export function head(content: ArticlePage, _args: HeadArgs): HeadInfo {
  return { title: content.title, description: content.description };
}
