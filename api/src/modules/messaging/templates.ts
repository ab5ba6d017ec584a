import type Router from '@koa/router';
import { messageTemplateInput, type MessageTemplate } from '@clinic/contract';
import { fromDbTime, type MessageTemplateRow } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { crudRoutes, defined } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';

/** `message-templates`: the texts staff start a reply to a consultation request from (CRUD; names unique). */

export const toTemplate = (row: MessageTemplateRow): MessageTemplate => ({
  id: row.id,
  name: row.name,
  channel: row.channel,
  subject: row.subject,
  body: row.body,
  kakaoTemplateCode: row.kakao_template_code,
  createdAt: fromDbTime(row.created_at)!,
  updatedAt: fromDbTime(row.updated_at)!,
});

export function messageTemplateRoutes({ db }: AppDeps): Router {
  return crudRoutes(db.knex, '/message-templates', {
    table: 'message_templates',
    list: {
      resource: 'message-templates',
      fields: listFields({ sortAndFilter: 'id:number name channel updatedAt:date', sort: 'createdAt:date' }),
      // A handful of rows: found anywhere in the name or the text.
      search: ['name', 'body'],
      defaultSort: ['name', 'ASC'],
    },
    createSchema: messageTemplateInput,
    updateSchema: messageTemplateInput.partial(),
    uniqueField: 'name',
    toRecord: toTemplate,
    toColumns: (input) =>
      defined({
        name: input.name,
        channel: input.channel,
        subject: input.subject,
        body: input.body,
        kakao_template_code: input.kakaoTemplateCode,
      }),
  });
}
