import { LOCALES, type Locale, type PageContent } from '@clinic/contract';
import { table, toDbTime, type Knex } from '../../db/index.js';

/**
 * A new page at `key` (a new treatment's), with its text in every language from `text` and each
 * text's first revision (the translations beside the Korean they were made with), in one
 * transaction. Answers the page's id.
 */
export async function createPage(
  knex: Knex,
  key: string,
  userId: number,
  text: (locale: Locale) => PageContent,
): Promise<number> {
  return knex.transaction(async (trx) => {
    const now = toDbTime(new Date());
    const [pageId] = (await table(trx, 'pages').insert({
      page_key: key,
      created_at: now,
      updated_at: now,
    })) as number[];
    let korean: number | null = null;
    for (const locale of LOCALES) {
      const content = JSON.stringify(text(locale));
      const source = locale === 'ko' ? null : korean;
      const [textId] = (await table(trx, 'page_texts').insert({
        page_id: pageId!,
        locale,
        content,
        version: 1,
        updated_by: userId,
        draft: null,
        published_revision_id: null,
        source_revision_id: source,
        created_at: now,
        updated_at: now,
      })) as number[];
      const [revision] = (await table(trx, 'page_revisions').insert({
        page_id: pageId!,
        locale,
        content,
        action: 'first',
        restored_from: null,
        source_revision_id: source,
        confirmed_warnings: null,
        created_by: userId,
        created_at: now,
      })) as number[];
      await table(trx, 'page_texts').where({ id: textId }).update({ published_revision_id: revision });
      if (locale === 'ko') korean = revision!;
    }
    return pageId!;
  });
}
