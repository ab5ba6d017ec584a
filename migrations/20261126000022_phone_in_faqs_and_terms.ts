import type { Knex } from 'knex';

// Data: the first run's FAQ answers and terms (the privacy officer's phone, the consent texts) wrote
// the demo phone 02-000-0000 into their text, so a phone staff set in 사이트 설정 never reached them.
// They now name it, as page texts do ({{phone}}), and the site fills in the phone of the settings.
// Only that demo number is replaced; a number staff wrote themselves stays.
// Back: the demo number again.
const DEMO_PHONE = '02-000-0000';
const NAMED = '{{phone}}';

const COLUMNS = [
  { table: 'faqs', column: 'answer' },
  { table: 'terms', column: 'body' },
] as const;

async function replaceIn(knex: Knex, from: string, to: string): Promise<void> {
  for (const { table, column } of COLUMNS) {
    const rows = (await knex(table).where(column, 'like', `%${from}%`).select('id', column)) as Array<
      { id: number } & Record<string, string>
    >;
    for (const row of rows)
      await knex(table)
        .where({ id: row.id })
        .update({ [column]: row[column]!.split(from).join(to) });
  }
}

export async function up(knex: Knex): Promise<void> {
  await replaceIn(knex, DEMO_PHONE, NAMED);
}

export async function down(knex: Knex): Promise<void> {
  await replaceIn(knex, NAMED, DEMO_PHONE);
}
