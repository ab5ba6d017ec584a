import type { TermCode } from '@clinic/contract';
import type { DbBool, Time, Json, Stamped } from './common.js';

/** Rows of site content: notices, settings, counters, popups, banners, fees, FAQs, terms, doctors. */

export interface NoticeRow extends Stamped {
  id: number;
  title: string;
  body: string;
  /** JSON text `{ en, cn, jp }`, or null: Korean only (the Korean is `title` and `body`). */
  title_translated: Json | null;
  body_translated: Json | null;
  pinned: DbBool;
  published: DbBool;
  published_at: Time;
  views: number;
  author_id: number | null;
}

export interface SettingsRow extends Stamped {
  id: number;
  product: string;
  /** JSON text: the product's settings. */
  data: Json;
  /** Raised by every save (optimistic concurrency: http/versions.ts). */
  lock_version: number;
}

export interface MainRow extends Stamped {
  id: number;
  product: string;
  code: string;
  count: number;
}

/** What popups and banners share: a schedule, an order, a link and an image. */
export interface ScheduledRow extends Stamped {
  id: number;
  title: Json;
  link: string;
  image: Json | null;
  enabled: DbBool;
  position: number;
  starts_at: Time | null;
  ends_at: Time | null;
}

export interface PopupRow extends ScheduledRow {
  body: Json;
}

export interface BannerRow extends ScheduledRow {
  code: string;
  alt: Json;
}

export interface FeeRow extends Stamped {
  id: number;
  product: string;
  category: Json;
  min_cost: number | string;
  max_cost: number | string;
  note: Json | null;
  position: number;
  enabled: DbBool;
  /** The key page texts name the row by (`{{fee.laser}}`); NULL when none. */
  code: string | null;
  covered: DbBool;
  duration_min: number | null;
  duration_max: number | null;
}

export interface FaqCategoryRow extends Stamped {
  id: number;
  code: string;
  name: Json;
  position: number;
}

export interface FaqRow extends Stamped {
  id: number;
  category_id: number;
  question: Json;
  answer: Json;
  position: number;
  published: DbBool;
}

export interface TermRow extends Stamped {
  id: number;
  code: TermCode;
  version: string;
  required: DbBool;
  title: Json;
  body: Json;
  effective_at: Time;
  published: DbBool;
}

/** A public page whose text staff write (its address below the locale prefix: `surgery/venaseal`). */
export interface PageRow extends Stamped {
  id: number;
  page_key: string;
}

/** A page's text in one language: JSON text of the page's title, description, lead and sections. */
export interface PageTextRow extends Stamped {
  id: number;
  page_id: number;
  locale: string;
  content: Json;
  version: number;
  updated_by: number | null;
  /** What staff saved and have not published (JSON text like `content`); null when there is none. */
  draft: Json | null;
  /** The revision patients read now. */
  published_revision_id: number | null;
  /** A translation: the Korean revision it was made from or checked against (null in Korean). */
  source_revision_id: number | null;
}

/** A treatment (치료 방법): its page, menu name, main-page card and picture; JSON text per language. */
export interface TreatmentRow extends Stamped {
  id: number;
  section: string;
  slug: string;
  page_id: number;
  name: Json;
  name_en: string;
  card: boolean | number;
  card_title: Json;
  subject: Json;
  lines: Json;
  picture_alt: Json;
  illustration: string;
  picture: Json | null;
  position: number;
  visible: boolean | number;
}

/** A published version of a page's text in one language; rows are only ever added. */
export interface PageRevisionRow {
  id: number;
  page_id: number;
  locale: string;
  content: Json;
  action: 'first' | 'publish' | 'restore' | 'check';
  restored_from: number | null;
  source_revision_id: number | null;
  /** JSON text: the warnings staff confirmed on publishing, as shown to them. */
  confirmed_warnings: Json | null;
  created_by: number | null;
  created_at: string;
}

export interface DoctorRow extends Stamped {
  id: number;
  product: string;
  name_ko: string;
  name_en: string;
  /** JSON text: the title per language. */
  title: Json;
  /** JSON text: per language, the credentials and career lines separated by `\n`. */
  lines: Json;
  photo: Json | null;
  position: number;
  enabled: DbBool;
  /** A seeded demo doctor no staff member has changed yet. */
  is_demo: DbBool;
}
/** What videos and photos share: a product, a place on the site, an order and the demo mark. */
export interface MediaRow extends Stamped {
  id: number;
  product: string;
  placement: string;
  position: number;
  enabled: DbBool;
  /** True only for rows a first run seeded; any staff change sets it false. */
  is_demo: DbBool;
}

export interface VideoRow extends MediaRow {
  youtube_id: string;
  title: Json;
  thumbnail: Json | null;
}

export interface PhotoRow extends MediaRow {
  image: Json | null;
  /** A demo row's illustration (`/images/<name>.svg` on the site), shown while it has no image. */
  illustration: string | null;
  name: Json;
  alt: Json;
  text: Json | null;
}
