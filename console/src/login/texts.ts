import englishMessages from 'ra-language-english';
import raKo from '../i18n/raKo';

/** The texts of the login screen: react-admin's own keys, so the console's i18nProvider has them too. */
export type LoginTextKey =
  | 'ra.auth.username'
  | 'ra.auth.password'
  | 'ra.auth.sign_in'
  | 'ra.auth.sign_in_error'
  | 'ra.validation.required'
  | 'ra.message.invalid_form'
  | 'ra.input.password.toggle_visible'
  | 'ra.input.password.toggle_hidden'
  | 'ra.page.loading';

export type LoginTranslate = (key: LoginTextKey) => string;

/**
 * The language staff chose in the console, which react-admin keeps in its store (localStorage key
 * "RaStore.locale", a JSON string); Korean until they choose.
 */
function storedLocale(): 'ko' | 'en' {
  try {
    return JSON.parse(localStorage.getItem('RaStore.locale') ?? '"ko"') === 'en' ? 'en' : 'ko';
  } catch {
    return 'ko';
  }
}

/**
 * Translates the login screen's keys before react-admin (and its i18nProvider) has loaded, from the
 * same message files: react-admin's Korean (i18n/raKo) and English messages.
 */
export function loginTranslate(): LoginTranslate {
  const { ra } = storedLocale() === 'en' ? englishMessages : raKo;
  const texts: Record<LoginTextKey, string> = {
    'ra.auth.username': ra.auth.username,
    'ra.auth.password': ra.auth.password,
    'ra.auth.sign_in': ra.auth.sign_in,
    'ra.auth.sign_in_error': ra.auth.sign_in_error,
    'ra.validation.required': ra.validation.required,
    'ra.message.invalid_form': ra.message.invalid_form,
    'ra.input.password.toggle_visible': ra.input.password.toggle_visible,
    'ra.input.password.toggle_hidden': ra.input.password.toggle_hidden,
    'ra.page.loading': ra.page.loading,
  };
  return (key) => texts[key];
}

/** What to tell staff when a login fails, as react-admin's login form does: the error's own message, if any. */
export function loginErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}
