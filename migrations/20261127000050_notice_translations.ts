import type { Knex } from 'knex';

// Schema: notices in four languages. Two new columns beside the Korean `title` and `body`, which stay
// as they are: `title_translated` and `body_translated`, each JSON `{"en":…,"cn":…,"jp":…}` as the
// FAQs keep their translated texts (here without `ko`, which stays in `title` and `body`). Both are
// NULL for every existing notice, which means "Korean only": no row is rewritten. For a DBA on a live
// database: two nullable columns without defaults, added at the end of the table, which MariaDB
// (10.3.2+) and MySQL (8.0.12+) add in place (ALGORITHM=INSTANT, no table copy, no long lock) and
// SQLite adds by changing the schema only. Each column is added only when missing, so a run that
// stopped half-way completes when run again.
// Back: drops the two columns (the English, Chinese and Japanese texts go with them; the Korean stays).
const COLUMNS = [
  { name: 'title_translated', type: 'text' },
  { name: 'body_translated', type: 'mediumtext' },
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const { name, type } of COLUMNS) {
    if (await knex.schema.hasColumn('notices', name)) continue;
    await knex.schema.alterTable('notices', (t) => {
      t.text(name, type).nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { name } of [...COLUMNS].reverse()) {
    if (!(await knex.schema.hasColumn('notices', name))) continue;
    await knex.schema.alterTable('notices', (t) => {
      t.dropColumn(name);
    });
  }
}
