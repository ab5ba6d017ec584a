import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contract';
import { PAGE_TEXTS } from '../../migrations/data/20261128000002_page_texts.ts';

/**
 * The four languages of a page mirror each other by value, not only by type: the same section ids
 * and block kinds in the same order, the same illustrations, video ids and surgery keys, the same
 * list lengths. i18n.test.ts checks that every field exists and is not empty; this checks the values
 * that are not words.
 */
// The first run's page texts (staff change them in the console from there).
const images = path.resolve(import.meta.dirname, '../../public-site/public/images');
const pages = Object.keys(PAGE_TEXTS);

/** Keys whose strings are identifiers, asset names or link targets rather than text to translate. */
const VALUE_KEY = /^(id|kind|key|image|href|to|src|url)$|(Id|Image|Href|Url)$/;

/**
 * The values of a page that must not differ between languages, one line each (`path = value`):
 * strings under a key VALUE_KEY matches, every number and boolean, every array's length.
 */
function values(node: unknown, where = '', out: string[] = []): string[] {
  if (Array.isArray(node)) {
    out.push(`${where}.length = ${node.length}`);
    node.forEach((item, i) => values(item, `${where}[${i}]`, out));
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const at = where ? `${where}.${key}` : key;
      if (typeof value === 'string') {
        if (VALUE_KEY.test(key)) out.push(`${at} = ${value}`);
      } else values(value, at, out);
    }
  } else if (typeof node === 'number' || typeof node === 'boolean') {
    out.push(`${where} = ${String(node)}`);
  }
  return out;
}

describe('every language of a page has the same structure by value', () => {
  it.each(pages)('%s', (key) => {
    const reference = values(PAGE_TEXTS[key]!.ko);
    for (const locale of LOCALES) {
      expect(values(PAGE_TEXTS[key]![locale]), `${locale} ${key} mirrors ko`).toEqual(reference);
    }
  });

  it('every illustration a page names exists', () => {
    const missing: string[] = [];
    for (const file of pages) {
      for (const line of values(PAGE_TEXTS[file]!.ko)) {
        const match = /(?:^|\.)image = (.+)$/.exec(line);
        if (match && !existsSync(path.join(images, `${match[1]}.svg`))) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
