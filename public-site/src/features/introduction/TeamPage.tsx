import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PublicDoctor } from '@clinic/contract';
import type { TeamPage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { physicians } from '../../lib/seo/jsonLd';
import { ArticleView } from '../../components/Article';
import { DoctorPhoto } from '../../components/DoctorPhoto';
import { Modal } from '../../components/Modal';
import { fetchDoctors, photoAlt } from '../../lib/doctors';
import { localeOf, useI18n } from '../../lib/i18n';
import { Lang, useTextLang } from '../../lib/textLang';

interface TeamData {
  doctors: PublicDoctor[];
}

/** The doctors staff show, read before the page renders so its HTML (and its JSON-LD) has them. */
export async function loader({ request }: LoaderFunctionArgs): Promise<TeamData> {
  return { doctors: await fetchDoctors(localeOf(request), request.signal) };
}

/** `/introduction/team`: a card per doctor shown; a card opens the staff detail dialog. */
export function Page({ content: page }: { content: TeamPage }) {
  const { to, t, locale } = useI18n();
  const langOf = useTextLang();
  const { doctors } = useLoaderData<typeof loader>();
  const [open, setOpen] = useState<PublicDoctor | null>(null);
  const photo = (doctor: PublicDoctor, className: string, sizes: string) => (
    <DoctorPhoto
      doctor={doctor}
      alt={photoAlt(page.photoAlt, doctor, locale)}
      placeholderAlt={page.placeholderAlt}
      className={className}
      sizes={sizes}
    />
  );
  return (
    <ArticleView page={page}>
      <ul className="staff-cards">
        {doctors.map((doctor) => (
          <li key={doctor.id} data-animate data-testid="staff-card">
            <button type="button" className="staff-card" onClick={() => setOpen(doctor)} aria-haspopup="dialog">
              {photo(doctor, 'staff-card__photo', '(max-width: 600px) 100vw, 20rem')}
              <span className="staff-card__subject" lang={langOf(doctor.title)}>
                {doctor.title}
              </span>
              <span className="staff-card__name">
                <Lang text={doctor.nameKo} /> {doctor.nameEn && <span lang="en">{doctor.nameEn}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        labelledBy="staff-dialog-title"
        closeLabel={t('popup.close')}
      >
        {open && (
          <div className="staff-dialog">
            {photo(open, 'staff-dialog__photo', '12rem')}
            <div>
              <p className="staff-dialog__subject" lang={langOf(open.title)}>
                {open.title}
              </p>
              <h2 id="staff-dialog-title">
                <Lang text={open.nameKo} /> {open.nameEn && <span lang="en">{open.nameEn}</span>}
              </h2>
              <ul>
                {open.lines.map((line, i) => (
                  <li key={i} lang={langOf(line)}>
                    {line}
                  </li>
                ))}
              </ul>
              <p>
                <Link className="button button--primary" to={to('/default-form')}>
                  {page.linkLabel}
                </Link>
              </p>
            </div>
          </div>
        )}
      </Modal>
    </ArticleView>
  );
}

export function head(page: TeamPage, { settings, locale, data }: HeadArgs): HeadInfo {
  const doctors = (data as TeamData | undefined)?.doctors ?? [];
  return { title: page.title, description: page.description, jsonLd: physicians(doctors, settings, locale) };
}
