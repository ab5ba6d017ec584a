import { createHash } from 'node:crypto';
import request, { type Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.ts';
import { createMessenger, type Messenger, type OutgoingMessage } from '../../api/src/services/messaging/index.ts';
import { useTestApp } from './support/testApp.ts';
import { codeIn, deliveredTo, freshHttp, newContact, signUp, type Http, type Member } from './support/members.ts';

// Issue 19, finding 11 (recovery timing): the first step of account recovery answered in 73 ms when
// an address had an account and in 25 ms when none did. Now it does the same work either way — the
// same statements against the database, a code made and kept even when nobody will receive it — and
// the message to an account leaves only after the answer. Checked by structure, not by the clock:
// the statements each answer ran are compared, and the answer is shown to come while the message is
// still held back by the test.

let member: Member;

const t = useTestApp({ env: { CODE_MAX_PER_IP: '1000', CODE_MAX_PER_TARGET: '1000' } });
beforeAll(async () => {
  member = await signUp(t, freshHttp(t), {}, 'email');
});

/** The app with the real messenger behind a gate: every send waits until the test lets it go. */
function heldApp(): { http: Http; held: OutgoingMessage[]; release: () => Promise<void> } {
  const real = createMessenger(t.db.knex, t.config.messaging);
  const held: OutgoingMessage[] = [];
  const waiting: Array<() => Promise<void>> = [];
  const messenger: Messenger = {
    send: (message) =>
      new Promise((resolve, reject) => {
        held.push(message);
        waiting.push(() => real.send(message).then(resolve, reject));
      }),
  };
  const release = async () => {
    await Promise.all(waiting.splice(0).map((go) => go()));
  };
  return { http: request(createApp({ config: t.config, db: t.db, messenger }).callback()), held, release };
}

/** The SQL (with placeholders, never values) each statement of `run` sent to the database, in order. */
async function statementsOf(run: () => Promise<Response>): Promise<{ res: Response; sql: string[] }> {
  const sql: string[] = [];
  const listener = (query: { sql: string }) => sql.push(query.sql);
  t.db.knex.on('query', listener);
  try {
    return { res: await run(), sql };
  } finally {
    t.db.knex.off('query', listener);
  }
}

const send = (http: Http, body: Record<string, unknown>) =>
  http.post('/api/v1/users/recovery').send({ step: 'send', ...body });

describe('the first step does the same work whether or not an account matches', () => {
  it.each([
    ['find the username by e-mail', 'findUsername', 'email'],
    ['find the username by SMS', 'findUsername', 'sms'],
    ['reset the password by e-mail', 'resetPassword', 'email'],
  ] as const)(
    '%s: the same statements, and the answer does not wait for the message',
    async (_name, action, channel) => {
      const { http, held, release } = heldApp();
      const known = channel === 'email' ? member.email : member.phone;
      const unknown = channel === 'email' ? newContact().email : newContact().phone;
      const username = action === 'resetPassword' ? { username: member.username } : {};
      const before = (await t.db.knex('outbox').where({ recipient: known })).length;

      const hit = await statementsOf(() => send(http, { action, channel, target: known, ...username }));
      // The answer is out while the message to the account is still held back.
      expect(hit.res.status).toBe(200);
      expect(held.map((m) => m.to)).toEqual([known]);
      const miss = await statementsOf(() => send(http, { action, channel, target: unknown, ...username }));
      expect(miss.res.status).toBe(200);
      expect(miss.res.body).toEqual(hit.res.body);
      expect(held).toHaveLength(1);

      expect(hit.sql.length).toBeGreaterThan(0);
      expect(miss.sql).toEqual(hit.sql);
      expect(hit.sql.some((sql) => /insert into [`"]?verification_codes/i.test(sql))).toBe(true);
      expect(hit.sql.some((sql) => /outbox/i.test(sql))).toBe(false);

      // Let go, the message reaches the account and its code works; the unknown target got nothing.
      await release();
      const [message] = (await deliveredTo(t, known, before + 1)).slice(-1);
      expect((await t.db.knex('outbox').where({ recipient: unknown })).length).toBe(0);
      const code = codeIn(message!.body);
      const confirmed = await http.post('/api/v1/users/recovery').send({
        step: 'confirm',
        action: 'findUsername',
        channel,
        target: known,
        code,
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ username: member.username });
    },
  );

  it('a wrong username with the right contact does the same work as the right one, and sends nothing', async () => {
    const { http, held, release } = heldApp();
    const right = await statementsOf(() =>
      send(http, { action: 'resetPassword', channel: 'email', target: member.email, username: member.username }),
    );
    const wrong = await statementsOf(() =>
      send(http, { action: 'resetPassword', channel: 'email', target: member.email, username: 'someone99' }),
    );
    expect(wrong.sql).toEqual(right.sql);
    expect(wrong.res.body).toEqual(right.res.body);
    expect(held).toHaveLength(1);
    await release();
  });
});

describe('the second step', () => {
  it('answers wrong guesses for a contact nobody has exactly as for an account', async () => {
    const http = freshHttp(t);
    const unknown = newContact().email;
    const guesses = async (target: string) => {
      const sent = await send(http, { action: 'findUsername', channel: 'email', target });
      expect(sent.status).toBe(200);
      // Six codes that are certainly not the one made (its hash is kept).
      const made = (await t.db.knex('verification_codes').where({ target }).orderBy('id', 'desc').first()) as {
        code_hash: string;
      };
      const wrong = Array.from({ length: 7 }, (_, i) => String(i).padStart(6, '0'))
        .filter((c) => createHash('sha256').update(c).digest('hex') !== made.code_hash)
        .slice(0, 6);
      const answers: unknown[] = [];
      for (const code of wrong) {
        const res = await http
          .post('/api/v1/users/recovery')
          .send({ step: 'confirm', action: 'findUsername', channel: 'email', target, code });
        answers.push([res.status, res.body]);
      }
      return answers;
    };
    const known = await guesses(member.email);
    expect(await guesses(unknown)).toEqual(known);
    // Five tries, then the code is dead: the sixth is refused like the fifth.
    expect(known.slice(-2).map((a) => (a as [number, { message: string }])[1].message)).toEqual([
      '인증번호를 여러 번 틀렸습니다. 새 인증번호를 받아 주세요.',
      '인증번호를 여러 번 틀렸습니다. 새 인증번호를 받아 주세요.',
    ]);
  });
});
