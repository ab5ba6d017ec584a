import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import { z } from 'zod';
import { faqCategoryInput, faqInput, optionalText, type PublicFaqList } from '@clinic/contract';
import {
  countRows,
  fromDbBool,
  fromDbTime,
  likePattern,
  toJsonText,
  whereTranslatedLike,
  type Knex,
} from '../../db/index.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { cachedJson } from '../../http/cache.js';
import { apiError, fieldError, parseOrThrow } from '../../http/errors.js';
import type { AppDeps } from '../../app.js';
import { richTranslated } from '../../services/html/index.js';
import { localized, translatedOf } from '../content/shared.js';

interface CategoryRow {
  id: number;
  code: string;
  name: string;
  position: number;
  created_at: string;
  updated_at: string;
}
interface FaqRow {
  id: number;
  category_id: number;
  question: string;
  answer: string;
  position: number;
  published: number | boolean;
  created_at: string;
  updated_at: string;
}

export const FAQ_TAG = 'faqs';

const categoryRecord = (row: CategoryRow) => ({
  id: row.id,
  code: row.code,
  name: translatedOf(row.name),
  position: row.position,
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});
const faqRecord = (row: FaqRow) => ({
  id: row.id,
  categoryId: row.category_id,
  question: translatedOf(row.question),
  answer: translatedOf(row.answer),
  position: row.position,
  published: fromDbBool(row.published),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

/** Console: `center/faqs` and `center/faq-categories`. Answers are HTML, sanitized in every language. */
const faqsIn = (knex: Knex, categoryId: number) => countRows(knex('faqs').where({ category_id: categoryId }));

export function faqConsoleRoutes({ db, cache }: AppDeps): Router {
  const { knex } = db;
  const onChange = () => cache.invalidate(FAQ_TAG);
  const categories = crudRoutes(knex, '/center/faq-categories', {
    table: 'faq_categories',
    list: {
      resource: 'faq-categories',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        code: { column: 'code', type: 'string', sortable: true, filterable: true },
        position: { column: 'position', type: 'number', sortable: true },
      },
      search: ['code', { translated: 'name' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: faqCategoryInput,
    updateSchema: faqCategoryInput.partial(),
    toRecord: categoryRecord,
    toColumns: (input) =>
      defined({ code: input.code, name: input.name && toJsonText(input.name), position: input.position }),
    onChange,
    uniqueField: 'code',
    dependents: async (row) => ({ faqs: await faqsIn(knex, row.id) }),
    // Refused while FAQs are in it (safer than deleting them along): staff move them first.
    beforeDelete: async (trx, row) => {
      const used = await faqsIn(trx, row.id);
      if (used > 0) throw apiError(409, 'categoryInUse', { num: used });
    },
  });
  const faqs = crudRoutes(knex, '/center/faqs', {
    table: 'faqs',
    list: {
      resource: 'faqs',
      fields: {
        id: { column: 'id', type: 'number', sortable: true, filterable: true },
        categoryId: { column: 'category_id', type: 'number', sortable: true, filterable: true },
        position: { column: 'position', type: 'number', sortable: true },
        published: { column: 'published', type: 'boolean', sortable: true, filterable: true },
        updatedAt: { column: 'updated_at', type: 'date', sortable: true },
      },
      search: [{ translated: 'question' }, { translated: 'answer' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: faqInput,
    updateSchema: faqInput.partial(),
    toRecord: faqRecord,
    validate: async (input) => {
      if (input.categoryId === undefined) return;
      if (!(await knex('faq_categories').where({ id: input.categoryId }).first('id')))
        throw fieldError('categoryId', 'invalid');
    },
    toColumns: (input) =>
      defined({
        category_id: input.categoryId,
        question: input.question && toJsonText(input.question),
        answer: input.answer && toJsonText(richTranslated('answer', input.answer)),
        position: input.position,
        published: input.published,
      }),
    onChange,
  });
  const router = createRouter();
  for (const r of [categories, faqs]) router.use(r.routes(), r.allowedMethods());
  return router;
}

const publicQuery = z.object({ q: optionalText(100).optional(), category: optionalText(40).optional() });

/** Public: `GET /v1/center/faqs?q=&category=` answers `{ faqs, categories }` in the caller's language. */
export function faqPublicRoutes({ db, cache }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter();
  router.get('/center/faqs', cachedJson(cache, [FAQ_TAG]), async (ctx) => {
    const query = parseOrThrow(publicQuery, ctx.query);
    const categoryRows = (await knex('faq_categories').orderBy(['position', 'id'])) as CategoryRow[];
    const qb = knex('faqs')
      .join('faq_categories', 'faq_categories.id', 'faqs.category_id')
      .where('faqs.published', true)
      .select('faqs.*', 'faq_categories.code as category_code')
      .orderBy([{ column: 'faq_categories.position' }, { column: 'faqs.position' }, { column: 'faqs.id' }]);
    if (query.category) qb.where('faq_categories.code', query.category);
    if (query.q) {
      const pattern = likePattern(query.q);
      qb.where((w) => {
        whereTranslatedLike(w, 'faqs.question', pattern);
        whereTranslatedLike(w, 'faqs.answer', pattern);
      });
    }
    const rows = (await qb) as Array<FaqRow & { category_code: string }>;
    const answer: PublicFaqList = {
      faqs: rows.map((r) => ({
        id: r.id,
        category: r.category_code,
        question: localized(ctx, r.question),
        answer: localized(ctx, r.answer),
      })),
      categories: categoryRows.map((c) => ({ code: c.code, name: localized(ctx, c.name) })),
    };
    ctx.body = answer;
  });
  return router;
}
