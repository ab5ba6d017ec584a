import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@clinic/contract';
import { api, bodyOf, t, useEmptyFieldsApp, type Body, type EmptyCase } from './support/emptyFields.ts';
import { cases } from './support/emptyFieldCases.ts';

// A field emptied in a console form is saved empty, in every console resource: each optional field
// is filled, then saved emptied exactly as the console sends it, then read back from the console and
// from the public answer. A field the save does not carry is kept (a partial update). The cases, one
// per console resource, are in support/emptyFieldCases.ts.

useEmptyFieldsApp();

/** What the public site sends as `Accept-Language` for each of its languages. */
const LANGUAGE: Record<Locale, string> = { ko: 'ko', en: 'en', cn: 'zh-CN', jp: 'ja' };

// ---------------------------------------------------------------- helpers

const valueAt = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], record);

/** A copy of `record` with `value` at `path` (nested objects copied along the way). */
function withValue(record: Body, path: string, value: unknown): Body {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...record, [key]: value };
  return { ...record, [key]: withValue({ ...(record[key] as Body) }, rest.join('.'), value) };
}

/** Whether one of two paths is inside the other (`note` and `note.en`). */
const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

// ---------------------------------------------------------------- the sweep

function emptySuite(c: EmptyCase) {
  describe(`/api/console/${c.label ?? c.resource}`, () => {
    if (c.setup) beforeAll(c.setup);

    const make = async (): Promise<Body> => {
      const body = c.body();
      const id = c.make ? await c.make(body) : ((await bodyOf(api.create(c.resource, body))).id as number);
      return bodyOf(api.getOne(c.resource, id), 200);
    };
    const save = (record: Body, values: Body) => {
      const body = c.transform ? c.transform(values) : values;
      return c.save ? c.save(record.id as number | string, body) : api.update(c.resource, record.id as number, body);
    };
    const publicRecord = async (record: Body, locale: Locale = 'ko') => {
      const res = await t.http.get(`/api/v1/${c.public!.path}`).set('Accept-Language', LANGUAGE[locale]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return c.public!.find(res.body as Body, record);
    };

    for (const field of c.fields) {
      it(`saves ${field.path} emptied as the console sends it (${JSON.stringify(field.sent)})`, async () => {
        const before = await make();
        const shown = 'shown' in field ? field.shown : field.sent;
        expect(valueAt(before, field.path), 'the record starts with the field filled').not.toEqual(shown);

        const res = await save(before, withValue(before, field.path, field.sent));
        expect(res.status, JSON.stringify(res.body)).toBe(200);

        const after = await bodyOf(api.getOne(c.resource, before.id as number), 200);
        expect(valueAt(after, field.path)).toEqual(shown);
        for (const other of c.fields.filter((f) => !overlaps(f.path, field.path)))
          expect(valueAt(after, other.path), `${other.path} is kept`).toEqual(valueAt(before, other.path));

        if (c.public) {
          const shownPublicly = await publicRecord(after, field.public?.locale);
          expect(shownPublicly, 'the record is in the public answer').toBeDefined();
          if (field.public) expect(shownPublicly![field.public.key]).toEqual(field.public.shown);
        }
      });
    }

    if (!c.whole)
      it('keeps every optional field a save does not carry', async () => {
        const before = await make();
        const values = c.transform ? c.transform(before) : before;
        const tops = new Set(c.fields.map((f) => f.path.split('.')[0]!));
        const sent = Object.fromEntries(Object.entries(values).filter(([key]) => !tops.has(key)));
        const res = c.save ? c.save(before.id as number, sent) : api.update(c.resource, before.id as number, sent);
        expect((await res).status).toBe(200);
        const after = await bodyOf(api.getOne(c.resource, before.id as number), 200);
        for (const f of c.fields) expect(valueAt(after, f.path), f.path).toEqual(valueAt(before, f.path));
      });
  });
}

for (const c of cases) emptySuite(c);
