import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffMember, TeamPage } from '../../content/types';
import type { HeadArgs, HeadInfo } from '../../lib/seo/head';
import { physicians } from '../../lib/seo/jsonLd';
import { ArticleView } from '../../components/Article';
import { Illustration } from '../../components/Illustration';
import { Modal } from '../../components/Modal';
import { useI18n } from '../../lib/i18n';

/** `/introduction/team`: staff cards; a card opens the staff detail dialog. */
export function Page({ content: page }: { content: TeamPage }) {
  const { to, t } = useI18n();
  const [open, setOpen] = useState<StaffMember | null>(null);
  return (
    <ArticleView page={page}>
      <ul className="staff-cards">
        {page.staff.map((member, i) => (
          <li key={member.nameEn} data-animate>
            <button type="button" className="staff-card" onClick={() => setOpen(member)} aria-haspopup="dialog">
              <Illustration name="doctor" alt={member.photoAlt} className="staff-card__photo" />
              <span className="staff-card__subject">{member.subject}</span>
              <span className="staff-card__name" id={`staff-name-${i}`}>
                {member.nameKo} <span lang="en">{member.nameEn}</span>
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
            <Illustration name="doctor" alt={open.photoAlt} className="staff-dialog__photo" />
            <div>
              <p className="staff-dialog__subject">{open.subject}</p>
              <h2 id="staff-dialog-title">
                {open.nameKo} <span lang="en">{open.nameEn}</span>
              </h2>
              <ul>
                {open.contents.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p>
                <Link className="button button--primary" to={to('/default-form')}>
                  {open.linkLabel}
                </Link>
              </p>
            </div>
          </div>
        )}
      </Modal>
    </ArticleView>
  );
}

export function head(page: TeamPage, { siteName }: HeadArgs): HeadInfo {
  return {
    title: page.title,
    description: page.description,
    jsonLd: physicians(
      page.staff.map((s) => ({ name: `${s.nameKo} (${s.nameEn})`, subject: s.subject })),
      siteName,
    ),
  };
}
