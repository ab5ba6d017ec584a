import type { Knex } from 'knex';

// Data: the demo fee rows get the codes and durations the treatment pages name (`{{fee.laser}}`,
// `{{duration.laser}}`), found by their Korean item name, only where a row has no code yet (a code
// staff chose stays). A database that has fee rows and none coded `stripping` gets the stripping
// row the stripping page names (covered by national health insurance; it had no row before).
// An empty fee table is left alone: the first run's demo content brings every row, coded.
// Back: the codes and durations set here are cleared and the stripping row added here removed.
const PRODUCT = 'clinic';

const CODED: Array<{ ko: string; code: string; durationMin: number; durationMax: number }> = [
  { ko: '레이저 수술', code: 'laser', durationMin: 30, durationMax: 60 },
  { ko: '고주파 수술', code: 'rfa', durationMin: 30, durationMax: 60 },
  { ko: '베나실, 클라리베인, 플레보그리프', code: 'nonthermal', durationMin: 30, durationMax: 40 },
];

const STRIPPING = {
  code: 'stripping',
  category: { ko: '발거술', en: 'Vein stripping', cn: '静脉剥脱术', jp: 'ストリッピング手術' },
  minCost: 2_800_000,
  maxCost: 3_500_000,
  durationMin: 40,
  durationMax: 60,
};

const koreanOf = (json: string | null): string => {
  try {
    const value = JSON.parse(json ?? '') as { ko?: unknown };
    return typeof value?.ko === 'string' ? value.ko.trim() : '';
  } catch {
    return '';
  }
};

const dbNow = () => new Date().toISOString().replace('T', ' ').replace('Z', '');

export async function up(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    const rows = (await trx('fees').whereNull('code').select('id', 'product', 'category')) as Array<{
      id: number;
      product: string;
      category: string;
    }>;
    for (const row of rows) {
      const coded = CODED.find((c) => c.ko === koreanOf(row.category));
      if (!coded) continue;
      // One row per code and product: a second row with the same name stays without one.
      if (await trx('fees').where({ product: row.product, code: coded.code }).first('id')) continue;
      await trx('fees')
        .where({ id: row.id })
        .whereNull('code')
        .update({ code: coded.code, duration_min: coded.durationMin, duration_max: coded.durationMax });
    }

    const hasRows = await trx('fees').where({ product: PRODUCT }).first('id');
    const hasStripping = await trx('fees').where({ product: PRODUCT, code: STRIPPING.code }).first('id');
    if (hasRows && !hasStripping) {
      const last = (await trx('fees').where({ product: PRODUCT }).max({ position: 'position' }).first()) as
        { position: number | string | null } | undefined;
      const now = dbNow();
      await trx('fees').insert({
        product: PRODUCT,
        code: STRIPPING.code,
        category: JSON.stringify(STRIPPING.category),
        min_cost: STRIPPING.minCost,
        max_cost: STRIPPING.maxCost,
        note: JSON.stringify({ ko: '', en: '', cn: '', jp: '' }),
        covered: true,
        duration_min: STRIPPING.durationMin,
        duration_max: STRIPPING.durationMax,
        position: Number(last?.position ?? 0) + 1,
        enabled: true,
        created_at: now,
        updated_at: now,
      });
    }
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    const strippingKo = STRIPPING.category.ko;
    const added = (await trx('fees')
      .where({ product: PRODUCT, code: STRIPPING.code })
      .select('id', 'category', 'min_cost', 'max_cost')) as Array<{
      id: number;
      category: string;
      min_cost: number | string;
      max_cost: number | string;
    }>;
    for (const row of added)
      if (koreanOf(row.category) === strippingKo) await trx('fees').where({ id: row.id }).delete();
    for (const coded of CODED)
      await trx('fees').where({ code: coded.code }).update({ code: null, duration_min: null, duration_max: null });
  });
}
