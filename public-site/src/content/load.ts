import type { Locale } from '@clinic/contract';
import type {
  ArticlePage,
  CostPage,
  HomeContent,
  InformationPage,
  PanoramaPage,
  SelfDiagnosisPage,
  SurgeryKey,
  SurgeryPage,
  TeamPage,
} from './types';

/**
 * Page content lives in `pages/<locale>/<key>.ts`, one module per page and language, so a visitor
 * downloads only the page they open, in their language.
 */
export interface ContentMap {
  home: HomeContent;
  greeting: ArticlePage;
  team: TeamPage;
  panorama: PanoramaPage;
  information: InformationPage;
  about: ArticlePage;
  'self-diagnosis': SelfDiagnosisPage;
  standards: ArticlePage;
  principles: ArticlePage;
  stockings: ArticlePage;
  drugs: ArticlePage;
  sclerotherapy: ArticlePage;
  'surgery-clarivein': SurgeryPage;
  'surgery-flebogrif': SurgeryPage;
  'surgery-venaseal': SurgeryPage;
  'surgery-rfa': SurgeryPage;
  'surgery-laser': SurgeryPage;
  'surgery-stripping': SurgeryPage;
  guide: ArticlePage;
  ex: ArticlePage;
  cost: CostPage;
}
export type ContentKey = keyof ContentMap;

export const SURGERY_KEYS: SurgeryKey[] = ['clarivein', 'flebogrif', 'venaseal', 'rfa', 'laser', 'stripping'];

const modules = import.meta.glob<{ default: unknown }>('./pages/*/*.ts');

export async function loadContent<K extends ContentKey>(key: K, locale: Locale): Promise<ContentMap[K]> {
  const load = modules[`./pages/${locale}/${key}.ts`];
  if (!load) throw new Error(`no content ${key} for ${locale}`);
  return (await load()).default as ContentMap[K];
}
