import type { Knex } from 'knex';
import { toDbTime, toJsonText } from '../db/index.js';
import { demoDoctors } from '../../../migrations/seeds/data/doctors.js';

/**
 * The demo doctors, marked `is_demo` (any change staff make clears it), without photos: added only
 * while the product has no doctor at all, so a second run never duplicates or overwrites them.
 */
export async function seedDemoDoctors(knex: Knex, product: string): Promise<Record<string, number>> {
  if (await knex('doctors').where({ product }).first('id')) return { doctors: 0 };
  const now = toDbTime(new Date());
  await knex('doctors').insert(
    demoDoctors.map((d, i) => ({
      product,
      name_ko: d.nameKo,
      name_en: d.nameEn,
      title: toJsonText(d.title),
      lines: toJsonText({
        ko: d.lines.ko.join('\n'),
        en: d.lines.en.join('\n'),
        cn: d.lines.cn.join('\n'),
        jp: d.lines.jp.join('\n'),
      }),
      photo: null,
      position: i + 1,
      enabled: true,
      is_demo: true,
      created_at: now,
      updated_at: now,
    })),
  );
  return { doctors: demoDoctors.length };
}
