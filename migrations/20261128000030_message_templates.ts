import type { Knex } from 'knex';
import { utf8mb4 } from './lib/tables';

// Issue 24: message templates staff manage (예약 확정, 부재중 회신, 휴진 안내 …) for replies to
// consultation requests. One row a template: its name (unique), the channel it is written for
// (`sms`, `email` or `both`), the e-mail's subject, the text with `{{name}}`, `{{clinicName}}` and
// `{{phone}}` (filled in when sent), and the KakaoTalk 알림톡 template code registered with SOLAPI
// ('' for plain SMS). `lock_version` as on every table staff edit (…10). New table, nothing existing
// touched; created only when missing. The demo templates come with the demo content (api/src/seeds).
// Back: drops the table.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('message_templates')) return;
  await knex.schema.createTable('message_templates', (t) => {
    utf8mb4(knex, t);
    t.increments('id').primary();
    t.string('name', 60).notNullable().unique();
    t.string('channel', 10).notNullable();
    t.string('subject', 120).notNullable().defaultTo('');
    t.text('body').notNullable();
    t.string('kakao_template_code', 64).notNullable().defaultTo('');
    t.integer('lock_version').unsigned().notNullable().defaultTo(1);
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('message_templates');
}
