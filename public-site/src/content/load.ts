import type { Locale, PublicPage, PublicTreatment } from '@clinic/contract';
import { apiGet } from '../lib/api';
import { endpoints } from '../lib/endpoints';
import { orNotFound } from '../lib/notFound';
import { fetchTreatments } from '../lib/settings';
import type {
  ArticlePage,
  CostPage,
  HomeContent,
  InformationPage,
  PanoramaPage,
  SelfDiagnosisPage,
  SurgeryCard,
  SurgeryKey,
  SurgeryPage,
  TeamPage,
} from './types';

/**
 * The pages whose text staff write in the console, by key (the page's address below the locale
 * prefix; `home` is the main page), with the shape of their text. The text arrives with the page's
 * data (`GET /v1/pages/{key}`), in the page's language: none of it is in the site's JavaScript.
 */
export interface ContentMap {
  home: HomeContent;
  introduction: ArticlePage;
  'introduction/team': TeamPage;
  'introduction/panorama': PanoramaPage;
  'introduction/information': InformationPage;
  varicose: ArticlePage;
  'varicose/self-diagnosis': SelfDiagnosisPage;
  'varicose/standards': ArticlePage;
  'varicose/principles': ArticlePage;
  'non-surgical/stockings': ArticlePage;
  'non-surgical/drugs': ArticlePage;
  'non-surgical/sclerotherapy': ArticlePage;
  'surgery/clarivein': SurgeryPage;
  'surgery/flebogrif': SurgeryPage;
  'surgery/venaseal': SurgeryPage;
  'surgery/rfa': SurgeryPage;
  'surgery/laser': SurgeryPage;
  'surgery/stripping': SurgeryPage;
  guide: ArticlePage;
  ex: ArticlePage;
  cost: CostPage;
}
export type ContentKey = keyof ContentMap;

export const SURGERY_KEYS: SurgeryKey[] = ['clarivein', 'flebogrif', 'venaseal', 'rfa', 'laser', 'stripping'];

/**
 * The text of page `key` in `locale`; a page that is not there is the site's 404. The main page's
 * treatment cards are the treatments shown with a card (치료 방법), in their order.
 */
export async function loadContent<T>(key: string, locale: Locale): Promise<T> {
  const [{ page }, treatments] = await Promise.all([
    orNotFound(() => apiGet<{ page: PublicPage }>(endpoints.page(key), locale)),
    key === 'home' ? fetchTreatments(locale) : undefined,
  ]);
  if (key === 'home' && treatments) {
    const home = page.content as HomeContent;
    return { ...home, surgeries: { ...home.surgeries, cards: treatments.flatMap(cardOf) } } as T;
  }
  return page.content as T;
}

/** A treatment's card on the main page, when it has one. */
function cardOf(treatment: PublicTreatment): SurgeryCard[] {
  const { card } = treatment;
  if (!card) return [];
  return [
    {
      key: treatment.slug,
      path: treatment.path,
      nameKo: card.title,
      nameEn: treatment.nameEn,
      subject: card.subject,
      contents: card.lines,
      photoAlt: card.pictureAlt,
      illustration: card.illustration,
      picture: card.picture,
    },
  ];
}

/** Where a page's loader data carries its text (beside the page's own data). */
const CONTENT_KEY = 'pageContent';

/** The loader data of a page: its module's own (an object, or nothing) and the page's text. */
export function withPageContent(data: unknown, content: unknown): Record<string, unknown> {
  const own = data !== null && typeof data === 'object' && !(data instanceof Response) ? data : {};
  return { ...own, [CONTENT_KEY]: content };
}

/** A page's text, from its loader data (see withPageContent). */
export function pageContentOf<T>(data: unknown): T {
  return (data as Record<string, unknown>)[CONTENT_KEY] as T;
}
