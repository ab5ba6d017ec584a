import type { HeadFn } from '../../app/head';
import { ComingSoon } from '../../components/ComingSoon';
import { catalog, useI18n, type MessagePath } from '../../lib/i18n';

/** Member pages (login, sign-up, my page) arrive with the members issue; until then they say so. */
export function memberRoute(title: MessagePath) {
  function Component() {
    const { t } = useI18n();
    return <ComingSoon title={t(title)} />;
  }
  const handle: { head: HeadFn } = {
    head: ({ locale }) => {
      const [group, key] = title.split('.') as [keyof ReturnType<typeof catalog>, string];
      const text = (catalog(locale)[group] as Record<string, string>)[key] ?? '';
      return { title: text, description: catalog(locale).pages.comingSoonBody, noindex: true };
    },
  };
  return { Component, handle };
}
