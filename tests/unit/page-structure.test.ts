import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contract';

/**
 * The four languages of a page mirror each other by value, not only by type: the same section ids
 * and block kinds in the same order, the same illustrations, video ids and surgery keys, the same
 * list lengths. i18n.test.ts checks that every field exists and is not empty; this checks the values
 * that are not words.
 */
const root = path.resolve(import.meta.dirname, '../../public-site/src/content/pages');
const images = path.resolve(import.meta.dirname, '../../public-site/public/images');
const pages = readdirSync(path.join(root, 'ko')).filter((f) => f.endsWith('.ts'));
const shared = readdirSync(path.join(root, 'ko', 'shared')).filter((f) => f.endsWith('.ts'));

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

async function load(locale: string, file: string): Promise<Record<string, unknown>> {
  return (await import(path.join(root, locale, file))) as Record<string, unknown>;
}

describe('every language of a page has the same structure by value', () => {
  it.each(pages)('%s', async (file) => {
    const reference = values((await load('ko', file)).default);
    for (const locale of LOCALES) {
      expect(values((await load(locale, file)).default), `${locale}/${file} mirrors ko/${file}`).toEqual(reference);
    }
  });

  it.each(shared)('shared/%s exports the same names and kinds in every language', async (file) => {
    const reference = await load('ko', `shared/${file}`);
    for (const locale of LOCALES) {
      const module = await load(locale, `shared/${file}`);
      expect(Object.keys(module).sort(), `${locale}/shared/${file} exports`).toEqual(Object.keys(reference).sort());
      expect(values({ ...module }), `${locale}/shared/${file} mirrors ko`).toEqual(values({ ...reference }));
    }
  });

  it('every illustration a page names exists', async () => {
    const missing: string[] = [];
    for (const file of pages) {
      for (const line of values((await load('ko', file)).default)) {
        const match = /(?:^|\.)image = (.+)$/.exec(line);
        if (match && !existsSync(path.join(images, `${match[1]}.svg`))) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
