import type { Knex } from 'knex';

// Data: staff roles. A staff account (scope `console`) is 직원 unless it also holds `admin` (관리자:
// staff accounts and roles, member and access-log exports, the access log). Every staff account
// there is when roles arrive becomes 관리자, so nobody loses what they could do before; from then on
// 관리자 choose each account's role in the console. Run once: when any account already holds
// `admin`, roles are in use and a 직원 is not promoted again (a re-run after a failure, or after a
// down). One transaction: every staff account or none.
export async function up(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    const inUse = await trx('users').where('scopes', 'like', '%"admin"%').first('id');
    if (inUse) return;
    const staff = (await trx('users').where('scopes', 'like', '%"console"%').select('id', 'scopes')) as Array<{
      id: number;
      scopes: string;
    }>;
    for (const account of staff) {
      let scopes: unknown;
      try {
        scopes = JSON.parse(account.scopes);
      } catch {
        continue;
      }
      if (!Array.isArray(scopes) || !scopes.includes('console')) continue;
      await trx('users')
        .where({ id: account.id })
        .update({ scopes: JSON.stringify([...scopes, 'admin']) });
    }
  });
}

export async function down(): Promise<void> {
  // The roles stay: the code before them reads only `user` and `console` and ignores `admin`, and
  // taking it away would forget who is 관리자 and who 직원 should the roles come back.
}
