import { useRouteLoaderData } from 'react-router';
import type { PublicSettings } from '@clinic/contract';
import { useI18n } from '../lib/i18n';
import type { RootData } from './routes';

/** The site settings loaded by the locale root (phone, links, business details, onReview). */
export function useSettings(): PublicSettings {
  const { locale } = useI18n();
  const data = useRouteLoaderData(`root-${locale}`) as RootData | undefined;
  if (!data) throw new Error('settings are loaded by the root route');
  return data.settings;
}
