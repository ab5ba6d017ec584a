import { describe, expect, it } from 'vitest';
import { api, member, request_, submit, useFrontDesk } from './support/frontDesk.ts';

/**
 * Record numbers staff can find (issue 24): a search for `11` or `#11` shows record 11 first (read by
 * its primary key), then the list's other matches in the list's order, with the total and the pages
 * counting it once. On SQLite and MariaDB.
 */

useFrontDesk();

type Row = { id: number };
const ids = (body: unknown) => (body as Row[]).map((r) => r.id);

async function sent(fields: Record<string, string> = request_): Promise<number> {
  const res = await submit(fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.form.id as number;
}

describe('a record number in the search', () => {
  it('finds that request first, then the other matches as before', async () => {
    const target = await sent();
    await sent();
    // Newer, and found by the same term otherwise: its e-mail address starts with the number.
    const other = await sent({ ...request_, email: `${target}desk@example.com` });

    const plain = await api.list('forms', { filter: { q: String(target) } });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(ids(plain.body)).toEqual([target, other]);
    expect(plain.headers['content-range']).toBe('forms 0-1/2');

    const hashed = await api.list('forms', { filter: { q: `#${target}` } });
    expect(ids(hashed.body)[0]).toBe(target);
    expect(ids(await api.list('forms', { filter: { q: `# ${target}` } }).then((r) => r.body))[0]).toBe(target);

    // Sorted oldest first the number still leads; each page holds each row once.
    const sort: ['createdAt', 'ASC'] = ['createdAt', 'ASC'];
    const first = await api.list('forms', { filter: { q: String(target) }, sort, range: [0, 0] });
    const second = await api.list('forms', { filter: { q: String(target) }, sort, range: [1, 1] });
    expect([...ids(first.body), ...ids(second.body)]).toEqual([target, other]);
    expect(second.headers['content-range']).toBe('forms 1-1/2');
  });

  it('keeps to the list’s filters, and a number no record has finds only the other matches', async () => {
    const target = await sent();
    expect((await api.update('forms', target, { status: 'done' })).status).toBe(200);
    const waiting = await api.list('forms', { filter: { q: `#${target}`, status: 'new' } });
    expect(ids(waiting.body)).not.toContain(target);
    const done = await api.list('forms', { filter: { q: `#${target}`, status: 'done' } });
    expect(ids(done.body)).toEqual([target]);

    const nobody = await api.list('forms', { filter: { q: '#987654321' } });
    expect(nobody.status).toBe(200);
    expect(ids(nobody.body)).toEqual([]);
    // Phone searches are as before: the last four digits still find the request.
    expect(ids((await api.list('forms', { filter: { q: '8765' } })).body)).toContain(target);
  });

  it('finds members, questions and reviews by number too', async () => {
    expect(ids((await api.list('users', { filter: { q: `#${member.id}` } })).body)[0]).toBe(member.id);
    expect((await api.list('center/questions', { filter: { q: '#1' } })).status).toBe(200);
    expect((await api.list('clinic/reviews2', { filter: { q: '#1' } })).status).toBe(200);
  });
});
