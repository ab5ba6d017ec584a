import { useState } from 'react';
import { Link } from 'react-router';
import type { HomeContent, SurgeryCard } from '../../content/types';
import { Illustration } from '../../components/Illustration';
import { Picture } from '../../components/Picture';
import { Modal } from '../../components/Modal';
import { useI18n } from '../../lib/i18n';
import { secondName } from '../../lib/names';
import { Lang, useTextLang } from '../../lib/textLang';
import { Section } from './Section';

/** A card's picture: the one staff uploaded, or the illustration chosen for it. */
function Art({ card, alt, className }: { card: SurgeryCard; alt: string; className?: string }) {
  const lang = useTextLang()(alt);
  return card.picture ? (
    <Picture image={card.picture} alt={alt} lang={lang} sizes="(min-width: 768px) 320px, 90vw" className={className} />
  ) : (
    <Illustration name={card.illustration} alt={alt} lang={lang} className={className} />
  );
}

/** The English name under a treatment's name, unless it only repeats it (English and Japanese "ClariVein"). */
function EnglishName({ card, className }: { card: SurgeryCard; className?: string }) {
  const english = secondName(card.nameKo, card.nameEn);
  return english ? (
    <span className={className} lang="en">
      {english}
    </span>
  ) : null;
}

/** The treatment cards (치료 방법 with a card, in their order): each opens a dialog with the method's summary and a link to its page. */
export function Surgeries({ c }: { c: HomeContent['surgeries'] }) {
  const { to } = useI18n();
  const langOf = useTextLang();
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
              <Art card={open} alt={open.photoAlt} />
              <h2 id="surgery-dialog-title">
                <Lang text={open.nameKo} /> <EnglishName card={open} />
              </h2>
              <p className="surgery-dialog__subject" lang={langOf(open.subject)}>
                {open.subject}
              </p>
              <ul>
                {open.contents.map((line) => (
                  <li key={line} lang={langOf(line)}>
                    {line}
                  </li>
                ))}
              </ul>
              <p>
                <Link className="button button--primary" to={to(open.path)}>
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
              <Art card={card} alt="" className="surgery-card__art" />
              <span className="surgery-card__name" lang={langOf(card.nameKo)}>
                {card.nameKo}
              </span>
              <EnglishName card={card} className="surgery-card__en" />
              <span className="surgery-card__subject" lang={langOf(card.subject)}>
                {card.subject}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
