import { useRouteLoaderData } from 'react-router';
import type { Locale, PublicSettings } from '@clinic/contract';
import { apiGet } from './api';
import { endpoints } from './endpoints';
import { useI18n } from './i18n';
import { notFound } from './notFound';

/** What the locale root's loader gives every page below it. */
export interface RootData {
  settings: PublicSettings;
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
