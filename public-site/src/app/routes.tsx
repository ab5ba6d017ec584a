/**
 * The route table: the same pages under `/` (ko) and `/en`, `/cn`, `/jp`. Each page is its own
 * chunk (`lazy`); content pages also load their text for that one language.
 */
import { useMemo, type ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale, type MemberKind, type Scope } from '@clinic/contract';
import { ensureCatalog, localeOf, useI18n, type MessagePath } from '../lib/i18n';
import type { HeadArgs, HeadInfo } from '../lib/seo/head';
import { factsOf, fillContentFacts } from '../lib/facts';
import { feeFactNames, namedFeeFacts, withNamedFees } from '../lib/feeLoader';
import { fetchSettings, fetchTreatments, rootRouteId, useSettings, type RootData } from '../lib/settings';
import {
  loadContent,
  pageContentOf,
  SURGERY_KEYS,
  withPageContent,
  type ContentKey,
  type ContentMap,
} from '../content/load';
import { Layout } from './layout/Layout';
import { LayoutError } from './layout/LayoutError';
import { PageError } from './layout/PageError';

/** The locale root's data: the site settings, loaded with the locale's texts. */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const locale = localeOf(request);
  const [settings, treatments] = await Promise.all([
    fetchSettings(locale),
    fetchTreatments(locale),
    ensureCatalog(locale),
  ]);
  return { settings, treatments };
}

/** A page whose text staff write in the console (`GET /v1/pages/{key}`, read by its loader). */
export interface ContentModule<T> {
  Page: (props: { content: T }) => React.ReactNode;
  /** The page's head; `key` is the page's (`surgery/venaseal`: its JSON-LD names the treatment's kind). */
  head: (content: T, args: HeadArgs, key: string) => HeadInfo;
  loader?: (args: LoaderFunctionArgs) => unknown;
}

function at(path: string | undefined): Pick<RouteObject, 'path' | 'index'> {
  return path === undefined ? { index: true } : { path };
}

/**
 * A page whose text is data: its loader reads the text in the page's language (a page that is not
 * there is the site's 404) beside the module's own loader, then the fees the text names
 * (`{{fee.laser}}`, `{{duration.laser}}`) from the fee table. The clinic's facts (`{{phone}}`,
 * `{{address}}`, …) are filled in from the live settings, in the page and in its head alike. Each
 * request reads the text afresh (the server's page cache is cleared when staff change it).
 */
function contentRoute<K extends ContentKey>(
  key: K | { path: string; keyOf: (args: Pick<LoaderFunctionArgs, 'params'>) => string },
  locale: Locale,
  load: () => Promise<ContentModule<ContentMap[K]>>,
): RouteObject {
  const fixed = typeof key === 'string';
  const keyOf = (args: Pick<LoaderFunctionArgs, 'params'>) => (fixed ? key : key.keyOf(args));
  return {
    ...at(fixed ? (key === 'home' ? undefined : key) : key.path),
    lazy: async () => {
      const mod = await load();
      const loader = async (args: LoaderFunctionArgs) => {
        const pageKey = keyOf(args);
        const [content, own] = await Promise.all([loadContent<ContentMap[K]>(pageKey, locale), mod.loader?.(args)]);
        const fees = withNamedFees(() => own, feeFactNames(content));
        return withPageContent(fees ? await fees(args) : own, content);
      };
      const filledFrom = (data: unknown, settings: Parameters<typeof factsOf>[0]) => {
        const content = pageContentOf<ContentMap[K]>(data);
        return fillContentFacts(content, {
          ...factsOf(settings, locale),
          ...namedFeeFacts(data, locale, feeFactNames(content)),
        });
      };
      const Component = () => {
        const settings = useSettings();
        const data = useLoaderData();
        const filled = useMemo(() => filledFrom(data, settings), [settings, data]);
        return <mod.Page content={filled} />;
      };
      return {
        Component,
        handle: {
          head: (args: HeadArgs) =>
            mod.head(filledFrom(args.data, args.settings), args, keyOf({ params: args.params })),
        },
        loader,
      };
    },
  } as RouteObject;
}

type Lazy = NonNullable<RouteObject['lazy']>;
const page = (path: string | undefined, lazy: Lazy): RouteObject => ({ ...at(path), lazy }) as RouteObject;
const article = () => import('../components/ArticleModule');

/** A page module behind the route guard: its title shows while the session is checked. */
interface GuardedModule {
  Component: ComponentType;
  title: MessagePath;
  handle?: unknown;
  /** Runs before the guard (no session needed): a 404 when the page's area is switched off. */
  loader?: (args: LoaderFunctionArgs) => unknown;
}

/** A route with a scope requirement (spec section 5): the guard decides before the page renders. */
function guarded(path: string, scope: Scope, load: () => Promise<GuardedModule>): RouteObject {
  return page(path, async () => {
    const [mod, { RouteGuard }] = await Promise.all([load(), import('./RouteGuard')]);
    const Page = mod.Component;
    function Component() {
      const { t } = useI18n();
      return (
        <RouteGuard scope={scope} title={t(mod.title)}>
          <Page />
        </RouteGuard>
      );
    }
    return { handle: mod.handle, Component, ...(mod.loader ? { loader: mod.loader } : {}) };
  });
}

const signup = (kind: MemberKind) => () => import('../features/member/SignupPage').then((m) => m.signupRoute(kind));

/** Every public page in one locale. Paths are relative to the locale root. */
export function pagesFor(l: Locale): RouteObject[] {
  return [
    contentRoute('home', l, () => import('../features/home/HomePage')),
    contentRoute('introduction', l, article),
    contentRoute('introduction/team', l, () => import('../features/introduction/TeamPage')),
    contentRoute('introduction/panorama', l, () => import('../features/introduction/PanoramaPage')),
    contentRoute('introduction/information', l, () => import('../features/introduction/InformationPage')),
    contentRoute('varicose', l, article),
    contentRoute('varicose/self-diagnosis', l, () => import('../features/varicose/SelfDiagnosisPage')),
    contentRoute('varicose/standards', l, article),
    contentRoute('varicose/principles', l, article),
    contentRoute('non-surgical/stockings', l, () => import('../features/treatments/ProcedurePage')),
    contentRoute('non-surgical/drugs', l, () => import('../features/treatments/ProcedurePage')),
    contentRoute('non-surgical/sclerotherapy', l, () => import('../features/treatments/ProcedurePage')),
    ...SURGERY_KEYS.map((key) => contentRoute(`surgery/${key}`, l, () => import('../features/treatments/SurgeryPage'))),
    // Treatments staff add (치료 방법): their pages are articles marked up as a MedicalProcedure.
    ...(['surgery', 'non-surgical'] as const).map((section) =>
      contentRoute<'non-surgical/sclerotherapy'>(
        { path: `${section}/:slug`, keyOf: ({ params }) => `${section}/${params.slug ?? ''}` },
        l,
        () => import('../features/treatments/ProcedurePage'),
      ),
    ),
    contentRoute('cost', l, () => import('../features/cost/CostPage')),
    contentRoute('guide', l, article),
    contentRoute('ex', l, article),
    page('review', () => import('../features/reviews/ReviewListPage')),
    guarded('review/write', 'user', () => import('../features/reviews/ReviewWritePage')),
    page('review/:id', () => import('../features/reviews/ReviewDetailPage')),
    page('center/faqs', () => import('../features/faqs/FaqPage')),
    page('center/notice', () => import('../features/notices/NoticeListPage')),
    page('center/notice/:id', () => import('../features/notices/NoticeDetailPage')),
    page('boards/:board', () => import('../features/boards/BoardListPage')),
    guarded('boards/:board/write', 'user', () => import('../features/boards/PostWritePage')),
    page('boards/:board/:id', () => import('../features/boards/PostPage')),
    page('default-form', () => import('../features/consultation/ConsultationPage')),
    page('privacy-policy', () => import('../features/terms/PrivacyPolicyPage')),
    page('terms-use', () => import('../features/terms/TermsOfUsePage')),
    guarded('mypage/myinfo', 'user', () => import('../features/member/MyInfoPage')),
    guarded('mypage/reviews', 'user', () => import('../features/mypage/MyReviewsPage')),
    guarded('mypage/questions', 'user', () => import('../features/mypage/MyQuestionsPage')),
    guarded('mypage/questions/new', 'user', () => import('../features/mypage/QuestionNewPage')),
    guarded('mypage/questions/:id', 'user', () => import('../features/mypage/QuestionDetailPage')),
    page('join/type', () => import('../features/member/JoinPage')),
    page('join/person', signup('PERSON')),
    page('join/company', signup('COMPANY')),
    page('join/foreign', signup('FOREIGN')),
    page('login', () => import('../features/member/LoginPage')),
    page('recovery', () => import('../features/member/RecoveryPage')),
    page('*', () => import('../features/pages/NotFoundPage')),
  ];
}

export const routes: RouteObject[] = LOCALES.map((locale) => ({
  id: rootRouteId(locale),
  path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
  // `/EN/cost` is not the English root (whose data the page would look for under `/en`): the server
  // redirects every other spelling to the lower-case address (api/src/http/pageAddress.ts); a render
  // or a client-side navigation that still meets one shows the 404 page, never an error.
  caseSensitive: true,
  Component: Layout,
  ErrorBoundary: LayoutError,
  loader: rootLoader,
  // A page's own failure (a 404 from its loader) renders inside the layout, header and footer kept.
  children: [{ id: `pages-${locale}`, ErrorBoundary: PageError, children: pagesFor(locale) }],
}));
