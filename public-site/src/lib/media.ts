import type {
  Locale,
  PhotoPlacement,
  PublicPhoto,
  PublicPhotoList,
  PublicVideo,
  PublicVideoList,
} from '@clinic/contract';
import { apiGet } from './api';
import { endpoints } from './endpoints';
import { factsOf, fillContentFacts } from './facts';
import { fetchSettings } from './settings';

/**
 * The clinic's videos and photos as staff keep them in the console, read by the page loaders so the
 * server's HTML shows them. A read that fails gives none: the page still renders, without them.
 */
export async function fetchVideos(locale: Locale, signal?: AbortSignal): Promise<PublicVideo[]> {
  return apiGet<PublicVideoList>(endpoints.videos(), locale, signal)
    .then((answer) => answer.videos)
    .catch(() => []);
}

/** Photos with the clinic's facts (`{{address}}` in a description) filled in, as in the page texts. */
export async function fetchPhotos(
  locale: Locale,
  placement?: PhotoPlacement,
  signal?: AbortSignal,
): Promise<PublicPhoto[]> {
  const [photos, settings] = await Promise.all([
    apiGet<PublicPhotoList>(endpoints.photos(placement), locale, signal).then((answer) => answer.photos),
    fetchSettings(locale),
  ]).catch(() => [[], undefined] as const);
  return settings ? fillContentFacts(photos, factsOf(settings, locale)) : [];
}
