import type Router from '@koa/router';
import type { Context } from 'koa';
import { questionInput, QUESTION_FILE_BYTES_MAX, QUESTION_FILES_MAX } from '@clinic/contract';
import { table, toDbTime } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { checkFiles, findAttachment, sendAttachment, withAttachments } from '../../http/attachments.js';
import { requireLogin } from '../../http/auth.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { pageOf, pageQuery } from '../../http/paged.js';
import { idParam } from '../../http/params.js';
import { consumeHourlyWrites } from '../../http/rateLimit.js';
import { createRouter } from '../../http/router.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { notifyStaff } from '../inbox/index.js';
import { filesByQuestion, QUESTIONS_PER_IP_HOUR, QUESTIONS_PER_USER_HOUR, toOwn, type QuestionRow } from './store.js';

const listQuery = pageQuery(10);

/**
 * Public (signed-in members, own questions only):
 * - `GET /v1/center/questions?page=&perPage=` -> `{ questions: OwnQuestion[], total }`
 * - `POST /v1/center/questions` multipart `category`, `title`, `body`, `files` x0..3 -> 201 `{ question }`
 * - `GET /v1/center/questions/:id` -> `{ question }` (another member's: 404)
 * - `GET /v1/center/questions/:id/files/:fileId` -> the file
 */
export function questionPublicRoutes({ db, config, counters, storage, messenger }: AppDeps): Router {
  const { knex } = db;
  const router = createRouter({ prefix: '/center/questions' });
  const login = requireLogin(config.jwtSecret, knex);

  const ownRow = async (ctx: Context) => {
    const row = await table(knex, 'questions')
      .where({ id: idParam(ctx.params.id), user_id: ctx.state.auth.userId })
      .first();
    if (!row) throw apiError(404, 'notFound');
    return row;
  };
  const answer = async (row: QuestionRow) => toOwn(row, (await filesByQuestion(knex, [row.id])).get(row.id));

  router.get('/', login, async (ctx) => {
    const query = parseOrThrow(listQuery, ctx.query);
    const { rows, total } = await pageOf<QuestionRow>(
      () => table(knex, 'questions').where({ user_id: ctx.state.auth.userId }),
      query,
      (qb) =>
        qb.orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]),
    );
    const files = await filesByQuestion(
      knex,
      rows.map((r) => r.id),
    );
    ctx.body = { questions: rows.map((r) => toOwn(r, files.get(r.id))), total };
  });

  router.get('/:id', login, async (ctx) => {
    ctx.body = { question: await answer(await ownRow(ctx)) };
  });

  router.get('/:id/files/:fileId', login, async (ctx) => {
    const row = await ownRow(ctx);
    const file = await findAttachment(knex, 'question_files', {
      id: idParam(ctx.params.fileId),
      question_id: row.id,
    });
    await sendAttachment(ctx, storage, file, 'private, no-store');
  });

  router.post(
    '/',
    login,
    async (ctx, next) => {
      const who = { userId: ctx.state.auth.userId, ip: ctx.ip };
      const limits = { perUser: QUESTIONS_PER_USER_HOUR, perIp: QUESTIONS_PER_IP_HOUR };
      await consumeHourlyWrites(counters, 'questions', who, limits);
      await next();
    },
    multipart({ maxFiles: QUESTION_FILES_MAX, maxFileBytes: QUESTION_FILE_BYTES_MAX }),
    async (ctx) => {
      const input = parseOrThrow(questionInput, ctx.request.body);
      const checked = await checkFiles(await filesOf(ctx, 'files'), 'fileType');
      const { result: id } = await withAttachments(knex, storage, checked, async (trx) => {
        const now = toDbTime(new Date());
        const [questionId] = await table(trx, 'questions').insert({
          user_id: ctx.state.auth.userId,
          category: input.category,
          title: input.title,
          body: input.body,
          status: 'waiting',
          created_at: now,
          updated_at: now,
        });
        const target = {
          table: 'question_files',
          folder: `questions/${questionId}`,
          owner: { question_id: questionId },
        } as const;
        return { result: Number(questionId), target };
      });
      ctx.status = 201;
      ctx.body = { question: await answer((await table(knex, 'questions').where({ id }).first())!) };
      void notifyStaff({ knex, messenger }, { kind: 'question', id }, (err) => ctx.app.emit('error', err, ctx));
    },
  );

  return router;
}
