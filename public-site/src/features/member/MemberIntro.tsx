import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/** The head of the join and login pages: title, lead, and a note when the visitor is logged in already. */
export function MemberIntro({ title, lead }: { title: string; lead: string }) {
  const { t, to } = useI18n();
  const session = useSession();
  return (
    <>
      <h1>{title}</h1>
      <p className="page__lead">{lead}</p>
      {session && (
        <p className="note" role="status">
          {t('member.loggedInNote')} <Link to={to('/mypage/myinfo')}>{t('member.goMyInfo')}</Link>
        </p>
      )}
    </>
  );
}
