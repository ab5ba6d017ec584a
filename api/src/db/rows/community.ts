import type {
  BoardWriteAccess,
  Locale,
  MemberReviewStatus,
  MessageChannel,
  MessageTemplateChannel,
  MessagePurpose,
  QuestionCategory,
  QuestionStatus,
  RecipientStatus,
  SentMessageStatus,
  Treatment,
} from '@clinic/contract';
import type { DbBool, Time, Json, Stamped, AttachmentRow } from './common.js';

/** Rows of what patients send and staff answer: requests, reviews, questions, boards, staff messages. */

export interface FormRow extends Stamped {
  id: number;
  name: string;
  phone: string;
  email: string;
  treatment: string;
  message: string;
  status: string;
  assignee_id: number | null;
  user_id: number | null;
  consents: Json;
  locale: Locale;
  ip: string | null;
}

export interface FormFileRow extends AttachmentRow {
  form_id: number;
}

export interface FormNoteRow {
  id: number;
  form_id: number;
  staff_id: number | null;
  staff_username: string;
  body: string;
  created_at: Time;
}

export interface ReviewRow extends Stamped {
  id: number;
  product: string;
  title: string;
  content: string;
  treatment: Treatment | null;
  thumb: Json | null;
  images: Json;
  is_main: DbBool;
  published: DbBool;
  position: number;
  /** A first run's example card, until staff change it. */
  is_demo: DbBool;
}

export interface MemberReviewRow extends Stamped {
  id: number;
  product: string;
  user_id: number | null;
  title: string;
  content: string;
  treatment: Treatment | null;
  images: Json;
  status: MemberReviewStatus;
  reject_reason: string;
  moderated_by: number | null;
  moderated_at: Time | null;
}

export interface MessageTemplateRow extends Stamped {
  id: number;
  name: string;
  channel: MessageTemplateChannel;
  subject: string;
  body: string;
  kakao_template_code: string;
  version: number;
}

export interface ReviewWordRow extends Stamped {
  id: number;
  word: string;
  note: string;
}

export interface QuestionRow extends Stamped {
  id: number;
  user_id: number;
  category: QuestionCategory;
  title: string;
  body: string;
  status: QuestionStatus;
  answer: string | null;
  answered_by: number | null;
  answered_at: Time | null;
}

export interface QuestionFileRow extends AttachmentRow {
  question_id: number;
}

// ---- boards

export interface BoardRow extends Stamped {
  id: number;
  key: string;
  name: Json;
  write_access: BoardWriteAccess;
  comments_enabled: DbBool;
  published: DbBool;
  position: number;
}

export interface BoardPostRow extends Stamped {
  id: number;
  board_id: number;
  user_id: number | null;
  author_name: string;
  title: string;
  body: string;
  thumb: Json | null;
  pinned: DbBool;
  hidden: DbBool;
  views: number;
}

export interface BoardFileRow extends AttachmentRow {
  post_id: number;
}

export interface BoardCommentRow extends Stamped {
  id: number;
  post_id: number;
  user_id: number | null;
  author_name: string;
  body: string;
  hidden: DbBool;
}

// ---- staff messages

export interface StaffMessageRow {
  id: number;
  channel: MessageChannel;
  purpose: MessagePurpose;
  /** JSON text: the audience, in a fixed key order. */
  audience: Json;
  subject: string;
  body: string;
  status: SentMessageStatus;
  recipients: number | string;
  sent: number | string;
  stored: number | string;
  failed: number | string;
  idempotency_key: string;
  request_hash: string;
  created_by_id: number | null;
  created_by: string;
  created_at: Time;
  finished_at: Time | null;
}

export interface StaffMessageRecipientRow {
  id: number;
  message_id: number;
  user_id: number | null;
  name: string;
  address: string;
  status: RecipientStatus;
  error: string | null;
  outbox_id: number | null;
  created_at: Time;
}
