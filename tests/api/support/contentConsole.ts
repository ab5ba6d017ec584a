import { beforeAll, describe, expect, it } from 'vitest';
import { translate, type Locale, type MessageKey, type MessageParams } from '@clinic/contract';
import { contentRange, type Order } from './content.ts';
import { api } from './staffApp.ts';

// The content modules' console resources in the ra-data-simple-rest dialect (the app from
// useStaffApp()): crudSuite, the tests every resource passes (create, list, sort, filter, q, get,
// update, refuse, delete).

export type Input = Record<string, unknown>;
type Expected = [MessageKey, MessageParams?];
const say = (locale: Locale, [key, params]: Expected) => translate(locale, key, params);

export interface CrudCase {
  /** Path under /api/console. */
  resource: string;
  /** The name in Content-Range. */
  rangeName: string;
  setup?: () => Promise<void>;
  inputs: () => Input[];
  /** What the record shows for an input (a subset of the record). */
  shown: (input: Input) => Input;
  sort: { field: string; key: (input: Input) => number | string };
  /** A function when the value is known only after `setup` (ids of related records). */
  filter: { value: Record<string, unknown> | (() => Record<string, unknown>); matches: (input: Input) => boolean };
  q: { value: string; matches: (input: Input) => boolean };
  change: Input;
  invalid: { body: Input; errors: Record<string, Expected> };
}

const byKey = (key: (input: Input) => number | string) => (a: Created, b: Created) => {
  const ka = key(a.input);
  const kb = key(b.input);
  return ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
};
interface Created {
  id: number;
  input: Input;
}
export const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
export const sortedIds = (rows: Array<{ id: number }>) => idsOf(rows).sort((a, b) => a - b);

/** The tests every content resource of the console passes, in one describe named for its path. */
export function crudSuite(c: CrudCase) {
  describe(`/api/console/${c.resource}`, () => {
    const created: Created[] = [];
    if (c.setup) beforeAll(c.setup);

    it('creates records (201) and answers each with its id', async () => {
      for (const input of c.inputs()) {
        const res = await api.create(c.resource, input);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.id).toEqual(expect.any(Number));
        expect(res.body).toMatchObject(c.shown(input));
        created.push({ id: res.body.id as number, input });
      }
      expect(new Set(idsOf(created)).size).toBe(created.length);
    });

    it('lists a sorted page in both orders with the exact Content-Range', async () => {
      const total = created.length;
      const end = Math.min(3, total - 1);
      for (const order of ['ASC', 'DESC'] as Order[]) {
        const expected = [...created].sort(byKey(c.sort.key));
        if (order === 'DESC') expected.reverse();
        const res = await api.list(c.resource, { sort: [c.sort.field, order], range: [1, end], filter: {} });
        expect(res.status).toBe(200);
        expect(contentRange(res)).toEqual({ resource: c.rangeName, start: 1, end, total });
        expect(idsOf(res.body)).toEqual(idsOf(expected.slice(1, end + 1)));
      }
      const past = await api.list(c.resource, { sort: ['id', 'ASC'], range: [total + 5, total + 10] });
      expect(past.body).toEqual([]);
      expect(contentRange(past)).toEqual({ resource: c.rangeName, total });
      const plain = await api.list(c.resource);
      expect(contentRange(plain).total).toBe(total);
    });

    it('filters by field and searches with q, counting only the matches', async () => {
      const filterValue = typeof c.filter.value === 'function' ? c.filter.value() : c.filter.value;
      for (const [filter, matches] of [
        [filterValue, c.filter.matches],
        [{ q: c.q.value }, c.q.matches],
      ] as const) {
        const expected = created.filter((r) => matches(r.input));
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(created.length);
        const res = await api.list(c.resource, { sort: ['id', 'ASC'], range: [0, 99], filter });
        expect(res.status).toBe(200);
        expect(contentRange(res).total).toBe(expected.length);
        expect(sortedIds(res.body)).toEqual(sortedIds(expected));
      }
      const many = await api.list(c.resource, { filter: { id: [created[0]!.id, created[2]!.id] } });
      expect(sortedIds(many.body)).toEqual(sortedIds([created[0]!, created[2]!]));
    });

    it('refuses unknown sort and filter fields with a 400 in the caller language', async () => {
      const sort = await api.list(c.resource, { sort: ['password', 'ASC'] }).set('Accept-Language', 'en');
      expect(sort.status).toBe(400);
      expect(sort.body.message).toBe(translate('en', 'invalidSort', { field: 'password' }));
      const filter = await api.list(c.resource, { filter: { 'id; drop table x': 1 } });
      expect(filter.status).toBe(400);
      const range = await api.list(c.resource, { range: [5, 2] });
      expect(range.status).toBe(400);
    });

    it('gets one record; an unknown or malformed id is a 404', async () => {
      const first = created[0]!;
      const res = await api.getOne(c.resource, first.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: first.id, ...c.shown(first.input) });
      expect((await api.getOne(c.resource, 999_999)).status).toBe(404);
      expect((await api.getOne(c.resource, 'abc')).status).toBe(404);
    });

    it('updates with the whole record sent back and answers the new record', async () => {
      const target = created[1]!;
      const before = (await api.getOne(c.resource, target.id)).body as Input;
      const res = await api.update(c.resource, target.id, { ...before, ...c.change });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ id: target.id, ...c.change });
      expect(res.body.createdAt).toBe(before.createdAt);
      expect((await api.getOne(c.resource, target.id)).body).toMatchObject(c.change);
      expect((await api.update(c.resource, 999_999, { ...before, ...c.change })).status).toBe(404);
    });

    it('refuses invalid input with translated field errors and stores nothing', async () => {
      const before = contentRange(await api.list(c.resource)).total;
      for (const locale of ['ko', 'jp'] as Locale[]) {
        const res = await api.create(c.resource, c.invalid.body).set('Accept-Language', locale === 'jp' ? 'ja' : 'ko');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(translate(locale, 'validationFailed'));
        const errors = Object.fromEntries(Object.entries(c.invalid.errors).map(([f, e]) => [f, say(locale, e)]));
        expect(res.body.errors).toMatchObject(errors);
      }
      expect(contentRange(await api.list(c.resource)).total).toBe(before);
    });

    it('deletes a record, answering the deleted record', async () => {
      const victim = created.at(-1)!;
      const res = await api.remove(c.resource, victim.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: victim.id, ...c.shown(victim.input) });
      expect((await api.getOne(c.resource, victim.id)).status).toBe(404);
      expect((await api.remove(c.resource, victim.id)).status).toBe(404);
      expect(contentRange(await api.list(c.resource)).total).toBe(created.length - 1);
    });
  });
}

/** A date as the API answers it (ISO 8601 in UTC). */
export const iso = (date: string) => new Date(date).toISOString();
