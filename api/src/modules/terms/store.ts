import { TERM_CODES, type TermCode } from '@clinic/contract';
import { type Knex, table, type TermRow, toDbTime } from '../../db/index.js';

/** Terms (one row per version of each code) and the versions in force. */

/** Public answers that show terms carry this cache tag; a terms write clears it. */
export const TERMS_TAG = 'terms';

/** The version of each code in force now: published, effective, the latest such. */
export async function currentTerms(knex: Knex, codes: readonly TermCode[] = TERM_CODES): Promise<TermRow[]> {
  const rows = await table(knex, 'terms')
    .where('published', true)
    .where('effective_at', '<=', toDbTime(new Date()))
    .whereIn('code', codes as TermCode[])
    .orderBy([
      { column: 'effective_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  const seen = new Set<string>();
  const current = rows.filter((r) => !seen.has(r.code) && seen.add(r.code));
  return TERM_CODES.flatMap((code) => current.filter((r) => r.code === code));
}
