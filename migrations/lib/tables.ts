import type { Knex } from 'knex';

/**
 * Table defaults shared by migrations. Like a migration, this file must never change once on main:
 * write a new helper instead.
 *
 * On MySQL/MariaDB every table is utf8mb4 (Korean, Chinese, Japanese and emoji) whatever the
 * server's default; SQLite stores UTF-8 text anyway and has no such setting.
 */
export function utf8mb4(knex: Knex, table: Knex.CreateTableBuilder): void {
  if (knex.client.config.client === 'mysql2' || knex.client.config.client === 'mysql') {
    table.charset('utf8mb4');
    table.collate('utf8mb4_unicode_ci');
  }
}
