import type { IllustrationKey, ImageVariants, PageBlock, PageContent, PageSection } from '@clinic/contract';

/**
 * How the editor's inputs hold a page's blocks while staff type, and the text as it is sent: a
 * list's items one a line, a table's cells split by ` | ` and its rows one a line. Lines left empty
 * while typing are dropped when the text is saved, previewed or published.
 */

export const CELL_SEPARATOR = ' | ';

export const formatLines = (value: unknown): string => (Array.isArray(value) ? value.join('\n') : '');
export const parseLines = (text: string): string[] => text.split('\n');
export const formatCells = (value: unknown): string => (Array.isArray(value) ? value.join(CELL_SEPARATOR) : '');
export const parseCells = (text: string): string[] => text.split(CELL_SEPARATOR);
export const formatRows = (value: unknown): string =>
  Array.isArray(value) ? value.map((row) => formatCells(row)).join('\n') : '';
export const parseRows = (text: string): string[][] => text.split('\n').map(parseCells);

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

type Loose = Record<string, unknown>;

/** A block as it is sent: only its kind's fields (a block whose kind changed drops the others). */
function cleanBlock(block: Loose): PageBlock {
  const text = (key: string) => (typeof block[key] === 'string' ? (block[key] as string) : '');
  const list = (key: string) => (Array.isArray(block[key]) ? (block[key] as unknown[]) : []);
  switch (block.kind) {
    case 'list':
      return {
        kind: 'list',
        items: list('items').filter(filled) as string[],
        ...(typeof block.ordered === 'boolean' ? { ordered: block.ordered } : {}),
      };
    case 'table':
      return {
        kind: 'table',
        caption: text('caption'),
        head: list('head') as string[],
        rows: (list('rows') as string[][]).filter((row) => Array.isArray(row) && row.some(filled)),
      };
    case 'figure':
      return {
        kind: 'figure',
        // An uploaded picture, or else an illustration.
        ...(block.picture && typeof block.picture === 'object'
          ? { picture: block.picture as ImageVariants }
          : { image: block.image as IllustrationKey }),
        alt: text('alt'),
        ...(typeof block.caption === 'string' ? { caption: block.caption } : {}),
      };
    case 'note':
      return { kind: 'note', text: text('text') };
    case 'shared':
      return { kind: 'shared', key: text('key') };
    default:
      return { kind: 'p', text: text('text') };
  }
}

/** The text as it is sent: empty list lines and table rows dropped, each block only its kind's fields. */
export function cleanContent(content: PageContent): PageContent {
  if (!content.sections) return content;
  return {
    ...content,
    sections: content.sections.map((section): PageSection => ({
      ...(section.id ? { id: section.id } : {}),
      heading: section.heading ?? '',
      blocks: ((section.blocks ?? []) as unknown as Loose[]).map(cleanBlock),
    })),
  };
}

/** The texts of a page outside its title, description, lead and sections, by path: a page's own parts. */
export function ownTextPaths(content: PageContent | undefined): string[] {
  if (!content) return [];
  const { title: _t, description: _d, lead: _l, sections: _s, ...rest } = content;
  const out: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') out.push(path.join('.'));
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, String(i)]));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (k !== 'key') walk(v, [...path, k]);
  };
  walk(rest, []);
  return out;
}

/** The value at a dotted path (`sections.2.blocks.0`), or undefined. */
export function at(value: unknown, path: string): unknown {
  let here = value;
  for (const part of path.split('.').filter(Boolean)) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[part];
  }
  return here;
}
