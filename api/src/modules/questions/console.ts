import type Router from '@koa/router';
import { questionAnswer, TEXT_SEARCH_MAX_DAYS, type ConsoleQuestion } from '@clinic/contract';
import { countRows, table, toDbTime } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { attachmentsRemoved, findAttachment, sendLoggedAttachment } from '../../http/attachments.js';
import { crudRoutes } from '../../http/crud.js';
import { listFields } from '../../http/listQuery.js';
import { withEnrichedRecords } from '../../http/enrich.js';
import { idParam } from '../../http/params.js';
import { requiredRichText } from '../../services/html/index.js';
import { notifyAnswered } from './notify.js';
import { filesByQuestion, toConsole, toFile, type QuestionRow } from './store.js';

/**
 * Console `center/questions`: the queue (filters `status`, `category`, `userId`, `q`), read (with
 * files), answer (`questionAnswer`: sanitized HTML, sets `answered`; the first answer notifies the
 * member), delete (with files); `GET center/questions/:id/files/:fileId` downloads a file. Every
 * list, read, change and download is access-logged.
 */
export function questionConsoleRoutes({ db, storage, messenger }: AppDeps): Router {
  const { knex } = db;

  const crud = crudRoutes(knex, '', {
    table: 'questions',
    audit: 'question',
    list: {
      resource: 'center/questions',
      fields: listFields(
        {
          sortAndFilter: 'id:number status category createdAt:date answeredAt:date',
          sort: 'title',
          filter: 'userId:number',
        },
        'questions',
      ),
      // On indexes at any volume: the first letters of the title, the asker's name or username; the
      // body only within at most three months of questions.
      search: [
        { prefix: 'questions.title' },
        { member: 'questions.user_id' },
        { text: 'questions.body', within: 'questions.created_at', maxDays: TEXT_SEARCH_MAX_DAYS },
      ],
      defaultSort: ['createdAt', 'DESC'],
    },
    updateSchema: questionAnswer,
    toRecord: toConsole,
    personalFields: ['title', 'body', 'answer', 'authorName', 'authorUsername'],
    // The asker's name and username for the page's rows only (no join: the list is read from
    // `questions` through its own indexes, whatever the number of members).
    where: (qb) => {
      qb.select(
        'questions.*',
        knex.raw('(select name from users where users.id = questions.user_id) as author_name'),
        knex.raw('(select username from users where users.id = questions.user_id) as author_username'),
      );
    },
    validate: async (_input, ctx, existing) => {
      ctx.state.previousStatus = existing?.status;
    },
    // An answer with nothing left after sanitizing (a lone script, an empty paragraph) is `required`.
    toColumns: (input, ctx) => ({
      answer: requiredRichText('answer', input.answer),
      status: 'answered',
      answered_by: ctx.state.auth.userId,
      answered_at: toDbTime(new Date()),
    }),
    afterWrite: async (id, _input, ctx) => {
      if (ctx.state.previousStatus !== 'waiting') return;
      const row = (await table(knex, 'questions').where({ id }).first('user_id'))!;
      try {
        await notifyAnswered(knex, messenger, row.user_id);
      } catch (err) {
        // The answer is saved either way; a failed notice is logged, not shown to staff as a failure.
        ctx.app.emit('error', err, ctx);
      }
    },
    dependents: async (row) => ({
      files: await countRows(table(knex, 'question_files').where({ question_id: row.id })),
    }),
    // The file rows go with the question (ON DELETE CASCADE); their bytes once that is committed.
    ...attachmentsRemoved<QuestionRow>(storage, 'question_files', 'question_id'),
  });

  crud.get('/:id/files/:fileId', async (ctx) => {
    const file = await findAttachment(knex, 'question_files', {
      id: idParam(ctx.params.fileId),
      question_id: idParam(ctx.params.id),
    });
    await sendLoggedAttachment(
      ctx,
      { knex, storage },
      file,
      { type: 'question', id: file.question_id },
      'private, no-store',
    );
  });

  return withEnrichedRecords<ConsoleQuestion>('/center/questions', crud, async (records) => {
    const files = await filesByQuestion(
      knex,
      records.map((r) => r.id),
    );
    return records.map((r) => ({ ...r, files: (files.get(r.id) ?? []).map(toFile) }));
  });
}
