import type { Knex } from 'knex';
import { PAGE_TEXTS as TEXTS } from './data/20261128000002_page_texts';

// Data: the texts every page had in the code until now (public-site/src/content/pages/<locale>/*.ts,
// word for word, in the four languages), frozen beside this migration in
// data/20261128000002_page_texts.ts: a page, then a language, then the page's text. A page or a
// language that already has a row is left as it is (a re-run after a stop half-way adds only what is
// missing, and never overwrites what staff wrote). 21 pages × 4 languages: 84 small inserts.
// Back: takes away the texts that are still exactly these, and the pages left without a text.
export async function up(knex: Knex): Promise<void> {
  const now = new Date().toISOString().slice(0, 23).replace('T', ' ');
  for (const [key, byLocale] of Object.entries(TEXTS)) {
    let page = (await knex('pages').where({ page_key: key }).first('id')) as { id: number } | undefined;
    if (!page) {
      await knex('pages').insert({ page_key: key, created_at: now, updated_at: now });
      page = (await knex('pages').where({ page_key: key }).first('id')) as { id: number };
    }
    for (const [locale, content] of Object.entries(byLocale)) {
      if (await knex('page_texts').where({ page_id: page.id, locale }).first('id')) continue;
      await knex('page_texts').insert({
        page_id: page.id,
        locale,
        content: JSON.stringify(content),
        version: 1,
        updated_by: null,
        created_at: now,
        updated_at: now,
      });
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [key, byLocale] of Object.entries(TEXTS)) {
    const page = (await knex('pages').where({ page_key: key }).first('id')) as { id: number } | undefined;
    if (!page) continue;
    for (const [locale, content] of Object.entries(byLocale)) {
      await knex('page_texts')
        .where({ page_id: page.id, locale, content: JSON.stringify(content) })
        .delete();
    }
    if (!(await knex('page_texts').where({ page_id: page.id }).first('id'))) {
      await knex('pages').where({ id: page.id }).delete();
    }
  }
}
