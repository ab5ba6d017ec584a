import { type ConsoleQuestion, type OwnQuestion, type QuestionFile } from '@clinic/contract';
import { fromDbTime, type Knex, type QuestionFileRow, table, type Tables } from '../../db/index.js';

/**
 * 1:1 questions (center/questions): a member asks (category, title, text, up to three files) and
 * reads only their own; staff answer in the console (sanitized HTML), which marks the question
 * answered and tells the member by e-mail or SMS. Questions and their files are private: every
 * console read is written to the access log.
 */

/** A question; the console's list joins its author's name and username. */
export type QuestionRow = Tables['questions'] & { author_name?: string | null; author_username?: string | null };

export const QUESTIONS_PER_USER_HOUR = 10;
export const QUESTIONS_PER_IP_HOUR = 30;

export const toFile = (f: QuestionFileRow): QuestionFile => ({
  id: f.id,
  name: f.original_name,
  size: f.size,
  mime: f.mime,
});

export const toOwn = (row: QuestionRow, files: QuestionFileRow[] = []): OwnQuestion => ({
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

export const toConsole = (row: QuestionRow): ConsoleQuestion => ({
  ...toOwn(row),
  userId: row.user_id,
  authorName: row.author_name ?? '',
  authorUsername: row.author_username ?? '',
  updatedAt: fromDbTime(row.updated_at)!,
});

/** The files of each question in `ids`, by question id. */
export async function filesByQuestion(knex: Knex, ids: number[]): Promise<Map<number, QuestionFileRow[]>> {
  const map = new Map<number, QuestionFileRow[]>();
  if (ids.length === 0) return map;
  const rows = await table(knex, 'question_files').whereIn('question_id', ids).orderBy('id');
  for (const f of rows) map.set(f.question_id, [...(map.get(f.question_id) ?? []), f]);
  return map;
}
