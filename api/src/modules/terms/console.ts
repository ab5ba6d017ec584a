import type Router from '@koa/router';
import { termInput } from '@clinic/contract';
import { fromDbBool, fromDbTime, type TermRow, toDbTime, toJsonText, translatedOf } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';
import { richTranslated } from '../../services/html/index.js';
import { TERMS_TAG } from './store.js';

const termRecord = (row: TermRow) => ({
  id: row.id,
  code: row.code,
  version: row.version,
  required: fromDbBool(row.required),
  title: translatedOf(row.title),
  body: translatedOf(row.body),
  effectiveAt: fromDbTime(row.effective_at),
  published: fromDbBool(row.published),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

/** Console: `terms`, one row per version. Bodies are HTML, sanitized in every language. */
export function termConsoleRoutes({ db, cache }: AppDeps): Router {
  return crudRoutes(db.knex, '/terms', {
    table: 'terms',
    list: {
      resource: 'terms',
      fields: listFields({
        sortAndFilter: 'id:number code version required:boolean published:boolean effectiveAt:date',
      }),
      search: [{ translated: 'title' }, { translated: 'body' }, 'code'],
      defaultSort: ['effectiveAt', 'DESC'],
    },
    createSchema: termInput,
    updateSchema: termInput.partial(),
    toRecord: termRecord,
    toColumns: (input) =>
      defined({
        code: input.code,
        version: input.version,
        required: input.required,
        title: input.title && toJsonText(input.title),
        body: input.body && toJsonText(richTranslated('body', input.body)),
        effective_at: input.effectiveAt && toDbTime(input.effectiveAt),
        published: input.published,
      }),
    onChange: () => cache.invalidate(TERMS_TAG),
  });
}
