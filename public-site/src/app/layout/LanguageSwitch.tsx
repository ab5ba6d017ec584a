import { Link, useLocation } from 'react-router';
import { LOCALES, type Locale } from '@clinic/contract';
import { LANGUAGE_TAGS, localePrefix, splitLocale, useI18n } from '../../lib/i18n';

const LANGUAGE_NAMES: Record<Locale, string> = { ko: '한국어', en: 'English', cn: '中文', jp: '日本語' };

/** Links to this page in the four languages, each named in its own language. */
export function LanguageSwitch() {
  const { locale, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  const { path } = splitLocale(pathname);
  return (
    <nav className="language-switch" aria-label={t('site.language')}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            <Link
              to={(localePrefix(l) + (path === '/' && l !== 'ko' ? '' : path) || '/') + search + hash}
              lang={LANGUAGE_TAGS[l]}
              hrefLang={LANGUAGE_TAGS[l]}
              aria-current={l === locale ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[l]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
