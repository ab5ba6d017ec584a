import { IMAGE_TYPES, previewOf, type FormNote } from '@clinic/contract';
import { type FormFileRow, type FormNoteRow, fromDbTime, fromJsonText, type Tables } from '../../db/index.js';

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
