import { notifyStaff } from '../inbox/index.js';
import { randomBytes } from 'node:crypto';
import type Router from '@koa/router';
import { createRouter } from '../../http/router.js';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  isLocale,
  questionAnswer,
  questionInput,
  QUESTION_FILE_BYTES_MAX,
  QUESTION_FILES_MAX,
  type ConsoleQuestion,
  type Locale,
  type OwnQuestion,
  type QuestionCategory,
  type QuestionFile,
  type QuestionStatus,
} from '@clinic/contract';
import { countRows, fromDbTime, toDbTime, type Knex } from '../../db/index.js';
import { logAccess } from '../../http/audit.js';
import { requireLogin } from '../../http/auth.js';
import { crudRoutes, idParam } from '../../http/crud.js';
import { withEnrichedRecords } from '../../http/enrich.js';
import { apiError, parseOrThrow } from '../../http/errors.js';
import { consume } from '../../http/rateLimit.js';
import { filesOf, multipart } from '../../http/uploads.js';
import { sniff } from '../../services/images/index.js';
import { requiredRichText } from '../../services/html/index.js';
import type { Messenger } from '../../services/messaging/index.js';
import type { AppDeps } from '../../app.js';

/**
 * 1:1 questions (center/questions): a member asks (category, title, text, up to three files) and
 * reads only their own; staff answer in the console (sanitized HTML), which marks the question
 * answered and tells the member by e-mail or SMS. Questions and their files are private: every
 * console read is written to the access log.
 */

interface QuestionRow {
  id: number;
  user_id: number;
  category: QuestionCategory;
  title: string;
  body: string;
  status: QuestionStatus;
  answer: string | null;
  answered_by: number | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
  /** From the joined `users` row (console only). */
  author_name?: string | null;
  author_username?: string | null;
}

interface QuestionFileRow {
  id: number;
  question_id: number;
  original_name: string;
  storage_key: string;
  mime: string;
  size: number;
}

/** What a question may carry, judged by the bytes: pictures and PDF documents. */
export const QUESTION_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
const QUESTIONS_PER_USER_HOUR = 10;
const QUESTIONS_PER_IP_HOUR = 30;

const toFile = (f: QuestionFileRow): QuestionFile => ({ id: f.id, name: f.original_name, size: f.size, mime: f.mime });

const toOwn = (row: QuestionRow, files: QuestionFileRow[] = []): OwnQuestion => ({
  id: row.id,
  category: row.category,
  title: row.title,
  body: row.body,
  status: row.status,
  answer: row.answer,
  answeredAt: fromDbTime(row.answered_at),
  files: files.map(toFile),
  createdAt: fromDbTime(row.created_at)!,
});

const toConsole = (row: QuestionRow): ConsoleQuestion => ({
  ...toOwn(row),
  userId: row.user_id,
  authorName: row.author_name ?? '',
  authorUsername: row.author_username ?? '',
  updatedAt: fromDbTime(row.updated_at)!,
});

/** The files of each question in `ids`, by question id. */
async function filesByQuestion(knex: Knex, ids: number[]): Promise<Map<number, QuestionFileRow[]>> {
  const map = new Map<number, QuestionFileRow[]>();
  if (ids.length === 0) return map;
  const rows = (await knex('question_files').whereIn('question_id', ids).orderBy('id')) as QuestionFileRow[];
  for (const f of rows) map.set(f.question_id, [...(map.get(f.question_id) ?? []), f]);
  return map;
}

function sendFile(ctx: Context, file: QuestionFileRow, body: Buffer): void {
  ctx.set('Content-Type', file.mime);
  ctx.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.original_name)}`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = body;
}

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});

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
    const row = (await knex('questions')
      .where({ id: idParam(ctx.params.id), user_id: ctx.state.auth.userId })
      .first()) as QuestionRow | undefined;
    if (!row) throw apiError(404, 'notFound');
    return row;
  };

  router.get('/', login, async (ctx) => {
    const query = parseOrThrow(listQuery, ctx.query);
    const mine = { user_id: ctx.state.auth.userId };
    const counted = (await knex('questions').where(mine).count({ n: '*' }).first()) as
      { n: number | string } | undefined;
    const rows = (await knex('questions')
      .where(mine)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage)) as QuestionRow[];
    const files = await filesByQuestion(
      knex,
      rows.map((r) => r.id),
    );
    ctx.body = { questions: rows.map((r) => toOwn(r, files.get(r.id))), total: Number(counted?.n ?? 0) };
  });

  router.get('/:id', login, async (ctx) => {
    const row = await ownRow(ctx);
    const files = await filesByQuestion(knex, [row.id]);
    ctx.body = { question: toOwn(row, files.get(row.id)) };
  });

  router.get('/:id/files/:fileId', login, async (ctx) => {
    const row = await ownRow(ctx);
    const file = (await knex('question_files')
      .where({ id: idParam(ctx.params.fileId), question_id: row.id })
      .first()) as QuestionFileRow | undefined;
    if (!file) throw apiError(404, 'notFound');
    sendFile(ctx, file, await storage.get('private', file.storage_key));
  });

  router.post(
    '/',
    login,
    async (ctx, next) => {
      await consume(counters, `questions:user:${ctx.state.auth.userId}`, {
        max: QUESTIONS_PER_USER_HOUR,
        windowMs: 60 * 60_000,
      });
      await consume(counters, `questions:ip:${ctx.ip}`, { max: QUESTIONS_PER_IP_HOUR, windowMs: 60 * 60_000 });
      await next();
    },
    multipart({ maxFiles: QUESTION_FILES_MAX, maxFileBytes: QUESTION_FILE_BYTES_MAX }),
    async (ctx) => {
      const input = parseOrThrow(questionInput, ctx.request.body);
      const files = await filesOf(ctx, 'files');
      const checked = await Promise.all(
        files.map(async (f) => ({ ...f, type: await sniff(f.buffer, QUESTION_FILE_TYPES, 'fileType') })),
      );
      const stored: string[] = [];
      try {
        const id = await knex.transaction(async (trx) => {
          const now = toDbTime(new Date());
          const [questionId] = await trx('questions').insert({
            user_id: ctx.state.auth.userId,
            category: input.category,
            title: input.title,
            body: input.body,
            status: 'waiting',
            created_at: now,
            updated_at: now,
          });
          for (const file of checked) {
            const key = `questions/${questionId}/${randomBytes(12).toString('hex')}.${file.type.ext}`;
            await storage.put('private', key, file.buffer, file.type.mime);
            stored.push(key);
            await trx('question_files').insert({
              question_id: questionId,
              original_name: file.originalName,
              storage_key: key,
              mime: file.type.mime,
              size: file.size,
              created_at: now,
            });
          }
          return Number(questionId);
        });
        const row = (await knex('questions').where({ id }).first()) as QuestionRow;
        const rowFiles = await filesByQuestion(knex, [id]);
        ctx.status = 201;
        ctx.body = { question: toOwn(row, rowFiles.get(id)) };
        void notifyStaff({ knex, messenger }, { kind: 'question', id }, (err) => ctx.app.emit('error', err, ctx));
      } catch (err) {
        for (const key of stored) await storage.delete('private', key);
        throw err;
      }
    },
  );

  return router;
}

/** "Your question has an answer" in the member's language; the answer itself stays on the site. */
const ANSWERED_TEXTS: Record<Locale, { subject: string; text: string }> = {
  ko: {
    subject: '[서울하지정맥] 1:1 문의 답변 안내',
    text: '[서울하지정맥] 문의하신 내용에 답변이 등록되었습니다. 마이페이지에서 확인해 주세요.',
  },
  en: {
    subject: '[Seoul Vein Clinic] Your question has been answered',
    text: '[Seoul Vein Clinic] We have answered your question. Please see My Page for the reply.',
  },
  cn: {
    subject: '[首尔下肢静脉] 一对一咨询回复通知',
    text: '[首尔下肢静脉] 您咨询的问题已有回复，请在“我的页面”中查看。',
  },
  jp: {
    subject: '[ソウル下肢静脈] 1:1お問い合わせへの回答のお知らせ',
    text: '[ソウル下肢静脈] お問い合わせいただいた内容に回答しました。マイページでご確認ください。',
  },
};

/** Tells the member their question is answered: by e-mail when they have one, else by SMS. */
export async function notifyAnswered(knex: Knex, messenger: Messenger, userId: number): Promise<void> {
  const user = (await knex('users').where({ id: userId }).first('email', 'phone', 'locale')) as
    { email: string | null; phone: string | null; locale: string | null } | undefined;
  if (!user) return;
  const { subject, text } = ANSWERED_TEXTS[isLocale(user.locale) ? user.locale : 'ko'];
  if (user.email?.trim()) await messenger.send({ channel: 'email', to: user.email.trim(), subject, text });
  else if (user.phone?.trim()) await messenger.send({ channel: 'sms', to: user.phone.trim(), subject, text });
}

/**
 * Console `center/questions`: the queue (filters `status`, `category`, `userId`, `q`), read (with
 * files), answer (`questionAnswer`: sanitized HTML, sets `answered`; the first answer notifies the
 * member), delete (with files); `GET center/questions/:id/files/:fileId` downloads a file. Every
 * list, read, change and download is access-logged.
 */
export function questionConsoleRoutes({ db, storage, messenger }: AppDeps): Router {
  const { knex } = db;
  const pendingFiles = new Map<number, QuestionFileRow[]>();

  const crud = crudRoutes(knex, '', {
    table: 'questions',
    audit: 'question',
    list: {
      resource: 'center/questions',
      fields: {
        id: { column: 'questions.id', type: 'number', sortable: true, filterable: true },
        status: { column: 'questions.status', type: 'string', sortable: true, filterable: true },
        category: { column: 'questions.category', type: 'string', sortable: true, filterable: true },
        userId: { column: 'questions.user_id', type: 'number', filterable: true },
        title: { column: 'questions.title', type: 'string', sortable: true },
        createdAt: { column: 'questions.created_at', type: 'date', sortable: true, filterable: true },
        answeredAt: { column: 'questions.answered_at', type: 'date', sortable: true, filterable: true },
      },
      search: ['questions.title', 'questions.body', 'users.name', 'users.username'],
      defaultSort: ['createdAt', 'DESC'],
    },
    updateSchema: questionAnswer,
    toRecord: toConsole,
    where: (qb) => {
      qb.join('users', 'users.id', 'questions.user_id').select(
        'questions.*',
        'users.name as author_name',
        'users.username as author_username',
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
      const row = (await knex('questions').where({ id }).first('user_id')) as { user_id: number };
      try {
        await notifyAnswered(knex, messenger, row.user_id);
      } catch (err) {
        // The answer is saved either way; a failed notice is logged, not shown to staff as a failure.
        ctx.app.emit('error', err, ctx);
      }
    },
    dependents: async (row) => ({ files: await countRows(knex('question_files').where({ question_id: row.id })) }),
    // The file rows go with the question (ON DELETE CASCADE); their bytes once that is committed.
    beforeDelete: async (trx, row) => {
      pendingFiles.set(row.id, (await trx('question_files').where({ question_id: row.id })) as QuestionFileRow[]);
    },
    afterDelete: async (row) => {
      for (const f of pendingFiles.get(row.id) ?? []) await storage.delete('private', f.storage_key);
      pendingFiles.delete(row.id);
    },
  });

  crud.get('/:id/files/:fileId', async (ctx) => {
    const file = (await knex('question_files')
      .where({ id: idParam(ctx.params.fileId), question_id: idParam(ctx.params.id) })
      .first()) as QuestionFileRow | undefined;
    if (!file) throw apiError(404, 'notFound');
    await logAccess(knex, ctx, {
      subjectType: 'question',
      subjectId: file.question_id,
      action: 'download',
      detail: file.original_name,
    });
    sendFile(ctx, file, await storage.get('private', file.storage_key));
  });

  return withEnrichedRecords<ConsoleQuestion>('/center/questions', crud, async (records) => {
    const files = await filesByQuestion(
      knex,
      records.map((r) => r.id),
    );
    return records.map((r) => ({ ...r, files: (files.get(r.id) ?? []).map(toFile) }));
  });
}
