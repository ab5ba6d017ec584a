import type { Context } from 'koa';
import { splitLines, type Doctor, type PublicDoctor } from '@clinic/contract';
import { type DoctorRow, fromDbBool, fromDbTime, imageOf, translatedOf } from '../../db/index.js';
import { localized } from '../../http/answers.js';

/** The clinic's doctors: rows and records. */

/** The cache tag of the doctors: public answers carry it, console writes clear it. */
export const DOCTORS_TAG = 'doctors';

/** A doctor as the console edits it. */
export const doctorRecord = (row: DoctorRow): Doctor => ({
  id: row.id,
  nameKo: row.name_ko,
  nameEn: row.name_en,
  title: translatedOf(row.title),
  lines: translatedOf(row.lines),
  photo: imageOf(row.photo),
  position: row.position,
  enabled: fromDbBool(row.enabled),
  isDemo: fromDbBool(row.is_demo),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

/** A doctor as the public site shows it, in the caller's language (Korean where that one is empty). */
export const publicDoctor = (ctx: Context, row: DoctorRow): PublicDoctor => ({
  id: row.id,
  nameKo: row.name_ko,
  nameEn: row.name_en,
  title: localized(ctx, row.title),
  lines: splitLines(localized(ctx, row.lines)),
  photo: imageOf(row.photo),
});
