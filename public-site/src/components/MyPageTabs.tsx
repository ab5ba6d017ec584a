import { NavLink } from 'react-router';
import { useSettings } from '../lib/settings';
import { useI18n } from '../lib/i18n';

/** My page's sections: my information, my reviews (while reviews are on) and 1:1 questions. */
export function MyPageTabs() {
  const { t, to } = useI18n();
  const { onReview } = useSettings();
  const items = [
    { path: '/mypage/myinfo', label: t('member.myInfoTitle') },
    ...(onReview ? [{ path: '/mypage/reviews', label: t('mypage.reviews') }] : []),
    { path: '/mypage/questions', label: t('mypage.questions') },
  ];
  return (
    <nav className="sub-tabs" aria-label={t('site.mypage')}>
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={to(item.path)}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
