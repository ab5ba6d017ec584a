import { useRouteLoaderData } from 'react-router';
import type { Locale, PublicSettings, PublicTreatment } from '@clinic/contract';
import { apiGet } from './api';
import { endpoints } from './endpoints';
import { useI18n } from './i18n';
import { notFound } from './notFound';

/** What the locale root's loader gives every page below it. */
export interface RootData {
  settings: PublicSettings;
  /** The treatments shown (치료 방법): the menu on every page, the main page's cards. */
  treatments: PublicTreatment[];
}

/** The id of a locale's root route, whose loader holds the settings. */
export function rootRouteId(locale: Locale): string {
  return `root-${locale}`;
}

/** The site settings as the API has them now (phone, links, business details, onReview). */
export async function fetchSettings(locale: Locale): Promise<PublicSettings> {
  const { setting } = await apiGet<{ setting: PublicSettings }>(endpoints.settings(), locale);
  return setting;
}

/** The treatments shown, in their order, in the page's language. */
export async function fetchTreatments(locale: Locale): Promise<PublicTreatment[]> {
  return (await apiGet<{ treatments: PublicTreatment[] }>(endpoints.treatments(), locale)).treatments;
}

/** Reviews exist only while the clinic has `onReview` on: a review page is a 404 otherwise. */
export async function requireReviews(locale: Locale): Promise<void> {
  const settings = await fetchSettings(locale);
  if (!settings.onReview) notFound();
}

/** The site settings loaded by the locale root (phone, links, business details, onReview). */
export function useSettings(): PublicSettings {
  const { locale } = useI18n();
  const data = useRouteLoaderData(rootRouteId(locale)) as RootData | undefined;
  if (!data) throw new Error('settings are loaded by the root route');
  return data.settings;
}

/** The treatments loaded by the locale root (the menu's 치료 방법). */
export function useTreatments(): PublicTreatment[] {
  const { locale } = useI18n();
  const data = useRouteLoaderData(rootRouteId(locale)) as RootData | undefined;
  return data?.treatments ?? [];
}
