import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  normalizeTarget,
  type CertifyChannel,
  type Locale,
} from '@clinic/contract';
import { fromDbTime, type Knex, table, toDbTime } from '../../db/index.js';
import { apiError } from '../../http/errors.js';
import type { Messenger } from '../../services/messaging/index.js';

/** Verification codes by e-mail or SMS: sent, confirmed (five tries), redeemed once as a token. */

/** How long a confirmed code's token may be used (to finish the sign-up form, say). */
export const TOKEN_TTL_SECONDS = 30 * 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const TEXTS: Record<Locale, (code: string) => { subject: string; text: string }> = {
  ko: (c) => ({
    subject: '[서울하지정맥] 인증번호 안내',
    text: `[서울하지정맥] 인증번호는 ${c} 입니다. 5분 안에 입력해 주세요.`,
  }),
  en: (c) => ({
    subject: '[Seoul Vein Clinic] Verification code',
    text: `[Seoul Vein Clinic] Your code is ${c}. Please enter it within 5 minutes.`,
  }),
  cn: (c) => ({ subject: '[首尔下肢静脉] 验证码', text: `[首尔下肢静脉] 您的验证码是 ${c}，请在5分钟内输入。` }),
  jp: (c) => ({
    subject: '[ソウル下肢静脈] 認証番号',
    text: `[ソウル下肢静脈] 認証番号は ${c} です。5分以内に入力してください。`,
  }),
};

/**
 * The one key a target's codes are counted under (CODE_MAX_PER_TARGET), so that one mailbox or one
 * handset is one counter however it is spelled: an address in lower case without its `+tag`, the
 * dots of its local part or the trailing dots of its domain (`A.B+x@Mail.Example.` counts as
 * `ab@mail.example`); a phone number as its digits, Korea's country code standing for the leading 0
 * (`+82 10-5555-1234`, `821055551234`, `0082 10 5555 1234` and `010.5555.1234` count as `01055551234`).
 * The code itself still goes to the target as given (`normalizeTarget`).
 */
export function targetKey(channel: CertifyChannel, target: string): string {
  const normal = normalizeTarget(channel, target);
  if (channel === 'sms') return normal.replace(/^(?:00)?82(?=[1-9]\d{7,9}$)/, '0');
  const at = normal.lastIndexOf('@');
  const local = normal.slice(0, Math.max(at, 0)).split('+')[0]!.replaceAll('.', '');
  const domain = normal.slice(at + 1).replace(/\.+$/, '');
  return `${local}@${domain}`;
}

/** A code made and kept for a target, and the message that would carry it. */
export interface IssuedCode {
  channel: CertifyChannel;
  to: string;
  subject: string;
  text: string;
  secret: string;
}

/**
 * Makes a new 6-digit code (single use, 5 minutes) and keeps its hash; earlier unused codes for the
 * same target stop working. Nothing is sent: `deliverCode` does that. The message holds the fixed
 * text of the caller's language and the code, never anything the caller typed (the target is only
 * its recipient, already one valid address or number).
 */
export async function issueCode(
  knex: Knex,
  args: { purpose: string; channel: CertifyChannel; target: string; locale: Locale; ip: string },
): Promise<IssuedCode> {
  const target = normalizeTarget(args.channel, args.target);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  await table(knex, 'verification_codes')
    .where({ purpose: args.purpose, channel: args.channel, target })
    .whereNull('used_at')
    .update({ used_at: toDbTime(now) });
  await table(knex, 'verification_codes').insert({
    purpose: args.purpose,
    channel: args.channel,
    target,
    code_hash: sha256(code),
    attempts: 0,
    expires_at: toDbTime(new Date(now.getTime() + CODE_TTL_SECONDS * 1000)),
    ip: args.ip.slice(0, 45),
    created_at: toDbTime(now),
  });
  const { subject, text } = TEXTS[args.locale](code);
  return { channel: args.channel, to: target, subject, text, secret: code };
}

/** Sends an issued code. The code reaches the recipient only; the outbox staff read keeps it masked. */
export async function deliverCode(messenger: Messenger, issued: IssuedCode): Promise<void> {
  await messenger.send(issued);
}

/** Sends a new 6-digit code (single use, 5 minutes); earlier unused codes for the same target stop working. */
export async function sendCode(
  knex: Knex,
  messenger: Messenger,
  args: { purpose: string; channel: CertifyChannel; target: string; locale: Locale; ip: string },
): Promise<void> {
  await deliverCode(messenger, await issueCode(knex, args));
}

/**
 * Checks a code: right → the code is used and a token proving control of the target is returned;
 * wrong → one attempt counted (after five the code is dead); expired or missing → refused.
 */
export async function confirmCode(
  knex: Knex,
  args: { purpose: string; channel: CertifyChannel; target: string; code: string },
): Promise<string> {
  const target = normalizeTarget(args.channel, args.target);
  const row = await table(knex, 'verification_codes')
    .where({ purpose: args.purpose, channel: args.channel, target })
    .whereNull('used_at')
    .orderBy('id', 'desc')
    .first('id', 'code_hash', 'attempts', 'expires_at');
  if (!row) throw apiError(400, 'codeInvalid');
  if (new Date(fromDbTime(row.expires_at)!).getTime() < Date.now()) throw apiError(400, 'codeExpired');
  // Count the try before comparing, in one statement: parallel guesses cannot get past five.
  const counted = await table(knex, 'verification_codes')
    .where({ id: row.id })
    .whereNull('used_at')
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .increment('attempts', 1);
  if (counted !== 1) throw apiError(400, 'codeAttempts');
  if (sha256(args.code) !== row.code_hash) {
    throw apiError(400, row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'codeAttempts' : 'codeInvalid');
  }
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  await table(knex, 'verification_codes')
    .where({ id: row.id })
    .update({
      verified_at: toDbTime(now),
      used_at: toDbTime(now),
      token_hash: sha256(token),
      expires_at: toDbTime(new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000)),
    });
  return token;
}

/**
 * What a certification token proves (its channel and target) while it is unused and unexpired,
 * without using it up: sign-up checks the proof before it says anything about the username.
 */
export async function checkToken(
  knex: Knex,
  token: string,
  purpose: string,
): Promise<{ id: number; channel: CertifyChannel; target: string }> {
  const row = await table(knex, 'verification_codes')
    .where({ token_hash: sha256(token), purpose })
    .whereNotNull('verified_at')
    .first('id', 'channel', 'target', 'expires_at');
  if (!row || new Date(fromDbTime(row.expires_at)!).getTime() < Date.now()) throw apiError(400, 'authProcess');
  return { id: row.id, channel: row.channel, target: row.target };
}

/** Redeems a certification token once; answers the channel and target it proves, or refuses. */
export async function redeemToken(
  knex: Knex,
  token: string,
  purpose: string,
): Promise<{ channel: CertifyChannel; target: string }> {
  const row = await checkToken(knex, token, purpose);
  const redeemed = await table(knex, 'verification_codes')
    .where({ id: row.id, token_hash: sha256(token) })
    .update({ token_hash: null });
  if (redeemed !== 1) throw apiError(400, 'authProcess');
  return { channel: row.channel, target: row.target };
}
