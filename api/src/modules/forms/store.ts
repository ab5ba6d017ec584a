import { EARLIER_REQUESTS_MAX, IMAGE_TYPES, previewOf, type FormNote, type FormRelated } from '@clinic/contract';
import {
  type FormFileRow,
  type FormNoteRow,
  fromDbTime,
  fromJsonText,
  type Knex,
  table,
  type Tables,
} from '../../db/index.js';
import { membersOnly } from '../auth/index.js';

/** Consultation requests: rows, records, and what a request may carry. */

/** What a consultation request may carry, judged by its bytes: pictures and PDF documents. */
export const FORM_FILE_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

/** A request, with what its list query selects beside it: the newest staff note and how many files came with it. */
export type FormRow = Tables['forms'] & { memo?: string | null; file_count?: number | string | null };

export const toNote = (n: FormNoteRow): FormNote => ({
  id: n.id,
  body: n.body,
  staff: n.staff_username,
  createdAt: fromDbTime(n.created_at)!,
});

export const record = (row: FormRow, files: FormFileRow[] = [], notes: FormNoteRow[] = []) => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  treatment: row.treatment,
  message: row.message,
  preview: previewOf(row.message),
  status: row.status,
  assigneeId: row.assignee_id ?? null,
  userId: row.user_id ?? null,
  /** The newest staff note ('' when there is none). */
  memo: row.memo ?? '',
  fileCount: Number(row.file_count ?? 0),
  consents: fromJsonText(row.consents, []),
  locale: row.locale,
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
  files: files.map((f) => ({ id: f.id, name: f.original_name, mime: f.mime, size: f.size })),
  notes: notes.map(toNote),
});

/**
 * The request's member and the requests sent before it from the same number (or by the same member):
 * the member it was sent by while logged in (`verified`), else the active member whose phone number it
 * came from (numbers are kept as digits on both tables; on the `phone` indexes).
 */
export async function relatedTo(knex: Knex, row: FormRow): Promise<FormRelated> {
  let member: FormRelated['member'] = null;
  if (row.user_id) {
    const user = await table(knex, 'users').where({ id: row.user_id }).first('id', 'name');
    if (user) member = { id: user.id, name: user.name, verified: true };
  }
  if (!member && row.phone) {
    const user = (await membersOnly(table(knex, 'users'))
      .where('users.phone', row.phone)
      .whereNull('users.withdrawn_at')
      .orderBy('users.id')
      .first('users.id', 'users.name')) as { id: number; name: string } | undefined;
    if (user) member = { id: user.id, name: user.name, verified: false };
  }
  const earlier = await table(knex, 'forms')
    .where((w) => {
      w.where('phone', row.phone);
      if (row.user_id) w.orWhere('user_id', row.user_id);
    })
    .andWhere('id', '<', row.id)
    .orderBy('id', 'desc')
    .limit(EARLIER_REQUESTS_MAX)
    .select('id', 'created_at', 'status', 'treatment');
  return {
    member,
    earlier: earlier.map((f) => ({
      id: f.id,
      createdAt: fromDbTime(f.created_at)!,
      status: f.status,
      treatment: f.treatment,
    })),
  };
}
