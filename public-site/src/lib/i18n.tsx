import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAGS,
  LOCALES,
  describeIssueIn,
  fieldErrorsIn,
  interpolate,
  translateIn,
  type Locale,
  type MessageKey,
  type MessageParams,
  type MessageTable,
} from '@clinic/contract';
import type { Messages } from '../content/messages/ko';

/** UI texts per language, each its own chunk: loaded before a page in that language renders. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  ko: () => import('../content/messages/ko').then((m) => m.ko),
  en: () => import('../content/messages/en').then((m) => m.en),
  cn: () => import('../content/messages/cn').then((m) => m.cn),
  jp: () => import('../content/messages/jp').then((m) => m.jp),
};
/** The contract's validation and API messages, likewise one chunk per language. */
const contractLoaders: Record<Locale, () => Promise<MessageTable>> = {
  ko: () => import('@clinic/contract/messages/ko').then((m) => m.ko),
  en: () => import('@clinic/contract/messages/en').then((m) => m.en),
  cn: () => import('@clinic/contract/messages/cn').then((m) => m.cn),
  jp: () => import('@clinic/contract/messages/jp').then((m) => m.jp),
};
const loaded: Partial<Record<Locale, Messages>> = {};
const loadedContract: Partial<Record<Locale, MessageTable>> = {};

export async function ensureCatalog(locale: Locale): Promise<Messages> {
  const [messages, table] = await Promise.all([
    loaded[locale] ?? loaders[locale](),
    loadedContract[locale] ?? contractLoaders[locale](),
  ]);
  loaded[locale] = messages;
  loadedContract[locale] = table;
  return messages;
}

/** The texts of a language already loaded (the root route loads them before rendering). */
export function catalog(locale: Locale): Messages {
  const messages = loaded[locale];
  if (!messages) throw new Error(`messages for ${locale} are not loaded`);
  return messages;
}

function contractTable(locale: Locale): MessageTable {
  const table = loadedContract[locale];
  if (!table) throw new Error(`messages for ${locale} are not loaded`);
  return table;
}

/** A contract message (validation, files) in `locale`; the page's language is always loaded. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return translateIn(contractTable(locale), key, params);
}

/** A validation message code (`maxLength?num=120`) as text in `locale`. */
export function describeIssue(locale: Locale, messageCode: string): string {
  return describeIssueIn(contractTable(locale), messageCode);
}

/** `{ field: message }` from a contract schema's failed parse, in `locale`. */
export function fieldErrors(error: Parameters<typeof fieldErrorsIn>[0], locale: Locale): Record<string, string> {
  return fieldErrorsIn(error, contractTable(locale));
}

/** Dotted paths of every string in the catalogue: `t('notices.title')` is checked by the compiler. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessagePath = Paths<Messages>;

export function lookup(messages: Messages, path: MessagePath): string {
  let node: unknown = messages;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return typeof node === 'string' ? node : path;
}

interface I18n {
  locale: Locale;
  /** `/en` for en, '' for ko: prefix for links. */
  prefix: string;
  t: (path: MessagePath, params?: Record<string, string | number>) => string;
  /** A locale-aware link target: `to('/center/notice')` -> `/en/center/notice`. */
  to: (path: string) => string;
  /** A link staff typed (popup, banner): a site path gets the visitor's locale; others stay as they are. */
  link: (href: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Splits `/en/center/notice` into `{ locale: 'en', path: '/center/notice' }`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = LOCALES.find((l) => l !== DEFAULT_LOCALE && l === first);
  if (!locale) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale, path: '/' + rest.join('/') };
}

/** `/center/notice` -> `/en/center/notice`; external links and paths that name a locale stay as they are. */
export function localizeHref(prefix: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (splitLocale(href.split(/[?#]/)[0]!).locale !== DEFAULT_LOCALE) return href;
  return href === '/' ? prefix || '/' : prefix + href;
}

/** The locale of a loader's request (from its URL). */
export function localeOf(request: Request): Locale {
  return splitLocale(new URL(request.url).pathname).locale;
}

/** Where the browser remembers the language a visitor reads in (the home page follows it). */
export const LOCALE_STORAGE_KEY = 'site.locale';

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo<I18n>(() => {
    const prefix = localePrefix(locale);
    const messages = catalog(locale);
    return {
      locale,
      prefix,
      t: (path, params) => interpolate(lookup(messages, path), params),
      to: (path) => (path === '/' ? prefix || '/' : prefix + path),
      link: (href) => localizeHref(prefix, href),
    };
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export { LANGUAGE_TAGS };
