import { Link } from 'react-router';
import type { HomeContent } from '../../content/types';
import { Icon } from '../../components/Icon';
import { Illustration } from '../../components/Illustration';
import { useI18n } from '../../lib/i18n';

/** The director: photo card linking to the team page, name, role and credentials. */
export function Director({ c }: { c: HomeContent['director'] }) {
  const { to } = useI18n();
  return (
    <section className="section director" aria-labelledby="director-title" data-animate>
      <div className="section__inner director__inner">
        <Link to={to('/introduction/team')} className="director__card">
          <Illustration name="doctor" alt={c.photoAlt} className="director__photo" />
          <span className="director__more">
            {c.more} <Icon name="arrow" size={16} />
          </span>
        </Link>
        <div>
          <h2 id="director-title">{c.heading}</h2>
          <p className="director__name">
            <strong>{c.name}</strong> {c.role}
          </p>
          <ul className="director__credentials">
            {c.credentials.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
