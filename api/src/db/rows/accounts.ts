import type { DocumentKind, Locale, MemberKind, MessageChannel } from '@clinic/contract';
import type { DbBool, Time, Stamped, AttachmentRow } from './common.js';

/** Rows of accounts and members: users, sessions, codes, documents, withdrawals, the outbox, the access log. */

/** Members and staff alike (staff have scope `console` in `scopes`). */
export interface UserRow extends Stamped {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** JSON text: the scopes the account grants (http/auth.ts parseScopes). */
  scopes: string;
  status: string;
  kind: MemberKind;
  birth_date: string | null;
  level_id: number | null;
  marketing: DbBool;
  locale: Locale;
  last_login_at: Time | null;
  password_changed_at: Time | null;
  tokens_valid_after: Time | null;
  withdrawn_at: Time | null;
  staff_note: string | null;
  staff_note_by: string;
  staff_note_at: Time | null;
}

export interface RefreshTokenRow {
  id: number;
  user_id: number;
  token_hash: string;
  expires_at: Time;
  revoked_at: Time | null;
  last_used_at: Time | null;
  user_agent: string | null;
  ip: string | null;
  created_at: Time;
}

export interface UserLevelRow extends Stamped {
  id: number;
  name: string;
  description: string;
  position: number;
}

export interface UserConsentRow {
  id: number;
  user_id: number;
  term_code: string;
  term_version: string | null;
  agreed: DbBool;
  created_at: Time;
}

export interface UserDocumentRow extends AttachmentRow {
  user_id: number;
  kind: DocumentKind;
}

export interface VerificationCodeRow {
  id: number;
  purpose: string;
  channel: MessageChannel;
  target: string;
  code_hash: string;
  attempts: number;
  expires_at: Time;
  verified_at: Time | null;
  token_hash: string | null;
  used_at: Time | null;
  ip: string | null;
  created_at: Time;
}

export interface WithdrawalRow {
  id: number;
  user_id: number | null;
  username: string | null;
  kind: string;
  reason: string;
  withdrawn_at: Time;
  reusable_after: Time;
}

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  status: string;
  provider: string;
  error: string | null;
  created_at: Time;
  sent_at: Time | null;
}

export interface AccessLogRow {
  id: number;
  staff_id: number | null;
  staff_username: string;
  subject_type: string;
  subject_id: number | null;
  action: string;
  detail: string;
  reason: string;
  row_count: number | null;
  ip: string;
  created_at: Time;
}
