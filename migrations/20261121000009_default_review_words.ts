import type { Knex } from 'knex';

// Data: the starting list of expressions the medical advertising law forbids in patient reviews
// (the console warns when a member review uses one). Every installation starts with it, not only
// the demo; staff edit it in the console (후기 금지 표현). Words already there are left alone.
const WORDS: ReadonlyArray<{ word: string; note: string }> = [
  { word: '완치', note: '치료 결과를 단정하는 표현' },
  { word: '100%', note: '효과나 만족을 보장하는 표현' },
  { word: '통증 없이', note: '통증이 전혀 없다고 단정하는 표현' },
  { word: '부작용 없', note: '부작용이 없다고 단정하는 표현' },
  { word: '재발 없', note: '재발하지 않는다고 보장하는 표현' },
  { word: '흉터 없', note: '흉터가 남지 않는다고 단정하는 표현' },
  { word: '최고', note: '근거 없는 최상급 표현' },
  { word: '최초', note: '근거 없는 최상급 표현' },
  { word: '유일', note: '다른 의료기관과 비교하는 최상급 표현' },
  { word: '무조건', note: '치료 효과를 보장하는 표현' },
  { word: '보장', note: '치료 결과를 보장하는 표현' },
];

function nowUtc(): string {
  return new Date().toISOString().replace('T', ' ').replace('Z', '');
}

export async function up(knex: Knex): Promise<void> {
  const existing = new Set(((await knex('review_words').select('word')) as Array<{ word: string }>).map((r) => r.word));
  const now = nowUtc();
  const missing = WORDS.filter((w) => !existing.has(w.word)).map((w) => ({ ...w, created_at: now, updated_at: now }));
  if (missing.length > 0) await knex('review_words').insert(missing);
}

export async function down(knex: Knex): Promise<void> {
  // Only the rows this migration would add and staff never changed (same note) go.
  for (const w of WORDS) await knex('review_words').where({ word: w.word, note: w.note }).delete();
}
