import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { describeIssue, password, staffScopes, username } from '@clinic/contract';
import { loadConfig } from '../config.js';
import { migrateLatest, openDatabase } from '../db/index.js';
import { upsertAccount } from '../modules/auth/index.js';

/**
 * `ADMIN_USERNAME=… ADMIN_PASSWORD=… npm run admin:create` creates a 관리자 account, or resets its
 * password (ending its sessions) and makes it 관리자. In a terminal it asks for what the environment
 * does not give; it never takes the password from the command line, where shell history and `ps` would keep it.
 */
async function ask(question: string, hidden: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = hidden;
  const value = await answer;
  rl.close();
  if (hidden) process.stdout.write('\n');
  return value.trim();
}

async function value(name: string, question: string, hidden: boolean): Promise<string> {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    console.error(`${name} is not set (and there is no terminal to ask in).`);
    process.exit(2);
  }
  return ask(question, hidden);
}

const schema = z.object({ username: username(), password: password() });

const input = schema.safeParse({
  username: await value('ADMIN_USERNAME', '관리자 아이디 / username: ', false),
  password: await value('ADMIN_PASSWORD', '비밀번호 / password: ', true),
});
if (!input.success) {
  for (const issue of input.error.issues)
    console.error(`${issue.path.join('.')}: ${describeIssue('ko', issue.message)}`);
  process.exit(2);
}

const config = loadConfig();
const db = openDatabase(config.databaseUrl, config.sqliteFile);
try {
  await migrateLatest(db);
  const result = await upsertAccount(db.knex, {
    username: input.data.username,
    password: input.data.password,
    name: process.env.ADMIN_NAME,
    // Always a 관리자 (staff accounts and roles): the way back in when no 관리자 can log in.
    scopes: staffScopes('admin'),
  });
  console.log(
    result.created
      ? `created 관리자 account "${input.data.username}"`
      : `reset the password of "${input.data.username}" (관리자) and ended its sessions`,
  );
} finally {
  await db.knex.destroy();
}
