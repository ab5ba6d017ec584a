import { countRows, type Knex, table } from '../../db/index.js';

/** FAQs and their categories: rows and the count a category's delete depends on. */

/** Public FAQ answers carry this cache tag; a write of a FAQ or a category clears it. */
export const FAQ_TAG = 'faqs';

/** How many FAQs a category holds. */
export const faqsIn = (knex: Knex, categoryId: number) =>
  countRows(table(knex, 'faqs').where({ category_id: categoryId }));
