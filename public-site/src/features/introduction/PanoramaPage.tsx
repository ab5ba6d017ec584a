import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicPhoto } from '@clinic/contract';
import type { PanoramaPage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { ArticleView } from '../../components/Article';
import { Picture } from '../../components/Picture';
import { localeOf } from '../../lib/i18n';
import { fetchPhotos } from '../../lib/media';
import { useTextLang } from '../../lib/textLang';

/**
 * The panorama's photos (console: 사진, 병원 둘러보기), read before the page renders so its HTML shows them;
 * a description may name the clinic's facts ({{address}}), filled in by fetchPhotos.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ photos: PublicPhoto[] }> {
  return { photos: await fetchPhotos(localeOf(request), 'panorama', request.signal) };
}

/** `/introduction/panorama`: the places of the clinic, as staff keep them. */
export function Page({ content: page }: { content: PanoramaPage }) {
  const photos = (useLoaderData() as { photos?: PublicPhoto[] } | undefined)?.photos ?? [];
  const langOf = useTextLang();
  return (
    <ArticleView page={page}>
      {photos.length > 0 && (
        <ul className="places">
          {photos.map((photo) => (
            <li key={photo.id} className="place" data-animate>
              <Picture
                image={photo.image}
                alt={photo.alt}
                lang={langOf(photo.alt)}
                sizes="(min-width: 768px) 50vw, 100vw"
              />
              {photo.name && (
                <h2 className="place__name" lang={langOf(photo.name)}>
                  {photo.name}
                </h2>
              )}
              {photo.text && <p lang={langOf(photo.text)}>{photo.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </ArticleView>
  );
}

export function head(page: PanoramaPage, _args: HeadArgs): HeadInfo {
  return { title: page.title, description: page.description };
}
