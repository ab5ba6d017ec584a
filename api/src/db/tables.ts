import type { Knex } from 'knex';
import type {
  AccessLogRow,
  OutboxRow,
  RefreshTokenRow,
  UserConsentRow,
  UserDocumentRow,
  UserLevelRow,
  UserRow,
  VerificationCodeRow,
  WithdrawalRow,
} from './rows/accounts.js';
import type {
  BoardCommentRow,
  BoardFileRow,
  BoardPostRow,
  BoardRow,
  FormFileRow,
  FormNoteRow,
  FormRow,
  MemberReviewRow,
  MessageTemplateRow,
  QuestionFileRow,
  QuestionRow,
  ReviewRow,
  ReviewWordRow,
  StaffMessageRecipientRow,
  StaffMessageRow,
} from './rows/community.js';
import type {
  BannerRow,
  DoctorRow,
  FaqCategoryRow,
  FaqRow,
  FeeRow,
  MainRow,
  NoticeRow,
  PageRow,
  PageTextRow,
  PageRevisionRow,
  TreatmentRow,
  PhotoRow,
  PopupRow,
  SettingsRow,
  TermRow,
  VideoRow,
} from './rows/site.js';

export type * from './rows/accounts.js';
export type * from './rows/common.js';
export type * from './rows/community.js';
export type * from './rows/site.js';

/**
 * Every table's row as the drivers give it back (rows/, by area; migrations/ says what the columns
 * are), and typed queries of them (`table`), so results need no cast. Booleans come back as 0/1
 * (fromDbBool), times as stored text (fromDbTime), big counts as number or string (toCount);
 * translated and image columns are JSON text (db/json.ts).
 */
/** Every table by its name, with its row. */
export interface Tables {
  users: UserRow;
  refresh_tokens: RefreshTokenRow;
  user_levels: UserLevelRow;
  user_consents: UserConsentRow;
  user_documents: UserDocumentRow;
  verification_codes: VerificationCodeRow;
  withdrawals: WithdrawalRow;
  outbox: OutboxRow;
  access_logs: AccessLogRow;
  notices: NoticeRow;
  settings: SettingsRow;
  mains: MainRow;
  popups: PopupRow;
  banners: BannerRow;
  fees: FeeRow;
  doctors: DoctorRow;
  videos: VideoRow;
  photos: PhotoRow;
  faq_categories: FaqCategoryRow;
  faqs: FaqRow;
  terms: TermRow;
  pages: PageRow;
  page_texts: PageTextRow;
  page_revisions: PageRevisionRow;
  treatments: TreatmentRow;
  forms: FormRow;
  form_files: FormFileRow;
  form_notes: FormNoteRow;
  reviews: ReviewRow;
  member_reviews: MemberReviewRow;
  review_words: ReviewWordRow;
  questions: QuestionRow;
  question_files: QuestionFileRow;
  boards: BoardRow;
  board_posts: BoardPostRow;
  board_files: BoardFileRow;
  board_comments: BoardCommentRow;
  staff_messages: StaffMessageRow;
  staff_message_recipients: StaffMessageRecipientRow;
  message_templates: MessageTemplateRow;
}

export type TableName = keyof Tables;

/**
 * A query of one table's rows, typed by its name: `table(knex, 'users').where({ id }).first()` is a
 * `UserRow | undefined`, `.first('name')` a `{ name } | undefined`, and inserts and updates are
 * checked against the columns. (Knex's own `Tables` augmentation would do the same for every
 * `knex('users')`, tests included; this keeps the typing to the API's own queries.)
 */
export function table<T extends TableName>(knex: Knex, name: T) {
  return knex<Tables[T]>(name);
}
