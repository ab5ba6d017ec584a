import type Router from '@koa/router';
import { faqCategoryInput, faqInput } from '@clinic/contract';
import {
  type FaqCategoryRow,
  type FaqRow,
  fromDbBool,
  fromDbTime,
  table,
  toJsonText,
  translatedOf,
} from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';
import { apiError, fieldError } from '../../http/errors.js';
import { createRouter } from '../../http/router.js';
import { richTranslated } from '../../services/html/index.js';
import { FAQ_TAG, faqsIn } from './store.js';

const categoryRecord = (row: FaqCategoryRow) => ({
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
export function faqConsoleRoutes({ db, cache }: AppDeps): Router {
  const { knex } = db;
  const onChange = () => cache.invalidate(FAQ_TAG);
  const categories = crudRoutes(knex, '/center/faq-categories', {
    table: 'faq_categories',
    list: {
      resource: 'faq-categories',
      fields: listFields({ sortAndFilter: 'id:number code', sort: 'position:number' }),
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
      fields: listFields({
        sortAndFilter: 'id:number categoryId:number published:boolean',
        sort: 'position:number updatedAt:date',
      }),
      search: [{ translated: 'question' }, { translated: 'answer' }],
      defaultSort: ['position', 'ASC'],
    },
    createSchema: faqInput,
    updateSchema: faqInput.partial(),
    toRecord: faqRecord,
    validate: async (input) => {
      if (input.categoryId === undefined) return;
      if (!(await table(knex, 'faq_categories').where({ id: input.categoryId }).first('id')))
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
