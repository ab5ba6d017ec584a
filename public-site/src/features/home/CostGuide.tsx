import { Link } from 'react-router';
import type { HomeContent } from '../../content/types';
import { useI18n } from '../../lib/i18n';
import { Lang } from '../../lib/textLang';

/** How costs are set, with a link to the public fee table. */
export function CostGuide({ c }: { c: HomeContent['cost'] }) {
  const { to } = useI18n();
  return (
    <section className="section cost-guide" aria-labelledby="cost-title" data-animate>
      <div className="section__inner">
        <h2 id="cost-title">{c.heading}</h2>
        <p>
          <Lang text={c.text} />
        </p>
        <p className="warning">
          <Lang text={c.warning} />
        </p>
        <p>
          <Link className="button button--primary" to={to('/cost') + '#non-benefit'}>
            {c.link}
          </Link>
        </p>
      </div>
    </section>
  );
}
