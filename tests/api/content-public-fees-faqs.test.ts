import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { tr } from './support/content.ts';
import { created, get } from './support/contentPublic.ts';
import { api, useStaffApp } from './support/staffApp.ts';

// Public reads of fees and FAQs. Everything is written through the console API (so the
// public answers' cache is cleared the way it is in production) and read anonymously.

useStaffApp();

describe('GET /api/v1/:product/fees', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.hidden = await created('clinic/fees', {
      category: tr('숨긴 항목'),
      minCost: 1,
      maxCost: 2,
      position: 0,
      enabled: false,
    });
    ids.laser = await created('clinic/fees', {
      category: tr('레이저 시술', { en: 'Laser ablation' }),
      minCost: 3_300_000,
      maxCost: 4_950_000,
      note: tr('한쪽 다리 기준', { en: 'Per leg' }),
      position: 20,
    });
    ids.scan = await created('clinic/fees', {
      category: tr('초음파 검사', { en: 'Ultrasound', jp: '超音波検査' }),
      minCost: 0,
      maxCost: 150_000,
      position: 10,
    });
    ids.big = await created('clinic/fees', {
      category: tr('복합 수술'),
      minCost: 12_000_000,
      maxCost: 1_000_000_000,
      position: 30,
    });
    await created('branch-two/fees', { category: tr('다른 지점'), minCost: 10, maxCost: 20 });
  });

  it('lists enabled fees by position with thousands separators', async () => {
    const res = await get('clinic/fees');
    expect(res.status).toBe(200);
    // Rows without a code, not covered and without a duration (fees-fields.test.ts has those).
    const plain = { code: null, covered: false, durationMin: null, durationMax: null };
    expect(res.body.fees).toEqual([
      { id: ids.scan, category: '초음파 검사', minCost: '0', maxCost: '150,000', note: '', ...plain },
      {
        id: ids.laser,
        category: '레이저 시술',
        minCost: '3,300,000',
        maxCost: '4,950,000',
        note: '한쪽 다리 기준',
        ...plain,
      },
      { id: ids.big, category: '복합 수술', minCost: '12,000,000', maxCost: '1,000,000,000', note: '', ...plain },
    ]);
  });

  it('answers the time of the latest change and translated texts', async () => {
    const records = await api.list('clinic/fees', { range: [0, 99] });
    const latest = (records.body as Array<{ updatedAt: string }>)
      .map((r) => r.updatedAt)
      .sort()
      .at(-1);
    const en = await get('clinic/fees', 'en');
    expect(en.body.updatedAt).toBe(latest);
    expect(en.body.fees.map((f: { category: string; note: string }) => [f.category, f.note])).toEqual([
      ['Ultrasound', ''],
      ['Laser ablation', 'Per leg'],
      ['복합 수술', ''],
    ]);
    expect((await get('clinic/fees', 'ja')).body.fees[0].category).toBe('超音波検査');
  });

  it('a fee disabled in the console disappears; another product shows only its own', async () => {
    await api.update('clinic/fees', ids.big!, { enabled: false });
    expect((await get('clinic/fees')).body.fees.map((f: { id: number }) => f.id)).toEqual([ids.scan, ids.laser]);
    expect((await get('branch-two/fees')).body.fees).toEqual([
      expect.objectContaining({ category: '다른 지점', minCost: '10', maxCost: '20' }),
    ]);
    expect((await get('branch-three/fees')).body).toEqual({ fees: [], updatedAt: null });
  });
});

describe('GET /api/v1/center/faqs', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const cost = await created('center/faq-categories', {
      code: 'cost',
      name: tr('비용', { en: 'Cost', cn: '费用' }),
      position: 2,
    });
    const treatment = await created('center/faq-categories', {
      code: 'treatment',
      name: tr('치료', { en: 'Treatment', jp: '治療' }),
      position: 1,
    });
    ids.time = await created('center/faqs', {
      categoryId: treatment,
      question: tr('시술 시간은 얼마나 걸리나요?', { en: 'How long does it take?', jp: '施術時間は？' }),
      answer: tr('<p>약 30분입니다.</p>', { en: '<p>About 30 minutes.</p>', jp: '<p>約30分です。</p>' }),
      position: 1,
    });
    ids.insurance = await created('center/faqs', {
      categoryId: cost,
      question: tr('실비 보험이 되나요?', { en: 'Is it covered by insurance?' }),
      answer: tr('<p>검사 결과에 따라 다릅니다.</p>', { en: '<p>It depends on the ultrasound result.</p>' }),
      position: 1,
    });
    ids.draft = await created('center/faqs', {
      categoryId: cost,
      question: tr('비공개 질문'),
      answer: tr('<p>비공개 답변</p>'),
      position: 0,
      published: false,
    });
    ids.stockings = await created('center/faqs', {
      categoryId: treatment,
      question: tr('압박스타킹은 언제까지 신나요?'),
      answer: tr('<p>2주간 착용합니다.</p>', { cn: '<p>需要穿两周。</p>' }),
      position: 2,
    });
  });
  const idsOf = (res: { body: { faqs: Array<{ id: number }> } }) => res.body.faqs.map((f) => f.id);

  it('lists published FAQs by category then position, with the categories', async () => {
    const res = await get('center/faqs');
    expect(res.status).toBe(200);
    expect(res.body.categories).toEqual([
      { code: 'treatment', name: '치료' },
      { code: 'cost', name: '비용' },
    ]);
    expect(idsOf(res)).toEqual([ids.time, ids.stockings, ids.insurance]);
    expect(res.body.faqs[0]).toEqual({
      id: ids.time,
      category: 'treatment',
      question: '시술 시간은 얼마나 걸리나요?',
      answer: '<p>약 30분입니다.</p>',
    });
  });

  it('answers in the caller language with the Korean fallback', async () => {
    const en = await get('center/faqs', 'en');
    expect(en.body.categories).toEqual([
      { code: 'treatment', name: 'Treatment' },
      { code: 'cost', name: 'Cost' },
    ]);
    expect(en.body.faqs.map((f: { question: string }) => f.question)).toEqual([
      'How long does it take?',
      '압박스타킹은 언제까지 신나요?',
      'Is it covered by insurance?',
    ]);
    const cn = await get('center/faqs?category=treatment', 'zh-CN');
    expect(cn.body.faqs[1]).toMatchObject({ question: '압박스타킹은 언제까지 신나요?', answer: '<p>需要穿两周。</p>' });
  });

  it('filters by category code', async () => {
    expect(idsOf(await get('center/faqs?category=cost'))).toEqual([ids.insurance]);
    expect(idsOf(await get('center/faqs?category=treatment'))).toEqual([ids.time, ids.stockings]);
    const none = await get('center/faqs?category=nothing');
    expect(none.body.faqs).toEqual([]);
    expect(none.body.categories).toHaveLength(2);
  });

  it('searches questions and answers in every language, whatever the caller language', async () => {
    const q = (term: string, more = '') => get(`center/faqs?q=${encodeURIComponent(term)}${more}`);
    expect(idsOf(await q('30분'))).toEqual([ids.time]);
    expect(idsOf(await q('insurance'))).toEqual([ids.insurance]);
    expect(idsOf(await q('ultrasound result'))).toEqual([ids.insurance]);
    expect(idsOf(await q('施術'))).toEqual([ids.time]);
    expect(idsOf(await q('穿两周'))).toEqual([ids.stockings]);
    expect(idsOf(await q('30', '&category=cost'))).toEqual([]);
    expect(idsOf(await q('비공개'))).toEqual([]);
    expect(idsOf(await q('100%'))).toEqual([]);
    // A hit in the English text is answered in the caller's language (here Korean).
    expect((await q('insurance')).body.faqs[0].question).toBe('실비 보험이 되나요?');
  });

  // Regression: translated texts are stored as JSON and searched with LIKE over the whole
  // JSON text, so a search for a language key ("ko", "en", "cn", "jp") or for JSON punctuation
  // matches every FAQ.
  it('a search matches the texts only, not the JSON they are stored in', async () => {
    for (const term of ['ko', 'jp', '":"']) {
      const res = await get(`center/faqs?q=${encodeURIComponent(term)}`);
      expect(idsOf(res), `q=${term}`).toEqual([]);
    }
  });

  it('a search term that is too long is a 400', async () => {
    const res = await get(`center/faqs?q=${'가'.repeat(101)}`, 'en');
    expect(res.status).toBe(400);
    expect(res.body.errors.q).toBe(translate('en', 'maxLength', { num: 100 }));
  });
});
