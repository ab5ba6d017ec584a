import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { MemberKind, PublicTerm } from '@clinic/contract';
import type { HeadFn } from '../../lib/seo/head';
import { apiGet } from '../../lib/api';
import { catalog, useI18n, localeOf } from '../../lib/i18n';
import { SignupForm } from './SignupForm';
import { endpoints } from '../../lib/endpoints';

/** The consents asked at sign-up, in this order; each term says whether it is required. */
const SIGNUP_TERMS = ['terms-of-use', 'privacy-consent', 'marketing-consent'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { terms } = await apiGet<{ terms: PublicTerm[] }>(endpoints.terms(), localeOf(request));
  return {
    terms: SIGNUP_TERMS.map((code) => terms.find((term) => term.code === code)).filter(
      (term): term is PublicTerm => !!term,
    ),
  };
}

/** The route of one kind's sign-up page (`/join/person`, `/join/company`, `/join/foreign`). */
export function signupRoute(kind: MemberKind) {
  function Component() {
    const { t } = useI18n();
    const { terms } = useLoaderData<typeof loader>();
    return (
      <div className="page">
        <div className="page__inner narrow">
          <h1>{t('member.signupTitle', { kind: t(`member.kinds.${kind}`) })}</h1>
          <SignupForm kind={kind} terms={terms} />
        </div>
      </div>
    );
  }
  const handle: { head: HeadFn } = {
    head: ({ locale }) => {
      const m = catalog(locale).member;
      return {
        title: m.signupTitle.replace('%{kind}', m.kinds[kind]),
        description: m.kindTexts[kind],
        noindex: true,
      };
    },
  };
  return { loader, Component, handle };
}
