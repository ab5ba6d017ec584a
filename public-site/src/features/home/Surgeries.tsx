import { useState } from 'react';
import { Link } from 'react-router';
import type { HomeContent, IllustrationKey, SurgeryCard, SurgeryKey } from '../../content/types';
import { Illustration } from '../../components/Illustration';
import { Modal } from '../../components/Modal';
import { useI18n } from '../../lib/i18n';
import { Section } from './Section';

const SURGERY_ART: Record<SurgeryKey, IllustrationKey> = {
  clarivein: 'catheter',
  flebogrif: 'catheter',
  venaseal: 'glue',
  rfa: 'heat',
  laser: 'heat',
  stripping: 'stripping',
};

/** The surgery cards: each opens a dialog with the method's summary and a link to its page. */
export function Surgeries({ c }: { c: HomeContent['surgeries'] }) {
  const { to } = useI18n();
  const [open, setOpen] = useState<SurgeryCard | null>(null);
  return (
    <Section
      name="surgeries"
      titleId="surgeries-title"
      heading={c.heading}
      intro={c.intro}
      after={
        <Modal
          open={open !== null}
          onClose={() => setOpen(null)}
          labelledBy="surgery-dialog-title"
          closeLabel={c.close}
        >
          {open && (
            <div className="surgery-dialog" data-testid="surgery-dialog">
              <Illustration name={SURGERY_ART[open.key]} alt={open.photoAlt} />
              <h2 id="surgery-dialog-title">
                {open.nameKo} <span lang="en">{open.nameEn}</span>
              </h2>
              <p className="surgery-dialog__subject">{open.subject}</p>
              <ul>
                {open.contents.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p>
                <Link className="button button--primary" to={to(`/surgery/${open.key}`)}>
                  {c.dialogLink}
                </Link>
              </p>
            </div>
          )}
        </Modal>
      }
    >
      <ul className="surgery-cards">
        {c.cards.map((card) => (
          <li key={card.key}>
            <button
              type="button"
              className="surgery-card"
              onClick={() => setOpen(card)}
              aria-haspopup="dialog"
              data-testid={`surgery-card-${card.key}`}
            >
              <Illustration name={SURGERY_ART[card.key]} alt="" className="surgery-card__art" />
              <span className="surgery-card__name">{card.nameKo}</span>
              <span className="surgery-card__en" lang="en">
                {card.nameEn}
              </span>
              <span className="surgery-card__subject">{card.subject}</span>
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
