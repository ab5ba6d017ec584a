import { Link } from 'react-router';
import type { HeadFn } from '../../lib/seo/head';
import { catalog, useI18n } from '../../lib/i18n';
import { KIND_ORDER, KIND_PATH } from './kinds';
import { MemberIntro } from './MemberIntro';

/** `/join/type`: the member kind first (local individual, local institution, international). */
export function Component() {
  const { t, to } = useI18n();
  return (
    <div className="page">
      <div className="page__inner narrow">
        <MemberIntro title={t('member.joinTitle')} lead={t('member.joinIntro')} />
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
