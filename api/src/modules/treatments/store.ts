import type { Context } from 'koa';
import {
  ILLUSTRATIONS,
  splitLines,
  TREATMENT_SECTIONS,
  type IllustrationKey,
  type PublicTreatment,
  type TreatmentRecord,
  type TreatmentSection,
} from '@clinic/contract';
import { fromDbBool, fromDbTime, imageOf, translatedOf, type TreatmentRow } from '../../db/index.js';
import { localized } from '../../http/answers.js';

/** Public answers that show treatments (the menu on every page, the cards) carry it; writes clear it. */
export const TREATMENTS_TAG = 'treatments';

const sectionOf = (value: string): TreatmentSection => TREATMENT_SECTIONS.find((s) => s === value) ?? 'surgery';
const illustrationOf = (value: string): IllustrationKey => ILLUSTRATIONS.find((i) => i === value) ?? 'leg-veins';

/** A treatment as the console edits it (`pageTextId`: its page's Korean text, to open the editor). */
export const treatmentRecord = (row: TreatmentRow & { page_text_id?: number | null }): TreatmentRecord => ({
  id: row.id,
  section: sectionOf(row.section),
  slug: row.slug,
  pageId: row.page_id,
  pageTextId: row.page_text_id ?? null,
  name: translatedOf(row.name),
  nameEn: row.name_en,
  card: fromDbBool(row.card),
  cardTitle: translatedOf(row.card_title),
  subject: translatedOf(row.subject),
  lines: translatedOf(row.lines),
  pictureAlt: translatedOf(row.picture_alt),
  illustration: illustrationOf(row.illustration),
  picture: imageOf(row.picture),
  position: row.position,
  visible: fromDbBool(row.visible),
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});

/** A visible treatment in the caller's language (an empty translation shows the Korean). */
export const publicTreatment = (ctx: Context, row: TreatmentRow): PublicTreatment => {
  const name = localized(ctx, row.name);
  return {
    section: sectionOf(row.section),
    slug: row.slug,
    path: `/${row.section}/${row.slug}`,
    name,
    nameEn: row.name_en,
    card: fromDbBool(row.card)
      ? {
          title: localized(ctx, row.card_title) || name,
          subject: localized(ctx, row.subject),
          lines: splitLines(localized(ctx, row.lines)),
          pictureAlt: localized(ctx, row.picture_alt),
          illustration: illustrationOf(row.illustration),
          picture: imageOf(row.picture),
        }
      : null,
  };
};
