import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../api/src/db/index.ts';
import * as phoneMigration from '../../migrations/20261126000022_phone_in_faqs_and_terms.ts';
import { demoFaqs } from '../../migrations/seeds/data/faqs.ts';
import { demoTerms } from '../../migrations/seeds/data/terms.ts';
import { tr } from './support/content.ts';
import { t, useStaffApp } from './support/staffApp.ts';

// FAQ answers and terms name the clinic's phone ({{phone}}) instead of writing a number: the public
// site fills in the phone of the settings (e2e facts.spec). The first run writes them so, and the
// data migration 20261126000022 rewrites the demo number in older databases, leaving a number staff
// wrote themselves as it is.

useStaffApp();

const PHONE_PATTERN = /\b0\d{1,2}[-.)\s]?\d{3,4}[-.\s]?\d{4}\b/;

describe('the clinic phone in FAQ answers and terms', () => {
  it('is named, never written, in the first run texts of every language', () => {
    const texts = [
      ...demoFaqs.flatMap((faq) => Object.values(faq.answer)),
      ...demoTerms.flatMap((term) => Object.values(term.body)),
    ];
    for (const text of texts) expect(text).not.toMatch(/02-000-0000/);
    expect(texts.filter((text) => text.includes('{{phone}}')).length).toBeGreaterThanOrEqual(12);
    // Other numbers in the terms are public bodies' (118, 1833-6972, 02-…): never the clinic's.
    for (const text of demoFaqs.flatMap((faq) => Object.values(faq.answer))) expect(text).not.toMatch(PHONE_PATTERN);
  });

  it('is named in older databases by the data migration; a number staff wrote stays; down writes the demo number', async () => {
    const knex = t.db.knex;
    const now = toDbTime(new Date());
    const [categoryId] = await knex('faq_categories').insert({
      code: `phone-${Date.now()}`,
      name: JSON.stringify(tr('예약')),
      created_at: now,
      updated_at: now,
    });
    const insert = async (ko: string) => {
      const [id] = await knex('faqs').insert({
        category_id: categoryId,
        question: JSON.stringify(tr('예약은 어떻게 하나요?')),
        answer: JSON.stringify(tr(ko, { en: `Call ${ko.includes('02-000-0000') ? '02-000-0000' : '02-555-1111'}.` })),
        created_at: now,
        updated_at: now,
      });
      return id as number;
    };
    const [term] = await knex('terms').insert({
      code: 'privacy-policy',
      version: `phone-${Date.now()}`,
      title: JSON.stringify(tr('개인정보처리방침')),
      body: JSON.stringify(tr('<ul><li>전화: 02-000-0000</li></ul>')),
      effective_at: now,
      created_at: now,
      updated_at: now,
    });
    const body = async (id: number) =>
      JSON.parse(((await knex('terms').where({ id }).first('body')) as { body: string }).body) as Record<
        string,
        string
      >;
    const demo = await insert('<p>대표번호(02-000-0000)로 전화해 주세요. 02-000-0000</p>');
    const own = await insert('<p>대표번호(02-555-1111)로 전화해 주세요.</p>');
    const answer = async (id: number) =>
      JSON.parse(((await knex('faqs').where({ id }).first('answer')) as { answer: string }).answer) as Record<
        string,
        string
      >;

    await phoneMigration.up(knex);
    expect(await answer(demo)).toMatchObject({
      ko: '<p>대표번호({{phone}})로 전화해 주세요. {{phone}}</p>',
      en: 'Call {{phone}}.',
    });
    expect((await answer(own)).ko).toBe('<p>대표번호(02-555-1111)로 전화해 주세요.</p>');
    expect(await body(term as number)).toEqual(tr('<ul><li>전화: {{phone}}</li></ul>'));

    await phoneMigration.down(knex);
    expect((await answer(demo)).ko).toBe('<p>대표번호(02-000-0000)로 전화해 주세요. 02-000-0000</p>');
    expect((await body(term as number)).ko).toBe('<ul><li>전화: 02-000-0000</li></ul>');
    await phoneMigration.up(knex);
  });
});
