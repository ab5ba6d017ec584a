import type { RouteObject } from 'react-router';
import { DEFAULT_LOCALE, LOCALES } from '@clinic/contract';
import type { MessagePath } from '../lib/i18n';
import { Layout } from './Layout';
import { menu, type MenuItem } from './menu';
import { HomePage } from '../features/home/HomePage';
import { NoticeListPage } from '../features/notices/NoticeListPage';
import { NoticeDetailPage } from '../features/notices/NoticeDetailPage';
import { ComingSoonPage } from '../features/pages/ComingSoonPage';
import { NotFoundPage } from '../features/pages/NotFoundPage';

/** Pages that are built; every other public path of the spec answers "준비 중" for now. */
const built: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'center/notice', element: <NoticeListPage /> },
  { path: 'center/notice/:id', element: <NoticeDetailPage /> },
];

const extraPaths: Array<[path: string, title: MessagePath]> = [
  ['/review/write', 'menu.review'],
  ['/review/:id', 'menu.review'],
  ['/privacy-policy', 'footer.privacy'],
  ['/terms-use', 'footer.terms'],
  ['/mypage/myinfo', 'site.mypage'],
  ['/join/type', 'site.join'],
  ['/login', 'site.login'],
];

function leaves(items: MenuItem[]): Array<[string, MessagePath]> {
  return items.flatMap((item) =>
    item.children ? leaves(item.children) : item.path ? [[item.path, item.title] as [string, MessagePath]] : [],
  );
}

const builtPaths = new Set(built.map((r) => '/' + (r.path ?? '')));
const comingSoon: RouteObject[] = [...leaves(menu), ...extraPaths]
  .filter(([path]) => !builtPaths.has(path))
  .map(([path, title]) => ({ path: path.slice(1), element: <ComingSoonPage title={title} /> }));

const pages: RouteObject[] = [...built, ...comingSoon, { path: '*', element: <NotFoundPage /> }];

/** ko at `/`, the others under `/en`, `/cn`, `/jp`: the same pages in each. */
export const routes: RouteObject[] = LOCALES.map((locale) => ({
  path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
  element: <Layout locale={locale} />,
  children: pages,
}));
