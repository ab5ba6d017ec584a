import type { PanoramaPage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { ArticleView } from '../../components/Article';
import { Illustration } from '../../components/Illustration';

/** `/introduction/panorama`: the nine places of the clinic. */
export function Page({ content: page }: { content: PanoramaPage }) {
  return (
    <ArticleView page={page}>
      <ul className="places">
        {page.places.map((place) => (
          <li key={place.image} className="place" data-animate>
            <Illustration name={place.image} alt={place.alt} />
            <h2 className="place__name">{place.name}</h2>
            <p>{place.text}</p>
          </li>
        ))}
      </ul>
    </ArticleView>
  );
}

export function head(page: PanoramaPage, _args: HeadArgs): HeadInfo {
  return { title: page.title, description: page.description };
}
