import type { Knex } from 'knex';
import { assertUsernamesNormalisable, normalisedUsername } from './lib/usernames';

// Data: every username in its one spelling (NFKC, lower case, trimmed), the form sign-up, login and
// the login limits now use: `MemberA1` becomes `membera1`. Withdrawn names still held back from
// reuse are rewritten the same way, so they keep blocking their name.
export async function up(knex: Knex): Promise<void> {
  await assertUsernamesNormalisable(knex);
  const users = (await knex('users').select('id', 'username')) as Array<{ id: number; username: string }>;
  for (const u of users) {
    const name = normalisedUsername(u.username);
    if (name !== u.username) await knex('users').where({ id: u.id }).update({ username: name });
  }
  const held = (await knex('withdrawals').whereNotNull('username').select('id', 'username')) as Array<{
    id: number;
    username: string;
  }>;
  for (const w of held) {
    const name = normalisedUsername(w.username);
    if (name !== w.username) await knex('withdrawals').where({ id: w.id }).update({ username: name });
  }
}

export async function down(): Promise<void> {
  // The spellings before were not kept, and the normalised ones are valid usernames either way.
}
