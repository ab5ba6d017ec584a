import type { Knex } from 'knex';

// Data: each consultation request's memo becomes the first note of its history (written by nobody
// known, at the time the request was last changed). Back: the newest note becomes the memo again.
const BATCH = 500;

export async function up(knex: Knex): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await knex('forms')
      .whereNotNull('memo')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'memo', 'updated_at')) as Array<{ id: number; memo: string; updated_at: string }>;
    if (rows.length === 0) return;
    const notes = rows
      .filter((row) => row.memo.trim() !== '')
      .map((row) => ({
        form_id: row.id,
        staff_id: null,
        staff_username: '',
        body: row.memo,
        created_at: row.updated_at,
      }));
    if (notes.length > 0) await knex('form_notes').insert(notes);
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(knex: Knex): Promise<void> {
  const newest = (await knex('form_notes').orderBy([
    { column: 'form_id' },
    { column: 'created_at' },
    { column: 'id' },
  ])) as Array<{
    form_id: number;
    body: string;
  }>;
  const memoOf = new Map<number, string>();
  for (const note of newest) memoOf.set(note.form_id, note.body);
  for (const [formId, memo] of memoOf) await knex('forms').where({ id: formId }).update({ memo });
  await knex('form_notes').delete();
}
