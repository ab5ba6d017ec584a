/** What the rows of many tables share: how booleans, times and JSON come back, timestamps, attachments. */

export type DbBool = number | boolean;
/** A stored UTC time (values.ts). */
export type Time = string;
/** A JSON text column (translations, images, consents, an audience). */
export type Json = string;

export interface Stamped {
  created_at: Time;
  updated_at: Time;
}

/** A private file kept with a row (a post's, a question's, a request's, a member's document). */
export interface AttachmentRow {
  id: number;
  original_name: string;
  storage_key: string;
  mime: string;
  size: number;
  created_at: Time;
}
