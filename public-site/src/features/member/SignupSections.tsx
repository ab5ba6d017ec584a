import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import type { PublicTerm } from '@clinic/contract';
import { AgreeAll, Agreement } from '../../components/form/Agreement';
import { FieldError, Mark } from '../../components/form';
import type { Errors } from '../../lib/forms/errors';
import type { FieldKit } from '../../lib/forms/fieldKit';
import { useI18n } from '../../lib/i18n';
import { DataMessage, Lang } from '../../lib/textLang';

/** The parts of the sign-up page around its fields: the consents, and what a finished sign-up shows. */

/** The consents asked at sign-up, each saying whether it is required; one box agrees to all. */
export function SignupAgreements({
  form: { kit, errors, clear },
  terms,
  agree,
  setAgree,
}: {
  form: { kit: FieldKit; errors: Errors; clear: (...names: string[]) => void };
  terms: PublicTerm[];
  agree: Record<string, boolean>;
  setAgree: (update: (agree: Record<string, boolean>) => Record<string, boolean>) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="agreements">
      <legend>{t('member.agreements')}</legend>
      <AgreeAll
        label={t('member.agreeAll')}
        checked={terms.length > 0 && terms.every((term) => agree[term.code])}
        onAll={(on) => {
          setAgree(() => Object.fromEntries(terms.map((term) => [term.code, on])));
          if (on) clear('agreements');
        }}
      />
      {terms.map((term) => (
        <Agreement
          key={term.code}
          input={{
            name: term.code,
            checked: agree[term.code] === true,
            'aria-invalid': term.required && errors.agreements && !agree[term.code] ? true : undefined,
            'aria-describedby': term.required && errors.agreements ? kit.id('agreements') + '-error' : undefined,
            onChange: (e) => setAgree((a) => ({ ...a, [term.code]: e.target.checked })),
          }}
          mark={<Mark required={term.required} />}
          title={term.title}
          body={term.body}
          read={
            <>
              {t('member.readTerms')}
              <span className="visually-hidden">
                : <Lang text={term.title} />
              </span>
            </>
          }
        />
      ))}
      <FieldError kit={kit} name="agreements" />
    </fieldset>
  );
}

/** Where a new member goes next: my info first, else home. */
const NEXT = [
  ['/mypage/myinfo', 'member.goMyInfo'],
  ['/', 'member.goHome'],
] as const;

/** A finished sign-up: welcome, whether the documents went up, and where to go next. */
export function SignupDone({
  name,
  documentsFailure,
  statusRef,
}: {
  name: string;
  documentsFailure: string;
  statusRef: RefObject<HTMLDivElement | null>;
}) {
  const { t, to } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it, never back to the page.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div id="signup-result" ref={statusRef} tabIndex={-1} className="form-status">
      <div className="success" role="status">
        <h2 ref={heading} tabIndex={-1} className="success__title">
          {t('member.signupDone')}
        </h2>
        <p>
          <DataMessage path="member.signupWelcome" params={{ name }} />
        </p>
      </div>
      {documentsFailure && <p className="field__error">{t('member.documentsFailed', { message: documentsFailure })}</p>}
      <p className="actions">
        {NEXT.map(([path, text], i) => (
          <Link key={path} className={i === 0 ? 'button button--primary' : 'button'} to={to(path)}>
            {t(text)}
          </Link>
        ))}
      </p>
    </div>
  );
}
