import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOURS, type WeekHours } from '@clinic/contract';
import { localized, PREFIXES, ROUTES } from '../e2e/routes.ts';
import { jpegWithGps, settingsBody, tr } from './support/content.ts';
import { admin, page, shownOf, t, usePagesApp } from './support/pages.ts';

// What every public page says about itself to search engines and link previews, in four languages:
// its JSON-LD (one @graph: each node's type with the properties schema.org defines for it and those
// Google's structured-data guidelines require and recommend, and the clinic's phone, hours and prices
// equal to what the page shows), its Open Graph locale and Twitter card, and titles and descriptions
// in the page's language that fit in search results and differ from page to page. Every route of the
// e2e route list is rendered once (a sweep the tests below read); a settings or fee change shows in
// the JSON-LD at the next request. On SQLite and MariaDB.

usePagesApp();

const ORIGIN = 'https://www.example-vein-clinic.kr';
const SCHEMA = 'https://schema.org/';
const LOCALE_OF: Record<string, 'ko' | 'en' | 'cn' | 'jp'> = { '': 'ko', '/en': 'en', '/cn': 'cn', '/jp': 'jp' };
const OG_LOCALE = { ko: 'ko_KR', en: 'en_US', cn: 'zh_CN', jp: 'ja_JP' };
const LANGUAGE_TAG = { ko: 'ko', en: 'en', cn: 'zh-CN', jp: 'ja' };

/**
 * Each @type the site uses: what Google's guidelines for its rich result require and recommend
 * (developers.google.com/search/docs/appearance/structured-data: local-business for MedicalClinic
 * and its PostalAddress and OpeningHoursSpecification, organization for logo and url, article,
 * breadcrumb, faqpage, site-names for WebSite), or, for the types Google has no guide for, the
 * properties schema.org gives the type that say what it is (IndividualPhysician.practicesAt,
 * MedicalProcedure.procedureType). `optional`: further properties schema.org defines for the type
 * (schema.org/<Type>, inherited ones included) that the site may give. A property in none of the three
 * fails: it is not the type's (Physician has no `worksFor`) or not checked here.
 */
const RULES: Record<string, { required: string[]; recommended?: string[]; optional?: string[] }> = {
  WebSite: { required: ['name', 'url'], recommended: ['inLanguage', 'publisher'] },
  MedicalClinic: {
    required: ['name', 'address'],
    recommended: [
      'url',
      'telephone',
      'openingHoursSpecification',
      'priceRange',
      'image',
      'logo',
      'description',
      'medicalSpecialty',
      'geo',
    ],
    optional: ['email', 'hasMap', 'currenciesAccepted', 'sameAs'],
  },
  GeoCoordinates: { required: ['latitude', 'longitude'] },
  PostalAddress: {
    required: ['streetAddress', 'addressCountry'],
    recommended: ['addressLocality', 'addressRegion', 'postalCode'],
  },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'] },
  // `image` is checked against the team page: a doctor's photo, none for the illustration.
  IndividualPhysician: {
    required: ['name', 'practicesAt'],
    recommended: ['url', 'description', 'medicalSpecialty', 'address', 'telephone'],
    optional: ['image'],
  },
  MedicalProcedure: {
    required: ['name'],
    recommended: ['description', 'url', 'procedureType', 'bodyLocation'],
    optional: ['alternateName', 'relevantSpecialty'],
  },
  MedicalTherapy: {
    required: ['name'],
    recommended: ['description', 'url', 'procedureType'],
    optional: ['alternateName', 'relevantSpecialty', 'bodyLocation'],
  },
  FAQPage: { required: ['mainEntity'] },
  Question: { required: ['name', 'acceptedAnswer'] },
  Answer: { required: ['text'] },
  NewsArticle: {
    required: ['headline'],
    recommended: ['author', 'datePublished', 'dateModified', 'image', 'publisher', 'description', 'mainEntityOfPage'],
    optional: ['inLanguage'],
  },
  Organization: { required: ['name'], recommended: ['url', 'logo'] },
  BreadcrumbList: { required: ['itemListElement'] },
  ListItem: { required: ['position', 'name', 'item'] },
  OfferCatalog: { required: ['itemListElement'], recommended: ['name', 'url'] },
  Offer: { required: ['itemOffered', 'priceSpecification'], recommended: ['name', 'offeredBy'] },
  Service: { required: ['name'], recommended: ['provider'] },
  PriceSpecification: { required: ['priceCurrency', 'minPrice', 'maxPrice'] },
};

/** schema.org's MedicalSpecialty values ('Vascular' is none). */
const SPECIALTIES = new Set(
  'Anesthesia Cardiovascular CommunityHealth Dentistry Dermatology DietNutrition Emergency Endocrine Gastroenterologic Genetic Geriatric Gynecologic Hematologic Infectious LaboratoryScience Midwifery Musculoskeletal Neurologic Nursing Obstetric Oncologic Optometric Otolaryngologic Pathology Pediatric PharmacySpecialty Physiotherapy PlasticSurgery Podiatric PrimaryCare Psychiatric PublicHealth Pulmonary Radiography Renal RespiratoryTherapy Rheumatologic SpeechPathology Surgical Toxicologic Urologic'
    .split(' ')
    .map((name) => SCHEMA + name),
);
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const URL_PROPERTIES = new Set(['url', 'item', 'logo', 'image', 'mainEntityOfPage', 'hasMap', 'sameAs', '@id']);

/** How each treatment reaches the vein (stripping is surgery; catheters and needles go through the skin). */
const PROCEDURE_TYPES: Record<string, string> = {
  '/surgery/stripping': 'SurgicalProcedure',
  '/surgery/clarivein': 'PercutaneousProcedure',
  '/surgery/flebogrif': 'PercutaneousProcedure',
  '/surgery/venaseal': 'PercutaneousProcedure',
  '/surgery/rfa': 'PercutaneousProcedure',
  '/surgery/laser': 'PercutaneousProcedure',
  '/non-surgical/sclerotherapy': 'PercutaneousProcedure',
  '/non-surgical/stockings': 'NoninvasiveProcedure',
  '/non-surgical/drugs': 'NoninvasiveProcedure',
};

type Node = Record<string, unknown> & { '@type'?: string; '@id'?: string };

interface Rendered {
  url: string;
  prefix: string;
  route: string;
  status: number;
  html: string;
  /** The visible text, tags dropped. */
  text: string;
  title: string;
  description: string;
  noindex: boolean;
  meta: Array<[string, string]>;
  blocks: unknown[];
  graph: Node[];
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textOf = (html: string) =>
  decode(
    shownOf(html)
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();

async function render(prefix: string, route: string): Promise<Rendered> {
  const url = localized(prefix, route);
  const { status, text: html } = await page(url);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
  const graph = blocks.flatMap((b) => ((b as { '@graph'?: Node[] })['@graph'] ?? [b]) as Node[]);
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    url,
    prefix,
    route,
    status,
    html,
    text: textOf(html.slice(html.indexOf('<body'))),
    title: decode(/<title>(.*?)<\/title>/s.exec(head)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''),
    noindex: head.includes('<meta name="robots" content="noindex'),
    meta: [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]),
    blocks,
    graph,
  };
}

/** Every node with a @type in a graph, nested ones included, with where it is. */
function typedNodes(value: unknown, where: string, out: Array<{ node: Node; where: string }> = []) {
  if (Array.isArray(value)) value.forEach((v, i) => typedNodes(v, `${where}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    const node = value as Node;
    if (node['@type']) out.push({ node, where: `${where}<${String(node['@type'])}>` });
    for (const [key, v] of Object.entries(node)) typedNodes(v, `${where}.${key}`, out);
  }
  return out;
}

/** What is wrong with one node: a missing required or recommended property, a foreign one, a bad value. */
function problemsOf(node: Node, where: string): string[] {
  const type = node['@type'];
  if (typeof type !== 'string') return [`${where}: @type ${JSON.stringify(type)}`];
  const rule = RULES[type];
  if (!rule) return [`${where}: no rule for @type ${type} (add it to RULES from schema.org and Google's guide)`];
  const problems: string[] = [];
  const has = (key: string) => {
    const v = node[key];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  };
  for (const key of rule.required) if (!has(key)) problems.push(`${where}: required ${key} missing`);
  for (const key of rule.recommended ?? []) if (!has(key)) problems.push(`${where}: recommended ${key} missing`);
  const known = new Set([
    '@type',
    '@id',
    '@context',
    ...rule.required,
    ...(rule.recommended ?? []),
    ...(rule.optional ?? []),
  ]);
  for (const key of Object.keys(node)) if (!known.has(key)) problems.push(`${where}: ${key} is no property of ${type}`);
  for (const [key, v] of Object.entries(node)) {
    const values = Array.isArray(v) ? v : [v];
    if (URL_PROPERTIES.has(key))
      for (const u of values)
        if (typeof u === 'string' && !/^https?:\/\/\S+$/.test(u))
          problems.push(`${where}: ${key} ${u} is not absolute`);
    if (key === 'telephone' && !/^\+82-[1-9][\d-]+\d$/.test(String(v)))
      problems.push(`${where}: telephone ${String(v)}`);
    if (
      (key === 'datePublished' || key === 'dateModified') &&
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/.test(String(v))
    )
      problems.push(`${where}: ${key} ${String(v)} is not Korea time with its offset`);
    if ((key === 'medicalSpecialty' || key === 'relevantSpecialty') && !values.every((s) => SPECIALTIES.has(String(s))))
      problems.push(`${where}: ${key} ${JSON.stringify(v)} is no schema.org MedicalSpecialty`);
    if (
      key === 'procedureType' &&
      !/^https:\/\/schema\.org\/(Surgical|Percutaneous|Noninvasive)Procedure$/.test(String(v))
    )
      problems.push(`${where}: procedureType ${String(v)}`);
    if (key === 'dayOfWeek' && !values.every((d) => (DAYS as readonly unknown[]).includes(d)))
      problems.push(`${where}: dayOfWeek ${JSON.stringify(v)}`);
    if ((key === 'opens' || key === 'closes') && !/^\d\d:\d\d$/.test(String(v)))
      problems.push(`${where}: ${key} ${String(v)}`);
    if (key === 'headline' && [...String(v)].length > 110) problems.push(`${where}: headline over 110 characters`);
    if (key === 'priceRange' && String(v).length >= 100)
      problems.push(`${where}: priceRange of 100 characters or more`);
    if (key === 'inLanguage' && !Object.values(LANGUAGE_TAG).includes(String(v) as never))
      problems.push(`${where}: inLanguage ${String(v)}`);
    if (key === 'addressCountry' && v !== 'KR') problems.push(`${where}: addressCountry ${String(v)}`);
    if (key === 'postalCode' && !/^\d{5}$/.test(String(v))) problems.push(`${where}: postalCode ${String(v)}`);
    if ((key === 'latitude' || key === 'longitude') && typeof v !== 'number')
      problems.push(`${where}: ${key} ${JSON.stringify(v)} is not a number`);
  }
  if (type === 'BreadcrumbList') {
    const items = node.itemListElement as Array<{ position: number }>;
    if (items.length < 2) problems.push(`${where}: fewer than two crumbs`);
    items.forEach(
      (item, i) => item.position !== i + 1 && problems.push(`${where}: position ${item.position} at ${i + 1}`),
    );
  }
  return problems;
}

/** Korean day names of the pages (`평일`, `토요일`, `월요일~목요일`, `일요일·공휴일`) as schema.org days. */
const KO_DAYS: Record<string, (typeof DAYS)[number]> = {
  월: 'Monday',
  화: 'Tuesday',
  수: 'Wednesday',
  목: 'Thursday',
  금: 'Friday',
  토: 'Saturday',
  일: 'Sunday',
};
function koDays(category: string): string[] {
  if (category === '평일') return DAYS.slice(0, 5);
  return category.split('·').flatMap((part) => {
    const range = /^(.)요일~(.)요일$/.exec(part);
    if (range) return DAYS.slice(DAYS.indexOf(KO_DAYS[range[1]!]!), DAYS.indexOf(KO_DAYS[range[2]!]!) + 1);
    const one = /^(.)요일$/.exec(part);
    return one ? [KO_DAYS[one[1]!]!] : [];
  });
}

/** The open spans of each day as a Korean page writes the hours ("09:00~18:00 (점심시간 13:00~14:00)", "휴진"). */
function spansShown(rows: Array<[string, string]>): Record<string, string[]> {
  const week: Record<string, string[]> = {};
  for (const [category, text] of rows) {
    const m = /^(\d\d:\d\d)~(\d\d:\d\d)(?: \(점심시간 (\d\d:\d\d)~(\d\d:\d\d)\))?$/.exec(text);
    const spans = !m ? [] : m[3] ? [`${m[1]}-${m[3]}`, `${m[4]}-${m[2]}`] : [`${m[1]}-${m[2]}`];
    for (const day of koDays(category)) week[day] = spans;
  }
  for (const day of DAYS) week[day] ??= [];
  return week;
}

/** The same from the JSON-LD's openingHoursSpecification. */
function spansOf(clinic: Node): Record<string, string[]> {
  const week: Record<string, string[]> = Object.fromEntries(DAYS.map((d) => [d, []]));
  for (const spec of clinic.openingHoursSpecification as Array<{
    dayOfWeek: string | string[];
    opens: string;
    closes: string;
  }>)
    for (const day of [spec.dayOfWeek].flat()) week[day]!.push(`${spec.opens}-${spec.closes}`);
  for (const day of DAYS) week[day]!.sort();
  return week;
}

/** The information page's hours rows and the main page's summary, as [days, hours]. */
const infoRows = (html: string): Array<[string, string]> =>
  [...(/<dl class="hours">(.*?)<\/dl>/s.exec(html)?.[1] ?? '').matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [
    textOf(m[1]!),
    textOf(m[2]!),
  ]);
const summaryRows = (summary: string): Array<[string, string]> =>
  summary.split(' · ').map((part) => {
    const m = /^(.+?) (\d\d:\d\d.*|휴진)$/.exec(part);
    return [m?.[1] ?? part, m?.[2] ?? ''];
  });

/** The footer's phone: its `tel:` digits and the number shown. */
function footerPhone(html: string): { digits: string; shown: string } {
  const footer = html.slice(html.indexOf('class="site-footer"'));
  const m = /<a href="tel:(\d+)">([^<]+)<\/a>/.exec(footer);
  return { digits: m?.[1] ?? '', shown: m?.[2] ?? '' };
}

/** The cost page's fee rows as shown: item, lowest, highest (both tables). */
const feeRows = (html: string) =>
  [...html.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)].map((m) => ({
    item: textOf(m[1]!),
    min: Number(textOf(m[2]!).replace(/,/g, '')),
    max: Number(
      textOf(m[3]!)
        .replace(/\s*\(.*$/, '')
        .replace(/,/g, ''),
    ),
  }));

const ofType = (r: Rendered, type: string) => r.graph.filter((n) => n['@type'] === type);
const clinicOf = (r: Rendered) => ofType(r, 'MedicalClinic')[0];

const pages = new Map<string, Rendered>();
const at = (prefix: string, route: string) => pages.get(localized(prefix, route))!;
let photoSrc = '';

describe('every route in four languages', () => {
  beforeAll(async () => {
    // A clinic that has entered its details (the first run's placeholders have no postal code and
    // no place on the map).
    const saved = settingsBody({
      onReview: true,
      postalCode: '06236',
      latitude: 37.4979,
      longitude: 127.0276,
      clinicName: tr('서울하지정맥 흉부외과', {
        en: 'Seoul Vein Clinic',
        cn: '首尔静脉诊所',
        jp: 'ソウル静脈クリニック',
      }),
      address: tr('서울특별시 강남구 테헤란로 1', {
        en: '1 Teheran-ro, Gangnam-gu, Seoul',
        cn: '首尔特别市 江南区 德黑兰路 1',
        jp: 'ソウル特別市 江南区 テヘラン路 1',
      }),
    });
    expect((await admin.update('setting', 'clinic', saved)).status).toBe(200);
    // The first doctor with a photo; the second keeps the illustration.
    const [first] = (await t.http.get('/api/v1/clinic/doctors')).body.doctors as Array<{ id: number }>;
    const up = await admin.upload(
      `clinic/doctors/${first!.id}/photo`,
      await jpegWithGps(500, 600),
      'p.jpg',
      'image/jpeg',
    );
    expect(up.status).toBe(200);
    photoSrc = (up.body.photo as { src: string }).src;
    // A route's four languages at once: the renders wait on the database in turn.
    for (const route of ROUTES)
      for (const rendered of await Promise.all(PREFIXES.map((prefix) => render(prefix, route))))
        pages.set(rendered.url, rendered);
  });

  it('answer 200 with one JSON-LD graph on every indexable page, none on member pages', () => {
    const problems: string[] = [];
    for (const r of pages.values()) {
      if (r.status !== 200) problems.push(`${r.url}: ${r.status}`);
      if (r.noindex) {
        if (r.blocks.length) problems.push(`${r.url}: JSON-LD on a noindex page`);
        continue;
      }
      if (r.blocks.length !== 1) problems.push(`${r.url}: ${r.blocks.length} JSON-LD blocks`);
      const block = r.blocks[0] as { '@context'?: string; '@graph'?: unknown };
      if (block?.['@context'] !== 'https://schema.org' || !Array.isArray(block['@graph']))
        problems.push(`${r.url}: not one @graph`);
    }
    expect(problems).toEqual([]);
    // Member pages are the noindex ones.
    expect([...pages.values()].filter((r) => r.noindex).map((r) => r.route)).toEqual(
      expect.arrayContaining(['/login', '/mypage/myinfo', '/review/write']),
    );
  });

  it('give every node the properties its type requires and recommends, and no other', () => {
    const problems = [...pages.values()].flatMap((r) =>
      typedNodes(r.graph, r.url).flatMap(({ node, where }) => problemsOf(node, where)),
    );
    expect(problems).toEqual([]);
  });

  it('mark each page with its types: the clinic, the doctors, the treatments, FAQs, notices, fees and the trail', () => {
    const problems: string[] = [];
    for (const r of pages.values()) {
      if (r.noindex) continue;
      const types = new Set(r.graph.map((n) => n['@type']));
      const want = (type: string) => !types.has(type) && problems.push(`${r.url}: no ${type}`);
      if (r.route === '/') ['WebSite', 'MedicalClinic'].forEach(want);
      else want('BreadcrumbList');
      if (r.route === '/introduction/information') want('MedicalClinic');
      if (r.route === '/introduction/team') want('IndividualPhysician');
      if (r.route === '/center/faqs') want('FAQPage');
      if (r.route === '/center/notice/1') want('NewsArticle');
      if (r.route === '/cost') want('OfferCatalog');
      const kind = PROCEDURE_TYPES[r.route];
      if (kind) {
        const procedure = r.graph.find((n) => n['@type'] === 'MedicalProcedure' || n['@type'] === 'MedicalTherapy');
        if (procedure?.procedureType !== SCHEMA + kind)
          problems.push(`${r.url}: procedureType ${String(procedure?.procedureType)}, not ${kind}`);
      }
      const site = ofType(r, 'WebSite')[0];
      if (site && (site.inLanguage !== LANGUAGE_TAG[LOCALE_OF[r.prefix]!] || site.name !== clinicOf(r)?.name))
        problems.push(`${r.url}: WebSite ${JSON.stringify(site)}`);
      // The trail ends at the page itself.
      const crumbs = ofType(r, 'BreadcrumbList')[0]?.itemListElement as Array<{ item: string }> | undefined;
      if (crumbs && crumbs.at(-1)?.item !== ORIGIN + r.url)
        problems.push(`${r.url}: trail ends at ${crumbs.at(-1)?.item}`);
      for (const doctor of ofType(r, 'IndividualPhysician'))
        if ((doctor.practicesAt as Node)['@id'] !== `${ORIGIN}/#clinic`) problems.push(`${r.url}: practicesAt`);
    }
    expect(problems).toEqual([]);
  });

  it('give the phone the page shows, in +82 form, wherever it is', () => {
    for (const r of pages.values()) {
      const phones = typedNodes(r.graph, r.url)
        .map(({ node }) => node.telephone)
        .filter(Boolean);
      if (!phones.length) continue;
      const { digits, shown } = footerPhone(r.html);
      expect(shown, r.url).toBe('02-555-1234');
      for (const phone of phones) {
        expect(phone, r.url).toMatch(/^\+82-/);
        expect(String(phone).replace('+82-', '0'), r.url).toBe(shown);
        expect(String(phone).replace('+82-', '0').replace(/-/g, ''), r.url).toBe(digits);
      }
    }
  });

  it('give the opening hours the information page and the main page show', () => {
    const info = at('', '/introduction/information');
    expect(spansOf(clinicOf(info)!)).toEqual(spansShown(infoRows(info.html)));
    const home = at('', '/');
    const summary = textOf(/<dt>진료시간<\/dt><dd>(.*?)<\/dd>/.exec(home.html)?.[1] ?? '');
    expect(summary).toContain('평일 09:00~18:00');
    expect(spansOf(clinicOf(home)!)).toEqual(spansShown(summaryRows(summary)));
    // Every language says the same hours, and shows them.
    for (const prefix of PREFIXES)
      for (const route of ['/', '/introduction/information']) {
        const r = at(prefix, route);
        expect(clinicOf(r)!.openingHoursSpecification, r.url).toEqual(clinicOf(info)!.openingHoursSpecification);
        for (const time of ['09:00', '18:00', '13:00', '14:00', '16:00']) expect(r.text, r.url).toContain(time);
      }
  });

  it('give the fee table the cost page shows, and the clinic the range of its prices', () => {
    for (const prefix of PREFIXES) {
      const cost = at(prefix, '/cost');
      const rows = feeRows(cost.html);
      expect(rows.length, cost.url).toBeGreaterThan(5);
      const catalog = ofType(cost, 'OfferCatalog')[0]!;
      const offers = (catalog.itemListElement as Node[]).map((offer) => {
        const price = offer.priceSpecification as { minPrice: number; maxPrice: number };
        return { item: offer.name, min: price.minPrice, max: price.maxPrice };
      });
      expect(offers, cost.url).toEqual(rows);
      const won = (n: number) => `₩${n.toLocaleString('en-US')}`;
      const range = `${won(Math.min(...rows.map((r) => r.min)))}–${won(Math.max(...rows.map((r) => r.max)))}`;
      for (const route of ['/', '/introduction/information'])
        expect(clinicOf(at(prefix, route))!.priceRange, `${prefix}${route}`).toBe(range);
    }
  });

  it('give the address, the doctors and the treatments as the pages show them', () => {
    for (const prefix of PREFIXES) {
      const info = at(prefix, '/introduction/information');
      const address = clinicOf(info)!.address as Record<string, string>;
      for (const part of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'])
        expect(info.text, `${info.url} ${part}`).toContain(address[part]);
      expect(address.addressRegion, info.url).toMatch(/^(서울특별시|Seoul|首尔特别市|ソウル特別市)$/);
      const team = at(prefix, '/introduction/team');
      const doctors = ofType(team, 'IndividualPhysician');
      expect(doctors.length, team.url).toBe(2);
      for (const doctor of doctors) expect(team.text).toContain(String(doctor.description));
      // A photo where the page shows one, none for the illustration.
      expect(doctors[0]!.image, team.url).toBe(ORIGIN + photoSrc);
      expect(team.html).toContain(photoSrc);
      expect(doctors[1]!.image, team.url).toBeUndefined();
      for (const route of Object.keys(PROCEDURE_TYPES)) {
        const r = at(prefix, route);
        const procedure = r.graph.find((n) => n['@type'] === 'MedicalProcedure' || n['@type'] === 'MedicalTherapy')!;
        expect(r.title.startsWith(String(procedure.name)), r.url).toBe(true);
        expect(r.text, r.url).toContain(String(procedure.name));
      }
      const faq = at(prefix, '/center/faqs');
      const questions = (ofType(faq, 'FAQPage')[0]!.mainEntity as Node[]).map((q) => q.name);
      expect(questions.length, faq.url).toBeGreaterThan(3);
      for (const question of questions) expect(faq.text, faq.url).toContain(String(question));
      expect(JSON.stringify(faq.graph), faq.url).not.toContain('{{');
    }
  });

  it('name a logo and pictures that are images of this site', async () => {
    const home = at('', '/');
    const clinic = clinicOf(home)!;
    const notice = ofType(at('/en', '/center/notice/1'), 'NewsArticle')[0]!;
    const pictures = new Set([
      clinic.logo,
      clinic.image,
      ...(notice.image as string[]),
      (notice.publisher as Node).logo,
    ]);
    for (const url of pictures) {
      expect(String(url), 'an address of this site').toMatch(new RegExp(`^${ORIGIN}/`));
      const res = await t.http.get(String(url).slice(ORIGIN.length));
      expect(res.status, String(url)).toBe(200);
      expect(res.headers['content-type'], String(url)).toMatch(/^image\/(png|jpeg|webp)/);
    }
    expect(clinic.logo).toBe(`${ORIGIN}/icon-512.png`);
  });

  it('say og:locale and its alternates, a large-picture Twitter card, and article for a notice', () => {
    for (const r of pages.values()) {
      const locale = LOCALE_OF[r.prefix]!;
      const values = (name: string) => r.meta.filter(([key]) => key === name).map(([, v]) => v);
      expect(values('og:locale'), r.url).toEqual([OG_LOCALE[locale]]);
      expect(values('og:locale:alternate').sort(), r.url).toEqual(
        Object.values(OG_LOCALE)
          .filter((l) => l !== OG_LOCALE[locale])
          .sort(),
      );
      expect(values('og:image'), r.url).toHaveLength(1);
      expect(values('twitter:card'), r.url).toEqual(['summary_large_image']);
      const notice = r.route === '/center/notice/1';
      expect(values('og:type'), r.url).toEqual([notice ? 'article' : 'website']);
      if (notice)
        for (const time of ['article:published_time', 'article:modified_time'])
          expect(values(time)[0], `${r.url} ${time}`).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
    }
  });

  it('have titles that fit in search results and descriptions of their own, in the page’s language', () => {
    const problems: string[] = [];
    const byDescription = new Map<string, string[]>();
    for (const r of pages.values()) {
      if ([...r.title].length > 60) problems.push(`${r.url}: title of ${[...r.title].length} characters: ${r.title}`);
      if (r.noindex) continue;
      if (!r.description) problems.push(`${r.url}: no description`);
      byDescription.set(r.description, [...(byDescription.get(r.description) ?? []), r.url]);
      const locale = LOCALE_OF[r.prefix]!;
      if (locale === 'ko') continue;
      // Words of the page's language in both (a Korean record keeps its own title inside them).
      const own = locale === 'en' ? /[A-Za-z]{3}/ : /[\u3040-\u30ff\u4e00-\u9fff]/;
      if (!own.test(r.title)) problems.push(`${r.url}: title not in ${locale}: ${r.title}`);
      const hangul = (r.description.match(/[\uac00-\ud7a3]/g) ?? []).length;
      if (!own.test(r.description) || hangul > [...r.description].length / 2)
        problems.push(`${r.url}: description not in ${locale}: ${r.description}`);
    }
    for (const [description, urls] of byDescription)
      if (urls.length > 1) problems.push(`one description for ${urls.join(' ')}: ${description}`);
    expect(problems).toEqual([]);
  });
});

describe('the JSON-LD follows the data', () => {
  const clinicAt = async (url: string) => {
    const r = await render('', url);
    return { r, clinic: clinicOf(r)! };
  };

  it('a new phone and new hours saved in the console are in the next page’s JSON-LD', async () => {
    const hours: WeekHours = {
      ...DEMO_HOURS,
      wed: { closed: true, open: '', close: '', lunchStart: '', lunchEnd: '' },
      sat: { closed: false, open: '10:00', close: '14:00', lunchStart: '', lunchEnd: '' },
    };
    const put = await admin.update('setting', 'clinic', settingsBody({ onReview: true, phone: '1588-7777', hours }));
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    for (const url of ['/', '/introduction/information', '/en/introduction/information']) {
      const { r, clinic } = await clinicAt(url);
      expect(clinic.telephone, url).toBe('+82-1588-7777');
      expect(footerPhone(r.html).shown, url).toBe('1588-7777');
      const spans = spansOf(clinic);
      expect(spans.Wednesday, url).toEqual([]);
      expect(spans.Saturday, url).toEqual(['10:00-14:00']);
      expect(spans.Monday, url).toEqual(['09:00-13:00', '14:00-18:00']);
    }
    const info = (await clinicAt('/introduction/information')).r;
    expect(spansOf(clinicOf(info)!)).toEqual(spansShown(infoRows(info.html)));
    const team = await render('', '/introduction/team');
    expect(ofType(team, 'IndividualPhysician')[0]!.telephone).toBe('+82-1588-7777');
  });

  it('a postal code other than five digits is refused on its field, in the staff member’s language', async () => {
    for (const [postalCode, language, message] of [
      ['0623', 'ko', '우편번호는 숫자 5자리로 입력해 주세요. 예: 06236'],
      ['06236-1', 'en', 'Enter the postal code as 5 digits, e.g. 06236.'],
    ] as const) {
      const res = await admin
        .update('setting', 'clinic', settingsBody({ onReview: true, postalCode }))
        .set('Accept-Language', language);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ postalCode: message });
    }
    expect((await admin.getOne('setting', 'clinic')).body.postalCode).toBe('06236');
  });

  it('the map coordinates saved in the console are the clinic’s geo; a pair the wrong way round, or half of one, is refused', async () => {
    const geoAt = async (url: string) => (await clinicAt(url)).clinic.geo;
    for (const url of ['/', '/introduction/information', '/jp/introduction/information'])
      expect(await geoAt(url), url).toEqual({ '@type': 'GeoCoordinates', latitude: 37.4979, longitude: 127.0276 });
    for (const [body, language, errors] of [
      // Copied the wrong way round: both outside Korea's span.
      [
        { latitude: 127.0276, longitude: 37.4979 },
        'ko',
        {
          latitude: '위도는 33에서 39 사이의 숫자로 입력해 주세요. 예: 37.4979',
          longitude: '경도는 124에서 132 사이의 숫자로 입력해 주세요. 예: 127.0276',
        },
      ],
      [
        { latitude: 37.5, longitude: null },
        'en',
        { longitude: 'Enter the latitude and the longitude together, or leave both empty.' },
      ],
      [
        { latitude: '37.5', longitude: 127 },
        'jp',
        { latitude: '緯度は33から39までの数字で入力してください。例：37.4979' },
      ],
    ] as const) {
      const res = await admin
        .update('setting', 'clinic', settingsBody({ onReview: true, ...body }))
        .set('Accept-Language', language);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    // Nothing refused was saved; a new place shows on the next page; emptied, the clinic has no geo.
    expect((await admin.getOne('setting', 'clinic')).body).toMatchObject({ latitude: 37.4979, longitude: 127.0276 });
    const moved = settingsBody({ onReview: true, latitude: 37.56654, longitude: 126.97796 });
    expect((await admin.update('setting', 'clinic', moved)).status).toBe(200);
    expect(await geoAt('/en')).toEqual({ '@type': 'GeoCoordinates', latitude: 37.56654, longitude: 126.97796 });
    const cleared = settingsBody({ onReview: true, latitude: null, longitude: null });
    expect((await admin.update('setting', 'clinic', cleared)).status).toBe(200);
    expect(await geoAt('/')).toBeUndefined();
    const back = settingsBody({ onReview: true, latitude: 37.4979, longitude: 127.0276 });
    expect((await admin.update('setting', 'clinic', back)).status).toBe(200);
  });

  it('a changed fee is in the next cost page’s catalogue and the clinic’s price range', async () => {
    const fees = (await admin.list('clinic/fees', { sort: ['id', 'ASC'], range: [0, 99] })).body as Array<{
      id: number;
      maxCost: number;
      lockVersion: number;
    }>;
    const top = fees.reduce((a, b) => (b.maxCost > a.maxCost ? b : a));
    const put = await admin.update('clinic/fees', top.id, { ...top, maxCost: 7_100_000 });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const cost = await render('', '/cost');
    expect(feeRows(cost.html).some((row) => row.max === 7_100_000)).toBe(true);
    const offers = ofType(cost, 'OfferCatalog')[0]!.itemListElement as Array<{
      priceSpecification: { maxPrice: number };
    }>;
    expect(offers.some((offer) => offer.priceSpecification.maxPrice === 7_100_000)).toBe(true);
    expect(String(clinicOf(await render('/en', '/'))!.priceRange)).toMatch(/–₩7,100,000$/);
  });

  it('a notice published at 01:30 Korea time is dated that day, with its offset', async () => {
    const created = await admin.create('center/notifications', {
      title: '새벽 공지 시험',
      body: '<p>새벽에 올린 공지입니다.</p>',
      pinned: false,
      published: true,
      publishedAt: '2026-11-19T16:30:00.000Z',
    });
    expect(created.status).toBe(201);
    const ko = await render('', `/center/notice/${created.body.id as number}`);
    const article = ofType(ko, 'NewsArticle')[0]!;
    expect(article.datePublished).toBe('2026-11-20T01:30:00+09:00');
    expect(ko.text).toContain('2026. 11. 20.');
    expect(article).toMatchObject({ headline: '새벽 공지 시험', inLanguage: 'ko' });
    // On the English page: a Korean notice, named in English, its own title kept.
    const en = await render('/en', `/center/notice/${created.body.id as number}`);
    expect(en.title).toMatch(/^Notice \(in Korean\): 새벽 공지 시험 \| /);
    expect(en.description).toContain('available in Korean only: “새벽 공지 시험”');
    expect(ofType(en, 'NewsArticle')[0]).toMatchObject({ headline: '새벽 공지 시험', inLanguage: 'ko' });
  });
});
