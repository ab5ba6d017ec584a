import type { Knex } from 'knex';

// Data: the first revision of every page text there is (action `first`: the first run's words, or
// what staff saved before revisions were kept, with who saved it and when), so that any later
// change can be undone back to it; and every translation's source, the Korean revision it stands
// beside now (nothing is marked 번역 확인 필요 by this migration). A text that already has its
// revision, or a source, is left as it is: a re-run after a stop half-way does only what is missing.
// 84 rows on the first run. Back: takes away the `first` revisions and the references to them.
export async function up(knex: Knex): Promise<void> {
  const texts = (await knex('page_texts')
    .whereNull('published_revision_id')
    .select('id', 'page_id', 'locale', 'content', 'updated_by', 'updated_at')) as Array<{
    id: number;
    page_id: number;
    locale: string;
    content: string;
    updated_by: number | null;
    updated_at: string | Date;
  }>;
  for (const text of texts) {
    // MariaDB and SQLite both answer the new row's id (no RETURNING needed).
    const [id] = (await knex('page_revisions').insert({
      page_id: text.page_id,
      locale: text.locale,
      content: text.content,
      action: 'first',
      created_by: text.updated_by,
      created_at: text.updated_at,
    })) as number[];
    await knex('page_texts').where({ id: text.id }).update({ published_revision_id: id });
  }
  const korean = (await knex('page_texts')
    .where({ locale: 'ko' })
    .select('page_id', 'published_revision_id')) as Array<{
    page_id: number;
    published_revision_id: number;
  }>;
  for (const ko of korean) {
    await knex('page_texts')
      .where({ page_id: ko.page_id })
      .whereNot({ locale: 'ko' })
      .whereNull('source_revision_id')
      .update({ source_revision_id: ko.published_revision_id });
    await knex('page_revisions')
      .where({ page_id: ko.page_id, action: 'first' })
      .whereNot({ locale: 'ko' })
      .whereNull('source_revision_id')
      .update({ source_revision_id: ko.published_revision_id });
  }
}

export async function down(knex: Knex): Promise<void> {
  const first = knex('page_revisions').where({ action: 'first' }).select('id');
  await knex('page_texts').whereIn('published_revision_id', first).update({ published_revision_id: null });
  await knex('page_texts').whereIn('source_revision_id', first).update({ source_revision_id: null });
  await knex('page_revisions').where({ action: 'first' }).delete();
}
