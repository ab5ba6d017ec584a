import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n';

/** The line under a record: back to its list, and whatever else may be done with it (`children`). */
export function BackToList({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <p className={className}>
      <Link className="button" to={to}>
        {t('notices.backToList')}
      </Link>
      {children}
    </p>
  );
}
