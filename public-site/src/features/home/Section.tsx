import type { ReactNode } from 'react';
import { Lang } from '../../lib/textLang';

/** A section of the main page: heading and intro over its content; `after` sits outside the column (a dialog). */
export function Section({
  name,
  titleId,
  heading,
  intro,
  after,
  children,
}: {
  /** The section's own class (`story`, `surgeries`). */
  name: string;
  titleId: string;
  heading: string;
  intro: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`section ${name}`} aria-labelledby={titleId} data-animate>
      <div className="section__inner">
        <h2 id={titleId}>
          <Lang text={heading} />
        </h2>
        <p className="section__intro">
          <Lang text={intro} />
        </p>
        {children}
      </div>
      {after}
    </section>
  );
}
