import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MyPageTabs } from '../../components/MyPageTabs';

/** A list of my page (my reviews, my questions): the tabs, title, lead and the button to add one. */
export function MyList({
  title,
  lead,
  add,
  children,
}: {
  title: string;
  lead: string;
  /** Where a new one is written, and the button's words. */
  add: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="page">
      <MyPageTabs />
      <div className="page__inner narrow">
        <h1>{title}</h1>
        <p className="page__lead">{lead}</p>
        <p className="page__actions">
          <Link className="button button--primary" to={add.to}>
            {add.label}
          </Link>
        </p>
        {children}
      </div>
    </div>
  );
}
