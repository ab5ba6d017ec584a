import { Link, useLoaderData } from 'react-router';
import type { PublicDoctor } from '@clinic/contract';
import type { HomeContent } from '../../content/types';
import { DoctorPhoto } from '../../components/DoctorPhoto';
import { Icon } from '../../components/Icon';
import { photoAlt } from '../../lib/doctors';
import { useI18n } from '../../lib/i18n';
import { useTextLang } from '../../lib/textLang';

/**
 * The director: the first doctor staff show (the home loader reads them), a photo card linking to
 * the team page, name, title and credentials. Nothing when no doctor is shown.
 */
export function Director({ c }: { c: HomeContent['director'] }) {
  const { to, locale } = useI18n();
  const langOf = useTextLang();
  const doctor = (useLoaderData() as { doctors?: PublicDoctor[] } | undefined)?.doctors?.[0];
  if (!doctor) return null;
  return (
    <section className="section director" aria-labelledby="director-title" data-animate data-testid="director">
      <div className="section__inner director__inner">
        <Link to={to('/introduction/team')} className="director__card">
          <DoctorPhoto
            doctor={doctor}
            alt={photoAlt(c.photoAlt, doctor, locale)}
            placeholderAlt={c.placeholderAlt}
            className="director__photo"
            sizes="(max-width: 767px) 100vw, 16rem"
          />
          <span className="director__more">
            {c.more} <Icon name="arrow" size={16} />
          </span>
        </Link>
        <div>
          <h2 id="director-title">{c.heading}</h2>
          <p className="director__name">
            <strong lang={langOf(doctor.nameKo)}>{doctor.nameKo}</strong>{' '}
            {doctor.nameEn && <span lang="en">{doctor.nameEn}</span>}
            <span className="director__title" lang={langOf(doctor.title)}>
              {doctor.title}
            </span>
          </p>
          <ul className="director__credentials">
            {doctor.lines.map((line, i) => (
              <li key={i} lang={langOf(line)}>
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
