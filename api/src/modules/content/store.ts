import {
  type BannerRow,
  type FeeRow,
  fromDbBool,
  fromDbTime,
  imageOf,
  type MainRow,
  type PopupRow,
  type ScheduledRow,
  translatedOf,
} from '../../db/index.js';

/** Site content staff schedule and order (counters, popups, banners, the fee table): rows and records. */

/** The cache tag of each kind of content: public answers carry it, console writes clear it. */
export const TAGS = { mains: 'mains', popups: 'popups', banners: 'banners', fees: 'fees' } as const;

const times = (row: { created_at: string; updated_at: string }) => ({
  createdAt: fromDbTime(row.created_at),
  updatedAt: fromDbTime(row.updated_at),
});
const schedule = (row: ScheduledRow) => ({
  enabled: fromDbBool(row.enabled),
  position: row.position,
  startsAt: fromDbTime(row.starts_at),
  endsAt: fromDbTime(row.ends_at),
  image: imageOf(row.image),
  link: row.link,
});

export const mainRecord = (row: MainRow) => ({ id: row.id, code: row.code, count: Number(row.count), ...times(row) });
export const popupRecord = (row: PopupRow) => ({
  id: row.id,
  title: translatedOf(row.title),
  body: translatedOf(row.body),
  ...schedule(row),
  ...times(row),
});
export const bannerRecord = (row: BannerRow) => ({
  id: row.id,
  code: row.code,
  title: translatedOf(row.title),
  alt: translatedOf(row.alt),
  ...schedule(row),
  ...times(row),
});
export const feeRecord = (row: FeeRow) => ({
  id: row.id,
  category: translatedOf(row.category),
  minCost: Number(row.min_cost),
  maxCost: Number(row.max_cost),
  note: translatedOf(row.note),
  position: row.position,
  enabled: fromDbBool(row.enabled),
  code: row.code ?? null,
  covered: fromDbBool(row.covered),
  durationMin: row.duration_min === null ? null : Number(row.duration_min),
  durationMax: row.duration_max === null ? null : Number(row.duration_max),
  ...times(row),
});
