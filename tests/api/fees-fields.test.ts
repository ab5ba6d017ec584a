import { describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import * as feeColumns from '../../migrations/20261127000040_fee_codes.ts';
import * as feeData from '../../migrations/20261127000041_fee_codes_data.ts';
import { consoleClient, tr } from './support/content.ts';
import { get } from './support/contentPublic.ts';
import { api, t, tokens, useStaffApp } from './support/staffApp.ts';

// Fee rows that page texts name (issue 20): a code, covered by national health insurance or not,
// and a duration. Validation (field errors in the request's language), a duplicate code, who may
// change them, the public answer, and the migrations that add them to an existing database.

useStaffApp();

const laser = (over: Record<string, unknown> = {}) => ({
  category: tr('레이저 수술', { en: 'Laser surgery' }),
  minCost: 3_300_000,
  maxCost: 3_500_000,
  code: 'laser',
  durationMin: 30,
  durationMax: 60,
  ...over,
});

describe('the fee row fields', () => {
  it('are saved, answered to the console and to the public', async () => {
    const res = await api.create('clinic/fees', laser());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'laser', covered: false, durationMin: 30, durationMax: 60 });
    const covered = await api.create('clinic/fees', {
      category: tr('발거술'),
      minCost: 2_800_000,
      maxCost: 3_500_000,
      code: 'stripping',
      covered: true,
    });
    expect(covered.status).toBe(201);
    expect(covered.body).toMatchObject({ code: 'stripping', covered: true, durationMin: null, durationMax: null });
    const fees = (await get('clinic/fees')).body.fees as Array<Record<string, unknown>>;
    expect(fees.find((f) => f.id === res.body.id)).toMatchObject({
      code: 'laser',
      covered: false,
      durationMin: 30,
      durationMax: 60,
      minCost: '3,300,000',
    });
    expect(fees.find((f) => f.id === covered.body.id)).toMatchObject({ code: 'stripping', covered: true });
    for (const id of [res.body.id, covered.body.id]) await api.remove('clinic/fees', id as number);
  });

  it('an empty code is none: several rows may have none', async () => {
    const ids: number[] = [];
    for (const code of ['', null, undefined]) {
      const res = await api.create('clinic/fees', { category: tr('코드 없음'), minCost: 1, maxCost: 2, code });
      expect(res.status).toBe(201);
      expect(res.body.code).toBeNull();
      ids.push(res.body.id as number);
    }
    for (const id of ids) await api.remove('clinic/fees', id);
  });

  it('refuses a bad code or duration with field errors in the request language', async () => {
    const cases: Array<[body: Record<string, unknown>, field: string, message: (l: 'ko' | 'en') => string]> = [
      [laser({ code: 'Laser' }), 'code', (l) => translate(l, 'feeCode')],
      [laser({ code: 'laser-1' }), 'code', (l) => translate(l, 'feeCode')],
      [laser({ code: '1laser' }), 'code', (l) => translate(l, 'feeCode')],
      [laser({ durationMin: 60, durationMax: 30 }), 'durationMax', (l) => translate(l, 'durationOrder')],
      [laser({ durationMin: 30, durationMax: null }), 'durationMax', (l) => translate(l, 'required')],
      [laser({ durationMin: null, durationMax: 60 }), 'durationMin', (l) => translate(l, 'required')],
      [laser({ durationMin: 0 }), 'durationMin', (l) => translate(l, 'minValue', { num: 1 })],
      [laser({ durationMax: 30.5 }), 'durationMax', (l) => translate(l, 'integer')],
      [laser({ covered: 'yes' }), 'covered', (l) => translate(l, 'invalidBoolean')],
    ];
    for (const [body, field, message] of cases)
      for (const language of ['ko', 'en'] as const) {
        const res = await api.create('clinic/fees', body).set('Accept-Language', language);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors?.[field], `${JSON.stringify(body)} ${language}`).toBe(message(language));
      }
    expect(await t.db.knex('fees').where({ code: 'laser' }).first('id')).toBeUndefined();
  });

  it('an update is checked against the stored row: a duration end below the stored other end is refused', async () => {
    const created = await api.create('clinic/fees', laser());
    const id = created.body.id as number;
    const res = await api.update('clinic/fees', id, { durationMax: 20 }).set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ durationMax: translate('en', 'durationOrder') });
    const cleared = await api.update('clinic/fees', id, { durationMin: null }).set('Accept-Language', 'en');
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual({ durationMin: translate('en', 'required') });
    expect((await api.update('clinic/fees', id, { durationMin: null, durationMax: null })).body).toMatchObject({
      durationMin: null,
      durationMax: null,
    });
    await api.remove('clinic/fees', id);
  });

  it('a second row with the same code is a 409 on code (another product may use it)', async () => {
    const first = await api.create('clinic/fees', laser());
    expect(first.status).toBe(201);
    for (const language of ['ko', 'en'] as const) {
      const again = await api.create('clinic/fees', laser({ minCost: 1 })).set('Accept-Language', language);
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual({ code: translate(language, 'duplicate') });
    }
    const other = await api.create('clinic/fees', { category: tr('다른 항목'), minCost: 1, maxCost: 2 });
    const renamed = await api.update('clinic/fees', other.body.id as number, { code: 'laser' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual({ code: translate('ko', 'duplicate') });
    const elsewhere = await api.create('branch-two/fees', laser());
    expect(elsewhere.status).toBe(201);
    for (const id of [first.body.id, other.body.id, elsewhere.body.id]) await api.remove('clinic/fees', id as number);
  });

  it('an anonymous caller or a member cannot create or change a fee row (401, 403)', async () => {
    const created = await api.create('clinic/fees', laser());
    const id = created.body.id as number;
    for (const [token, status] of [
      [undefined, 401],
      [tokens.member, 403],
    ] as const) {
      const client = consoleClient(t, token);
      expect((await client.create('clinic/fees', laser({ code: 'rfa' }))).status).toBe(status);
      expect((await client.update('clinic/fees', id, { maxCost: 9_900_000, covered: true })).status).toBe(status);
      expect((await client.remove('clinic/fees', id)).status).toBe(status);
    }
    expect((await api.getOne('clinic/fees', id)).body).toMatchObject({ maxCost: 3_500_000, covered: false });
    expect(await t.db.knex('fees').where({ code: 'rfa' }).first('id')).toBeUndefined();
    await api.remove('clinic/fees', id);
  });
});

describe('migrations 20261127000040 and 20261127000041: fee codes on an existing database', () => {
  it('adds the columns again after a down, and run twice changes nothing', async () => {
    const knex = t.db.knex;
    await feeColumns.down(knex);
    expect(await knex.schema.hasColumn('fees', 'code')).toBe(false);
    await feeColumns.up(knex);
    await feeColumns.up(knex);
    for (const column of ['code', 'covered', 'duration_min', 'duration_max'])
      expect(await knex.schema.hasColumn('fees', column), column).toBe(true);
    // The unique index holds for a code, not for rows without one.
    expect((await api.create('clinic/fees', laser())).status).toBe(201);
    expect((await api.create('clinic/fees', laser())).status).toBe(409);
    await knex('fees').delete();
  });

  it('codes the demo rows by their Korean name, adds the stripping row once, and undoes it on down', async () => {
    const knex = t.db.knex;
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const row = (ko: string, position: number, code: string | null = null) => ({
      product: 'clinic',
      category: JSON.stringify({ ko, en: '', cn: '', jp: '' }),
      min_cost: 1_000_000,
      max_cost: 2_000_000,
      note: JSON.stringify({ ko: '', en: '', cn: '', jp: '' }),
      position,
      enabled: true,
      code,
      created_at: now,
      updated_at: now,
    });
    await knex('fees').insert([
      row('혈관 초음파 검사', 1),
      row('레이저 수술', 2),
      row('고주파 수술', 3, 'myrfa'),
      row('베나실, 클라리베인, 플레보그리프', 4),
    ]);
    const rows = async () =>
      (
        (await knex('fees').where({ product: 'clinic' }).orderBy('position')) as Array<{
          category: string;
          code: string | null;
          covered: unknown;
          duration_min: number | null;
          duration_max: number | null;
          min_cost: number | string;
          max_cost: number | string;
          position: number;
        }>
      ).map((r) => ({
        ko: (JSON.parse(r.category) as { ko: string }).ko,
        code: r.code,
        covered: Boolean(r.covered),
        duration: [r.duration_min, r.duration_max],
        cost: [Number(r.min_cost), Number(r.max_cost)],
        position: r.position,
      }));

    await feeData.up(knex);
    await feeData.up(knex);
    const after = await rows();
    expect(after).toEqual([
      {
        ko: '혈관 초음파 검사',
        code: null,
        covered: false,
        duration: [null, null],
        cost: [1_000_000, 2_000_000],
        position: 1,
      },
      {
        ko: '레이저 수술',
        code: 'laser',
        covered: false,
        duration: [30, 60],
        cost: [1_000_000, 2_000_000],
        position: 2,
      },
      // A code staff chose stays.
      {
        ko: '고주파 수술',
        code: 'myrfa',
        covered: false,
        duration: [null, null],
        cost: [1_000_000, 2_000_000],
        position: 3,
      },
      {
        ko: '베나실, 클라리베인, 플레보그리프',
        code: 'nonthermal',
        covered: false,
        duration: [30, 40],
        cost: [1_000_000, 2_000_000],
        position: 4,
      },
      { ko: '발거술', code: 'stripping', covered: true, duration: [40, 60], cost: [2_800_000, 3_500_000], position: 5 },
    ]);
    // The added row is translated, and shows on the public answer in English.
    const en = (await get('clinic/fees', 'en')).body.fees as Array<{ code: string; category: string }>;
    expect(en.find((f) => f.code === 'stripping')?.category).toBe('Vein stripping');

    await feeData.down(knex);
    const back = await rows();
    expect(back.map((r) => [r.ko, r.code])).toEqual([
      ['혈관 초음파 검사', null],
      ['레이저 수술', null],
      ['고주파 수술', 'myrfa'],
      ['베나실, 클라리베인, 플레보그리프', null],
    ]);
    await knex('fees').delete();
  });

  it('leaves an empty fee table alone (the first run brings every row, coded)', async () => {
    await feeData.up(t.db.knex);
    expect(await t.db.knex('fees').count({ n: '*' }).first()).toMatchObject({ n: expect.anything() });
    expect(Number((await t.db.knex('fees').count({ n: '*' }).first())!.n)).toBe(0);
  });
});
