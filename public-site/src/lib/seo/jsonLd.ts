import {
  KOREA_UTC_OFFSET_MS,
  LANGUAGE_TAGS,
  PNG_ICONS,
  type Locale,
  type PublicDoctor,
  type PublicFaq,
  type PublicFee,
  type PublicSettings,
} from '@clinic/contract';
import { addressParts } from '../address';
import { fullName } from '../doctors';
import { openingHoursSpecification } from '../hours';
import { htmlToText } from '../html';
import { catalog, lookup } from '../i18n';
import { menu } from '../menu';
import { internationalPhone } from '../phone';
import { absolute, pageUrl, SITE_ORIGIN } from './urls';

/**
 * schema.org data (JSON-LD) of the public pages, built from the same live data the page shows: the
 * settings (phone, address, hours), the fee table, the doctors, the FAQs and the notices. A page's
 * head names its own nodes (`HeadInfo.jsonLd`); `structuredData` writes them as one `@graph` with
 * what the site adds: the WebSite on the main page and the BreadcrumbList on every other page.
 */
export type JsonLdNode = { '@type': string; '@id'?: string } & Record<string, unknown>;

const SCHEMA = 'https://schema.org/';

/** The clinic: one entity in every language and on every page that names it. */
export const CLINIC_ID = `${SITE_ORIGIN}/#clinic`;

/**
 * The clinic's mark as its logo and as the publisher's of its notices: the site's icon as a 512 px
 * PNG (contract PNG_ICONS; Google wants a logo of at least 112 px in a format its image search reads).
 */
export const LOGO = `${SITE_ORIGIN}${PNG_ICONS.find((icon) => icon.size === 512 && icon.shape === 'rounded')?.path ?? '/favicon.svg'}`;

/** A thoracic and cardiovascular surgery clinic (흉부외과) treating veins: schema.org's MedicalSpecialty values. */
const SPECIALTIES = [`${SCHEMA}Surgical`, `${SCHEMA}Cardiovascular`];

/** The object without its undefined and empty-array values (a property left out rather than empty). */
function compact<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(
    Object.entries(node).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

/** An instant as Korea time with its offset: `2026-11-20T01:30:00+09:00`. */
export function koreaDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  return new Date(time + KOREA_UTC_OFFSET_MS).toISOString().slice(0, 19) + '+09:00';
}

/** "3,300,000" (the public fee answer's amounts) → 3300000. */
const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''));
const won = (n: number) => `₩${n.toLocaleString('en-US')}`;

/** From the lowest to the highest amount of the fee table (`₩50,000–₩6,000,000`), or undefined without rows. */
export function priceRangeOf(fees: readonly PublicFee[]): string | undefined {
  const amounts = fees.flatMap((fee) => [amountOf(fee.minCost), amountOf(fee.maxCost)]).filter((n) => n > 0);
  if (amounts.length === 0) return undefined;
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)];
  return low === high ? won(low) : `${won(low)}–${won(high)}`;
}

/** The clinic's address as the page shows it, in parts, with the postal code and the country. */
export function postalAddress(settings: PublicSettings, locale: Locale) {
  const parts = addressParts(settings.address, locale);
  return compact({
    '@type': 'PostalAddress',
    streetAddress: parts.street,
    addressLocality: parts.locality,
    addressRegion: parts.region,
    postalCode: settings.postalCode,
    addressCountry: 'KR',
  });
}

/** Where the clinic is on a map, when staff have entered it (both numbers, or neither: the contract's rule). */
export function geoCoordinates(settings: Pick<PublicSettings, 'latitude' | 'longitude'>): JsonLdNode | undefined {
  if (settings.latitude == null || settings.longitude == null) return undefined;
  return { '@type': 'GeoCoordinates', latitude: settings.latitude, longitude: settings.longitude };
}

/**
 * The clinic (main page and information page): name, address, phone, opening hours and price range
 * from the settings and the fee table the site shows. `fees` null: the table could not be read, no
 * price range.
 */
export function medicalClinic(args: {
  settings: PublicSettings;
  locale: Locale;
  description: string;
  fees: readonly PublicFee[] | null | undefined;
}): JsonLdNode {
  const { settings, locale } = args;
  return compact({
    '@type': 'MedicalClinic',
    '@id': CLINIC_ID,
    name: settings.clinicName,
    description: args.description,
    url: pageUrl(locale, '/'),
    logo: LOGO,
    image: absolute(settings.ogImage.src),
    telephone: internationalPhone(settings.phone),
    email: settings.email,
    address: postalAddress(settings, locale),
    geo: geoCoordinates(settings),
    hasMap: settings.naverMapUrl || settings.kakaoMapUrl,
    openingHoursSpecification: openingHoursSpecification(settings.hours),
    priceRange: args.fees ? priceRangeOf(args.fees) : undefined,
    currenciesAccepted: 'KRW',
    medicalSpecialty: SPECIALTIES,
    sameAs: [settings.youtubeChannelUrl, settings.kakaoChannelUrl].filter(Boolean),
  });
}

/** The clinic as the author and publisher of its notices. */
function clinicAsOrganization(settings: PublicSettings, locale: Locale): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': CLINIC_ID,
    name: settings.clinicName,
    url: pageUrl(locale, '/'),
    logo: LOGO,
  };
}

/** The doctors staff show (`GET /v1/{product}/doctors`), each an IndividualPhysician practising at the clinic. */
export function physicians(list: readonly PublicDoctor[], settings: PublicSettings, locale: Locale): JsonLdNode[] {
  return list.map((doctor) =>
    compact({
      '@type': 'IndividualPhysician',
      '@id': `${SITE_ORIGIN}/introduction/team#doctor-${doctor.id}`,
      name: fullName(doctor),
      description: doctor.title,
      // Only a photo of the doctor: the illustration shown without one is no picture of them.
      image: doctor.photo ? absolute(doctor.photo.src) : undefined,
      url: pageUrl(locale, '/introduction/team'),
      medicalSpecialty: SPECIALTIES,
      practicesAt: { '@id': CLINIC_ID },
      address: postalAddress(settings, locale),
      telephone: internationalPhone(settings.phone),
    }),
  );
}

/** How a treatment reaches the vein: schema.org's MedicalProcedureType values. */
export type ProcedureKind = 'SurgicalProcedure' | 'PercutaneousProcedure' | 'NoninvasiveProcedure';

/**
 * The treatments of the site's own pages, by page key: stripping removes the vein through incisions
 * (surgical); the catheter and needle treatments enter through a puncture of the skin (percutaneous);
 * compression stockings and medicines go through no skin at all (noninvasive therapies). A treatment
 * staff add has no entry: its kind is not known, so none is claimed.
 */
export const PROCEDURES: Readonly<Record<string, { kind: ProcedureKind; therapy?: true; bodyLocation?: string }>> = {
  'surgery/stripping': { kind: 'SurgicalProcedure', bodyLocation: 'Leg' },
  'surgery/clarivein': { kind: 'PercutaneousProcedure', bodyLocation: 'Leg' },
  'surgery/flebogrif': { kind: 'PercutaneousProcedure', bodyLocation: 'Leg' },
  'surgery/venaseal': { kind: 'PercutaneousProcedure', bodyLocation: 'Leg' },
  'surgery/rfa': { kind: 'PercutaneousProcedure', bodyLocation: 'Leg' },
  'surgery/laser': { kind: 'PercutaneousProcedure', bodyLocation: 'Leg' },
  'non-surgical/sclerotherapy': { kind: 'PercutaneousProcedure', bodyLocation: 'Leg' },
  'non-surgical/stockings': { kind: 'NoninvasiveProcedure', therapy: true, bodyLocation: 'Leg' },
  'non-surgical/drugs': { kind: 'NoninvasiveProcedure', therapy: true },
};

/** A treatment page (`surgery/venaseal`): a MedicalProcedure (a MedicalTherapy for the noninvasive ones). */
export function medicalProcedure(args: {
  key: string;
  locale: Locale;
  name: string;
  alternateName?: string;
  description: string;
}): JsonLdNode {
  const known = PROCEDURES[args.key];
  const url = pageUrl(args.locale, `/${args.key}`);
  return compact({
    '@type': known?.therapy ? 'MedicalTherapy' : 'MedicalProcedure',
    '@id': `${url}#procedure`,
    name: args.name,
    alternateName: args.alternateName !== args.name ? args.alternateName : undefined,
    description: args.description,
    url,
    procedureType: known ? `${SCHEMA}${known.kind}` : undefined,
    bodyLocation: known ? known.bodyLocation : 'Leg',
    relevantSpecialty: `${SCHEMA}Cardiovascular`,
  });
}

/** The FAQ page's questions as shown (their answers as text, the clinic's facts filled in). */
export function faqPage(faqs: ReadonlyArray<Pick<PublicFaq, 'question' | 'answer'>>, locale: Locale): JsonLdNode[] {
  if (faqs.length === 0) return [];
  return [
    {
      '@type': 'FAQPage',
      '@id': `${pageUrl(locale, '/center/faqs')}#faq`,
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: htmlToText(faq.answer) },
      })),
    },
  ];
}

/** Google shows at most this many characters of an article's headline. */
const HEADLINE_MAX = 110;

/** The first picture of a stored HTML body (`/uploads/…`), absolute, or undefined. */
function firstImage(html: string): string | undefined {
  const src = /<img\b[^>]*\ssrc="([^"]+)"/i.exec(html)?.[1];
  return src ? absolute(src.replace(/&amp;/g, '&')) : undefined;
}

/** A notice's page: a NewsArticle by the clinic, its times in Korea time. */
export function newsArticle(args: {
  locale: Locale;
  path: string;
  headline: string;
  description: string;
  /** The notice's text language (Korean where it has no translation into the page's). */
  lang: Locale;
  body: string;
  publishedAt: string;
  updatedAt: string;
  settings: PublicSettings;
}): JsonLdNode {
  const url = pageUrl(args.locale, args.path);
  const chars = [...args.headline];
  const modified = new Date(args.updatedAt) > new Date(args.publishedAt) ? args.updatedAt : args.publishedAt;
  const clinic = clinicAsOrganization(args.settings, args.locale);
  return {
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    headline: chars.length > HEADLINE_MAX ? chars.slice(0, HEADLINE_MAX - 1).join('') + '…' : args.headline,
    description: args.description,
    inLanguage: LANGUAGE_TAGS[args.lang],
    datePublished: koreaDateTime(args.publishedAt),
    dateModified: koreaDateTime(modified),
    image: [firstImage(args.body) ?? absolute(args.settings.ogImage.src)],
    author: clinic,
    publisher: clinic,
  };
}

/** The cost page's fee table (both tables, as shown), each row an offer of the clinic's in won. */
export function feeCatalog(fees: readonly PublicFee[], locale: Locale, name: string): JsonLdNode[] {
  if (fees.length === 0) return [];
  const url = pageUrl(locale, '/cost');
  return [
    {
      '@type': 'OfferCatalog',
      '@id': `${url}#fees`,
      name,
      url,
      itemListElement: fees.map((fee) => ({
        '@type': 'Offer',
        name: fee.category,
        itemOffered: { '@type': 'Service', name: fee.category, provider: { '@id': CLINIC_ID } },
        offeredBy: { '@id': CLINIC_ID },
        priceSpecification: {
          '@type': 'PriceSpecification',
          priceCurrency: 'KRW',
          minPrice: amountOf(fee.minCost),
          maxPrice: amountOf(fee.maxCost),
        },
      })),
    },
  ];
}

/** The site's WebSite, on the main page of each language. */
function webSite(locale: Locale, siteName: string): JsonLdNode {
  const url = pageUrl(locale, '/');
  return {
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: siteName,
    url,
    inLanguage: LANGUAGE_TAGS[locale],
    publisher: { '@id': CLINIC_ID },
  };
}

/** A page above a record's in its trail, where the menu does not name it (a board the menu leaves out). */
export interface ParentPage {
  name: string;
  path: string;
}

/**
 * Where a page sits: the main page, the menu's group and item above it (each once, and only those
 * with a page of their own: 치료 방법 has none), then the page. The page's name is its menu item's
 * where it is one, else `name` (its own title). A record's `parent` (its board) stands above it.
 */
export function breadcrumbTrail(
  locale: Locale,
  path: string,
  name: string,
  parent?: ParentPage,
): Array<{ name: string; url: string }> {
  if (parent) {
    const above = breadcrumbTrail(locale, parent.path, parent.name);
    return [...above, { name, url: pageUrl(locale, path) }];
  }
  const messages = catalog(locale);
  const trail = [{ name: messages.seo.home, url: pageUrl(locale, '/') }];
  let own = name;
  for (const group of menu) {
    if (group.treatments || !group.children || !group.path) continue;
    const child =
      group.children.find((c) => c.path === path) ??
      group.children.find((c) => c.path && c.path !== '/' && path.startsWith(c.path + '/'));
    if (!child?.path) continue;
    if (group.path !== child.path)
      trail.push({ name: lookup(messages, group.title), url: pageUrl(locale, group.path) });
    if (child.path === path) own = lookup(messages, child.title);
    else trail.push({ name: lookup(messages, child.title), url: pageUrl(locale, child.path) });
    break;
  }
  return [...trail, { name: own, url: pageUrl(locale, path) }];
}

function breadcrumbList(locale: Locale, path: string, name: string, parent?: ParentPage): JsonLdNode {
  const url = pageUrl(locale, path);
  return {
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumb`,
    itemListElement: breadcrumbTrail(locale, path, name, parent).map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * A page's JSON-LD: its own nodes with the site's (the WebSite on the main page, the BreadcrumbList
 * on every other), as one graph. Nothing for a page search engines are told not to index.
 */
export function structuredData(
  info: { title: string; name?: string; parent?: ParentPage; noindex?: boolean; jsonLd?: JsonLdNode[] },
  at: { locale: Locale; path: string; siteName: string },
): { '@context': string; '@graph': JsonLdNode[] } | undefined {
  if (info.noindex) return undefined;
  // The address without its query (`/center/notice?page=2` is the notice list's page).
  const path = at.path.split('?')[0] || '/';
  const graph =
    path === '/'
      ? [webSite(at.locale, at.siteName), ...(info.jsonLd ?? [])]
      : [...(info.jsonLd ?? []), breadcrumbList(at.locale, path, info.name ?? info.title, info.parent)];
  return { '@context': 'https://schema.org', '@graph': graph };
}
