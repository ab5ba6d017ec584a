import { useCallback, useEffect, useState } from 'react';
import type { Me } from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { MyPageTabs } from '../../components/MyPageTabs';
import { apiGet } from '../../lib/api';
import { serverErrors } from '../../lib/forms/errors';
import { formatDate } from '../../lib/format';
import { catalog, useI18n, type MessagePath } from '../../lib/i18n';
import { useTextLang } from '../../lib/textLang';
import { Documents } from './MyInfoDocuments';
import { EditForm } from './MyInfoEdit';
import { PasswordForm } from './MyInfoPassword';
import { Withdraw } from './MyInfoWithdraw';
import { endpoints } from '../../lib/endpoints';

/** Shown while the route guard checks the session. */
export const title: MessagePath = 'member.myInfoTitle';

function Summary({ me }: { me: Me }) {
  const { t, locale } = useI18n();
  // What the member wrote (a Korean name, say) is marked; the page's own words are not (lib/textLang).
  const langOf = useTextLang();
  const institution = me.kind === 'COMPANY';
  const rows: Array<[string, string]> = [
    [t('member.username'), me.username],
    [t('member.kind'), t(`member.kinds.${me.kind}`)],
    [institution ? t('member.institutionName') : t('member.name'), me.name],
    [t('member.email'), me.email ?? t('member.none')],
    [t('member.phone'), me.phone ?? t('member.none')],
    [institution ? t('member.managerBirthDate') : t('member.birthDate'), me.birthDate ?? t('member.none')],
    [t('member.level'), me.level ?? t('member.none')],
    [t('member.marketing'), me.marketing ? t('member.agreed') : t('member.notAgreed')],
    [t('member.joinedAt'), formatDate(me.createdAt, locale)],
  ];
  return (
    <section className="member-section" aria-labelledby="myinfo-summary">
      <h2 id="myinfo-summary">{t('member.summary')}</h2>
      <dl className="member-facts" data-testid="myinfo-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd lang={langOf(value)}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** `/mypage/myinfo` (behind the route guard, scope `user`): view and edit, password, withdrawal. */
export function Component() {
  const { t, locale } = useI18n();
  const [me, setMe] = useState<Me | null>(null);
  const [loadError, setLoadError] = useState('');
  const load = useCallback(async () => {
    try {
      const answer = await apiGet<{ me: Me }>(endpoints.me(), locale);
      setMe(answer.me);
      setLoadError('');
    } catch (err) {
      setLoadError(serverErrors(err, t('member.failed')).message || t('member.failed'));
    }
  }, [locale, t]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="page">
      <MyPageTabs />
      <div className="page__inner narrow">
        <h1>{t('member.myInfoTitle')}</h1>
        {me ? (
          <>
            <Summary me={me} />
            <EditForm me={me} onSaved={setMe} />
            {me.kind === 'COMPANY' && <Documents me={me} onUploaded={load} />}
            <PasswordForm onChanged={load} />
            <Withdraw />
          </>
        ) : loadError ? (
          <div>
            <p className="field__error">{loadError}</p>
            <button type="button" className="button" onClick={() => void load()}>
              {t('member.retry')}
            </button>
          </div>
        ) : (
          <p role="status">{t('member.loading')}</p>
        )}
      </div>
    </div>
  );
}

export const handle: { head: HeadFn } = {
  head: ({ locale }) => ({
    title: catalog(locale).member.myInfoTitle,
    description: catalog(locale).member.myInfoDescription,
    noindex: true,
  }),
};
