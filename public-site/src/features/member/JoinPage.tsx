import { Link } from 'react-router';
import type { HeadFn } from '../../app/head';
import { catalog, useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { KIND_ORDER, KIND_PATH } from './kinds';

/** `/join/type`: the member kind first (local individual, local institution, international). */
export function Component() {
  const { t, to } = useI18n();
  const session = useSession();
  return (
    <div className="page">
      <div className="page__inner narrow">
        <h1>{t('member.joinTitle')}</h1>
        <p className="page__lead">{t('member.joinIntro')}</p>
        {session && (
          <p className="note" role="status">
            {t('member.loggedInNote')} <Link to={to('/mypage/myinfo')}>{t('member.goMyInfo')}</Link>
          </p>
        )}
        <ul className="kind-cards" aria-label={t('member.kindsLabel')}>
          {KIND_ORDER.map((kind) => (
            <li key={kind}>
              <Link className="kind-card" to={to(KIND_PATH[kind])}>
                <strong className="kind-card__title">{t(`member.kinds.${kind}`)}</strong>
                <span className="kind-card__text">{t(`member.kindTexts.${kind}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="member-links">
          {t('member.alreadyMember')} <Link to={to('/login')}>{t('member.goLogin')}</Link>
        </p>
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).member.joinTitle,
    description: catalog(locale).member.joinDescription,
    noindex: true,
  }),
};
