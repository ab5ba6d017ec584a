import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicPhoto, PublicVideo } from '@clinic/contract';
import { localeOf } from '../../lib/i18n';
import { fetchPhotos, fetchVideos } from '../../lib/media';

/** The main page's videos (story, clinic) and photos (hero, information), as the console keeps them. */
export interface HomeMedia {
  videos: PublicVideo[];
  photos: PublicPhoto[];
}

/** Read before the page renders (`GET /v1/{product}/videos`, `/photos`), so its HTML shows them. */
export async function homeMediaLoader({ request }: LoaderFunctionArgs): Promise<HomeMedia> {
  const locale = localeOf(request);
  const [videos, photos] = await Promise.all([
    fetchVideos(locale, request.signal),
    fetchPhotos(locale, undefined, request.signal),
  ]);
  return { videos, photos: photos.filter((p) => p.placement !== 'panorama') };
}

/** The loaded videos and photos of one place, in their order. */
export function useHomeMedia(): {
  videos: (placement: PublicVideo['placement']) => PublicVideo[];
  photos: (placement: PublicPhoto['placement']) => PublicPhoto[];
} {
  const data = useLoaderData() as Partial<HomeMedia> | undefined;
  return {
    videos: (placement) => (data?.videos ?? []).filter((v) => v.placement === placement),
    photos: (placement) => (data?.photos ?? []).filter((p) => p.placement === placement),
  };
}
