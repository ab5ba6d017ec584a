import { randomBytes } from 'node:crypto';
import {
  INSTITUTION_DOCUMENT_TYPES,
  normalizeTarget,
  type DocumentKind,
  type Locale,
  type Me,
  type SignupInput,
} from '@clinic/contract';
import { fromDbBool, fromDbTime, type Knex, table, toDbTime, type UserRow } from '../../db/index.js';
import { checkFiles, deleteFiles, withAttachments } from '../../http/attachments.js';
import type { UploadedFile } from '../../http/uploads.js';
import type { Storage } from '../../services/storage/index.js';
import { revokeAllTokens } from '../auth/index.js';

/** Members' accounts as they themselves see and change them: sign-up, documents, withdrawal. */

/** A withdrawn username cannot be taken again for 30 days. */
export const USERNAME_REUSE_DAYS = 30;

/** Who a member is, as both the member and staff see it. */
const profileOf = (row: UserRow) => ({
  id: row.id,
  username: row.username,
  kind: row.kind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  birthDate: row.birth_date,
});

/** A member as staff see it (the console). */
export const memberRecord = (row: UserRow) => ({
  ...profileOf(row),
  levelId: row.level_id,
  marketing: fromDbBool(row.marketing),
  status: row.status,
  lastLoginAt: fromDbTime(row.last_login_at),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
  withdrawnAt: fromDbTime(row.withdrawn_at),
});

/** What staff noted about a member (read with the member's record, never shown to the member). */
export const staffNoteOf = (row: UserRow) => ({
  staffNote: row.staff_note ?? '',
  staffNoteBy: row.staff_note_by,
  staffNoteAt: fromDbTime(row.staff_note_at),
});

/** The signed-in member's own account, with their level's name and their documents. */
export async function readMe(knex: Knex, id: number): Promise<Me | undefined> {
  const row = await table(knex, 'users').where({ id }).first();
  if (!row) return undefined;
  const level = row.level_id ? await table(knex, 'user_levels').where({ id: row.level_id }).first('name') : undefined;
  const docs = await table(knex, 'user_documents').where({ user_id: id }).orderBy('id');
  return {
    ...profileOf(row),
    level: level?.name ?? null,
    marketing: fromDbBool(row.marketing),
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      name: d.original_name,
      createdAt: fromDbTime(d.created_at)!,
    })),
    createdAt: fromDbTime(row.created_at)!,
  };
}

/** A term as sign-up records its consent: the code, the version shown, whether it must be agreed to. */
interface ShownTerm {
  code: string;
  version: string;
}

/** The new account and one consent row per term shown, in one transaction; answers the account's id. */
export async function createMember(
  knex: Knex,
  input: SignupInput,
  passwordHash: string,
  terms: ShownTerm[],
  locale: Locale,
): Promise<number> {
  const now = toDbTime(new Date());
  return knex.transaction(async (trx) => {
    const [id] = await table(trx, 'users').insert({
      username: input.username,
      password_hash: passwordHash,
      kind: input.kind,
      name: input.name,
      email: normalizeTarget('email', input.email),
      phone: normalizeTarget('sms', input.phone),
      birth_date: input.birthDate,
      marketing: input.agreements['marketing-consent'] === true,
      locale,
      scopes: JSON.stringify(['user']),
      status: 'active',
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    });
    for (const term of terms) {
      await table(trx, 'user_consents').insert({
        user_id: id,
        term_code: term.code,
        term_version: term.version,
        agreed: input.agreements[term.code] === true,
        created_at: now,
      });
    }
    return Number(id);
  });
}

/**
 * Keeps one document of a kind (business registration, employment certificate): the file is checked
 * by its bytes and stored privately, and the one it replaces is deleted.
 */
export async function replaceDocument(
  knex: Knex,
  storage: Storage,
  userId: number,
  kind: DocumentKind,
  file: UploadedFile,
): Promise<number> {
  const [checked] = await checkFiles([file], 'documentType', INSTITUTION_DOCUMENT_TYPES);
  const old = await table(knex, 'user_documents').where({ user_id: userId, kind });
  const folder = `members/${userId}`;
  const { ids } = await withAttachments(knex, storage, [checked!], async () => ({
    result: userId,
    target: { table: 'user_documents', folder, prefix: `${kind.toLowerCase()}-`, owner: { user_id: userId, kind } },
  }));
  for (const o of old) {
    await table(knex, 'user_documents').where({ id: o.id }).delete();
    await deleteFiles(storage, [o.storage_key]);
  }
  return ids[0]!;
}

/**
 * Withdrawal: a record kept (the username held for 30 days), personal fields erased, documents,
 * 1:1 questions and the consultation requests sent while logged in (which hold health details)
 * deleted, every session ended. Files go once it is committed.
 */
export async function withdrawMember(
  knex: Knex,
  storage: Storage,
  row: Pick<UserRow, 'id' | 'username' | 'kind'>,
  reason: string,
): Promise<void> {
  const id = row.id;
  const docs = await table(knex, 'user_documents').where({ user_id: id }).pluck('storage_key');
  const questionFiles = await table(knex, 'question_files')
    .join('questions', 'questions.id', 'question_files.question_id')
    .where('questions.user_id', id)
    .pluck('question_files.storage_key');
  // Consultation requests the member sent while logged in go with the member (their health details).
  const requestFiles = await table(knex, 'form_files')
    .join('forms', 'forms.id', 'form_files.form_id')
    .where('forms.user_id', id)
    .pluck('form_files.storage_key');
  const now = new Date();
  await knex.transaction(async (trx) => {
    await table(trx, 'withdrawals').insert({
      user_id: id,
      username: row.username,
      kind: row.kind,
      reason,
      withdrawn_at: toDbTime(now),
      reusable_after: toDbTime(new Date(now.getTime() + USERNAME_REUSE_DAYS * 86_400_000)),
    });
    await table(trx, 'user_documents').where({ user_id: id }).delete();
    await table(trx, 'questions').where({ user_id: id }).delete();
    await table(trx, 'forms').where({ user_id: id }).delete();
    // The history of staff messages keeps that a message went out, not to whom.
    await table(trx, 'staff_message_recipients').where({ user_id: id }).update({ name: '', address: '' });
    await table(trx, 'users')
      .where({ id })
      .update({
        username: `withdrawn-${id}-${randomBytes(3).toString('hex')}`,
        password_hash: 'withdrawn',
        name: '',
        email: null,
        phone: null,
        birth_date: null,
        marketing: false,
        status: 'withdrawn',
        withdrawn_at: toDbTime(now),
        tokens_valid_after: toDbTime(now),
        updated_at: toDbTime(now),
      });
    await revokeAllTokens(trx, id, now);
  });
  await deleteFiles(storage, [...docs, ...questionFiles, ...requestFiles]);
}
