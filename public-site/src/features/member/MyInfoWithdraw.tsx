import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { withdrawInput } from '@clinic/contract';
import { describe, FieldError } from '../../components/form';
import { Modal } from '../../components/Modal';
import { CurrentPasswordField } from '../../components/PasswordFields';
import { apiSend } from '../../lib/api';
import { endpoints } from '../../lib/endpoints';
import { schemaErrors } from '../../lib/forms/errors';
import { useContractForm } from '../../lib/forms/useContractForm';
import { useI18n } from '../../lib/i18n';
import { logout } from '../../lib/session';

/** Withdrawal: the password, an optional reason, then a confirmation dialog. */
export function Withdraw() {
  const { t, to, locale } = useI18n();
  const navigate = useNavigate();
  const withdrawal = useContractForm('withdraw', { password: '', reason: '' });
  const { values, kit, busy } = withdrawal;
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog opens on its question, not on the button that cannot be undone.
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);

  const ask = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (withdrawal.accept(schemaErrors(withdrawInput, values, locale))) setConfirming(true);
  };

  const withdraw = () =>
    withdrawal.send({
      send: async () => {
        await apiSend('POST', endpoints.withdraw(), locale, values);
        // The server has ended every session already.
        await logout(locale, { revoke: false });
        window.alert(t('member.withdrawn'));
        void navigate(to('/'), { replace: true });
        return 'leaving';
      },
      failed: t('member.failed'),
      focus: 'field',
      refused: () => setConfirming(false),
    });

  return (
    <section className="member-section member-section--danger" aria-labelledby="myinfo-withdraw">
      <h2 id="myinfo-withdraw">{t('member.withdrawSection')}</h2>
      <p>{t('member.withdrawIntro')}</p>
      {withdrawal.failure && <p className="field__error">{withdrawal.failure}</p>}
      <form ref={withdrawal.form} className="form" method="post" noValidate onSubmit={ask}>
        <CurrentPasswordField form={withdrawal} name="password" label={t('member.withdrawPassword')} />
        <div className="field">
          <label htmlFor={kit.id('reason')}>
            {t('member.withdrawReason')} <span className="optional">{t('member.optional')}</span>
          </label>
          <textarea
            {...describe(kit, 'reason')}
            rows={3}
            maxLength={500}
            value={values.reason}
            onChange={(e) => withdrawal.set('reason')(e.target.value)}
          />
          <FieldError kit={kit} name="reason" />
        </div>
        <button type="submit" className="button button--danger" disabled={!withdrawal.ready || busy}>
          {t('member.withdrawSubmit')}
        </button>
      </form>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        labelledBy="withdraw-confirm-title"
        closeLabel={t('member.cancel')}
        className="modal--confirm"
      >
        <h2 id="withdraw-confirm-title" ref={heading} tabIndex={-1}>
          {t('member.withdrawConfirmTitle')}
        </h2>
        <p>{t('member.withdrawConfirmBody')}</p>
        <button type="button" className="button button--danger" onClick={withdraw} disabled={busy}>
          {t('member.withdrawConfirm')}
        </button>
      </Modal>
    </section>
  );
}
