import { useState } from 'react';
import type { HomeContent } from '../../content/types';
import { Icon } from '../../components/Icon';
import { Lang } from '../../lib/textLang';
import { Section } from './Section';

/** The checklist cards: each opens its answer in place. */
export function Professionalism({ c }: { c: HomeContent['professionalism'] }) {
  const [checked, setChecked] = useState<boolean[]>(() => c.checklist.map(() => false));
  return (
    <Section name="professionalism" titleId="pro-title" heading={c.heading} intro={c.intro}>
      <ul className="checklist-cards">
        {c.checklist.map((item, i) => (
          <li key={item.subject} className={`checklist-card${checked[i] ? ' is-checked' : ''}`}>
            <button
              type="button"
              aria-expanded={checked[i]}
              aria-controls={`pro-answer-${i}`}
              onClick={() => setChecked((list) => list.map((v, j) => (j === i ? !v : v)))}
              data-testid={`checklist-${i}`}
            >
              <span className="checklist-card__box" aria-hidden="true">
                {checked[i] && <Icon name="check" size={18} />}
              </span>
              <span>
                <Lang text={item.subject} />
              </span>
            </button>
            <p id={`pro-answer-${i}`} hidden={!checked[i]}>
              <Lang text={item.answer} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
