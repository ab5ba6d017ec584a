import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { LOCALES, messages } from '@clinic/contract';
import raKo from '../../console/src/i18n/raKo.ts';
import { appKo, ko as consoleKo } from '../../console/src/i18n/ko.ts';
import { en as consoleEn } from '../../console/src/i18n/en.ts';
import { ko as siteKo } from '../../public-site/src/content/messages/ko.ts';
import { en as siteEn } from '../../public-site/src/content/messages/en.ts';
import { cn as siteCn } from '../../public-site/src/content/messages/cn.ts';
import { jp as siteJp } from '../../public-site/src/content/messages/jp.ts';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';

const catalogs = { ko: siteKo, en: siteEn, cn: siteCn, jp: siteJp };

type Tree = { [key: string]: string | Tree };

/** Every leaf as `path -> sorted placeholders`, plural variants (`||||`) folded together. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const names = new Set([...value.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));
      out.set(path, [...names].sort().join(','));
    } else {
      for (const [p, v] of leaves(value, path)) out.set(p, v);
    }
  }
  return out;
}

function expectSameKeys(actual: Tree, reference: Tree, opts: { placeholders?: boolean } = {}) {
  const a = leaves(actual);
  const r = leaves(reference);
  expect(
    [...r.keys()].filter((k) => !a.has(k)),
    'missing keys',
  ).toEqual([]);
  expect(
    [...a.keys()].filter((k) => !r.has(k)),
    'unknown keys',
  ).toEqual([]);
  if (opts.placeholders !== false) {
    const wrong = [...r.entries()].filter(([k, v]) => a.get(k) !== v).map(([k]) => k);
    expect(wrong, 'placeholders differ').toEqual([]);
  }
}

describe('translations are complete', () => {
  it('API and validation messages exist in ko, en, cn and jp with the same placeholders', () => {
    for (const locale of LOCALES) expectSameKeys(messages[locale] as Tree, messages.ko as Tree);
  });

  it('the public site has every key in every locale, none empty', () => {
    for (const locale of LOCALES) {
      expectSameKeys(catalogs[locale] as unknown as Tree, catalogs.ko as unknown as Tree);
      const empty = [...leaves(catalogs[locale] as unknown as Tree).keys()].filter((path) => {
        const value = path.split('.').reduce<unknown>((node, part) => (node as Tree)[part], catalogs[locale]);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${locale}: empty strings`).toEqual([]);
    }
  });

  it("the console's Korean covers every react-admin message, without plural variants", () => {
    // Polyglot reads Korean as one plural form: a `||||` variant would show up verbatim.
    const korean = leaves(raKo as unknown as Tree);
    expect([...korean.keys()].sort()).toEqual([...leaves(englishMessages as unknown as Tree).keys()].sort());
    expect(JSON.stringify(raKo)).not.toContain('||||');
  });

  it("the console's own texts exist in ko and en", () => {
    expectSameKeys(consoleEn as unknown as Tree, consoleKo as unknown as Tree, { placeholders: false });
    expect(consoleKo.resources).toEqual(appKo.resources);
  });
});

describe('page content is complete in every language', () => {
  // The first run's page texts (staff change them in the console from there).
  const keys = Object.keys(PAGE_TEXTS);

  /** The shape of a value: object keys and array lengths, recursively; strings must not be empty. */
  function shape(value: unknown, where: string, empty: string[]): unknown {
    if (typeof value === 'string') {
      if (value.trim() === '' && !where.endsWith('.id')) empty.push(where);
      return 'string';
    }
    if (Array.isArray(value)) return value.map((v, i) => shape(v, `${where}[${i}]`, empty));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, `${where}.${k}`, empty)]));
    return typeof value;
  }

  it.each(keys)('%s', (key) => {
    const texts = PAGE_TEXTS[key]!;
    const empty: string[] = [];
    const reference = shape(texts.ko, 'ko', empty);
    for (const locale of LOCALES) {
      expect(texts[locale], `${locale} ${key} exists`).toBeDefined();
      expect(shape(texts[locale], locale, empty), `${locale} ${key} has the Korean structure`).toEqual(reference);
    }
    expect(empty).toEqual([]);
  });
});
