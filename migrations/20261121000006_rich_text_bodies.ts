import type { Knex } from 'knex';

// Notices' bodies, FAQ answers and terms' bodies become HTML written in the console's rich-text
// editor. Until now they were plain text: paragraphs split by blank lines, `## ` lines headings,
// runs of `- ` lines lists, other line breaks kept. This turns the stored text into the same HTML the
// demo seeds now write (api/src/services/html plainToHtml; a migration may not import application
// code, so the conversion is repeated here and must never change). Values that already start with
// `<` are HTML and left alone, so running it on converted data changes nothing.

type Convert = (text: string) => string;

const LOCALES = ['ko', 'en', 'cn', 'jp'] as const;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function plainToHtml(text: string): string {
  const out: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let run: string[] = [];
    let listRun = false;
    const flush = () => {
      if (run.length === 0) return;
      out.push(
        listRun
          ? `<ul>${run.map((l) => `<li>${escapeHtml(l.slice(2).trim())}</li>`).join('')}</ul>`
          : `<p>${run.map(escapeHtml).join('<br>')}</p>`,
      );
      run = [];
    };
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      if (line.startsWith('## ')) {
        flush();
        out.push(`<h2>${escapeHtml(line.slice(3).trim())}</h2>`);
        continue;
      }
      const isItem = line.startsWith('- ');
      if (run.length > 0 && isItem !== listRun) flush();
      listRun = isItem;
      run.push(line);
    }
    flush();
  }
  return out.join('');
}

/** Back to the plain-text format, roughly: headings, list items and paragraphs kept, other markup dropped. */
function htmlToPlain(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<h[1-6][^>]*>/gi, '\n\n## ')
    .replace(/<\/h[1-6]>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(ul|ol)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|blockquote|pre|table|tr)>/gi, '\n\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const isHtml = (text: string) => text.trimStart().startsWith('<');
const toHtml: Convert = (text) => (text.trim() === '' || isHtml(text) ? text : plainToHtml(text));
const toPlain: Convert = (text) => (isHtml(text) ? htmlToPlain(text) : text);

/** A `{ ko, en, cn, jp }` JSON column with each language converted; the text as is when it is not such JSON. */
function convertTranslated(json: string, convert: Convert): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return json;
  const record = { ...(value as Record<string, unknown>) };
  for (const locale of LOCALES) {
    const text = record[locale];
    if (typeof text === 'string') record[locale] = convert(text);
  }
  return JSON.stringify(record);
}

async function convertColumn(
  knex: Knex,
  table: string,
  column: string,
  convert: (value: string) => string,
): Promise<void> {
  const rows = (await knex(table).select('id', column)) as Array<Record<string, unknown> & { id: number }>;
  for (const row of rows) {
    const before = row[column];
    if (typeof before !== 'string') continue;
    const after = convert(before);
    if (after !== before)
      await knex(table)
        .where({ id: row.id })
        .update({ [column]: after });
  }
}

async function convertAll(knex: Knex, convert: Convert): Promise<void> {
  await convertColumn(knex, 'notices', 'body', convert);
  await convertColumn(knex, 'faqs', 'answer', (json) => convertTranslated(json, convert));
  await convertColumn(knex, 'terms', 'body', (json) => convertTranslated(json, convert));
}

export async function up(knex: Knex): Promise<void> {
  await convertAll(knex, toHtml);
}

// Back to plain text, roughly: images, links, tables and emphasis written in the editor are lost.
export async function down(knex: Knex): Promise<void> {
  await convertAll(knex, toPlain);
}
