import type { Knex } from 'knex';

// Data: verification codes sent before the outbox kept them masked are masked too, so the console's
// 발송 기록 shows none. The subjects are those of the code messages in the four languages (as sent
// since the first release); their six-digit code becomes ******, as new rows store it.
const CODE_SUBJECTS = [
  '[서울하지정맥] 인증번호 안내',
  '[Seoul Vein Clinic] Verification code',
  '[首尔下肢静脉] 验证码',
  '[ソウル下肢静脈] 認証番号',
];
const BATCH = 500;

export async function up(knex: Knex): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await knex('outbox')
      .whereIn('subject', CODE_SUBJECTS)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'body')) as Array<{ id: number; body: string }>;
    if (rows.length === 0) return;
    for (const row of rows) {
      const body = row.body.replace(/(?<!\d)\d{6}(?!\d)/g, '******');
      if (body !== row.body) await knex('outbox').where({ id: row.id }).update({ body });
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(): Promise<void> {
  // The codes are not kept anywhere; they had expired minutes after they were sent.
}
