import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { LOCALES, messages } from '@clinic/contract';
import raKo from '../../console/src/i18n/raKo.ts';
import { appKo, ko as consoleKo } from '../../console/src/i18n/ko.ts';
import { en as consoleEn } from '../../console/src/i18n/en.ts';
import { catalogs } from '../../public-site/src/lib/i18n.tsx';

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
