import { z } from 'zod';
import {
  code,
  email,
  EMAIL_MAX,
  flag,
  normalizeUsername,
  optionalText,
  password,
  POSITION_MAX,
  requiredText,
  username,
} from './validation.js';
import { internationalPhone, memberPhone, phone, phoneDigits } from './phone.js';
import { koreaToday } from './time.js';
import { STAFF_ROLES } from './auth.js';

/** Member kinds: local individual, local institution, international (spec: PERSON, COMPANY). */
export const MEMBER_KINDS = ['PERSON', 'COMPANY', 'FOREIGN'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];
export const MEMBER_STATUSES = ['active', 'disabled', 'withdrawn'] as const;
export const CERTIFY_CHANNELS = ['sms', 'email'] as const;
export type CertifyChannel = (typeof CERTIFY_CHANNELS)[number];

/**
 * A phone number or e-mail in one canonical form, so limits and matches do not depend on spelling:
 * an address trimmed and in lower case, a number as its digits (`+82 10-5555-1234` is `01055551234`).
 */
export function normalizeTarget(channel: CertifyChannel, target: string): string {
  return channel === 'email' ? target.trim().toLowerCase() : phoneDigits(target).replace(/\D/g, '');
}
export const CERTIFY_PURPOSES = ['signup', 'recovery', 'contact'] as const;
export const DOCUMENT_KINDS = ['businessRegistration', 'employmentCertificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** Sign-up under 14 is refused (PIPA: a guardian's consent would be needed). */
export const MINIMUM_AGE = 14;
export const CODE_TTL_SECONDS = 300;
export const CODE_MAX_ATTEMPTS = 5;
/** The name on an account: a person's or an institution's (members), a staff member's (staff accounts). */
export const ACCOUNT_NAME_MAX = 100;

/** Age in whole years on `today` (Korea time dates, YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const birthDate = () =>
  z
    .string({ error: code('required') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: code('invalidDate') })
    .refine(
      (v) => {
        const d = new Date(v + 'T00:00:00Z');
        // 2001-02-29 would roll over to 1 March: a real calendar day only.
        return (
          !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01' && v <= koreaToday()
        );
      },
      { error: code('invalidDate') },
    )
    .refine((v) => ageOn(v, koreaToday()) >= MINIMUM_AGE, { error: code('underAge', { num: MINIMUM_AGE }) });

/** Where a code goes: a phone number or an e-mail address (which of them: `checkCertifyTarget`). */
const certifyTarget = () =>
  z
    .string({ error: code('required') })
    .trim()
    .min(1, { error: code('required') })
    .max(EMAIL_MAX);
/** The six digits that were sent. */
const certifyCode = () =>
  z
    .string({ error: code('required') })
    .trim()
    .regex(/^\d{6}$/, { error: code('codeInvalid') });

/**
 * One phone number a code may go to, as typed (`010-5555-1234`, `+82 10 5555 1234`): the digits of
 * an international number (`internationalPhone`, as the recovery form asks) once written as digits.
 */
export const certifyPhone = () => z.string().trim().transform(phoneDigits).pipe(internationalPhone());

/**
 * A code goes to exactly one recipient: one e-mail address by the rule every form uses (`email()`)
 * or one phone number (`certifyPhone`). A list (`a@x.example,b@x.example`), words (`call me maybe`)
 * or anything else is a field error on `target`.
 */
function checkCertifyTarget(v: { channel: CertifyChannel; target: string }, ctx: z.RefinementCtx): void {
  // An empty or overlong target has its error from the field already.
  if (!v.target || v.target.length > EMAIL_MAX) return;
  const checked = (v.channel === 'email' ? email() : certifyPhone()).safeParse(v.target);
  if (!checked.success)
    ctx.addIssue({ code: 'custom', path: ['target'], message: checked.error.issues[0]?.message ?? code('invalid') });
}

const certifyFields = {
  channel: z.enum(CERTIFY_CHANNELS, { error: code('invalid') }),
  target: certifyTarget(),
  purpose: z.enum(CERTIFY_PURPOSES, { error: code('invalid') }).default('signup'),
};
export const certifyRequest = z.object(certifyFields).superRefine(checkCertifyTarget);
export const certifyConfirm = z.object({ ...certifyFields, code: certifyCode() }).superRefine(checkCertifyTarget);
export interface CertifyConfirmAnswer {
  certificationToken: string;
  expiresIn: number;
}

/** The sign-up form. `name` is the person's or the institution's name. */
export const signupInput = z
  .object({
    kind: z.enum(MEMBER_KINDS, { error: code('required') }),
    username: username(),
    password: password(),
    passwordConfirm: z.string({ error: code('passwordConfirm') }),
    name: requiredText(ACCOUNT_NAME_MAX),
    email: email(),
    phone: z.string({ error: code('required') }).trim(),
    birthDate: birthDate(),
    certificationToken: z.string({ error: code('authProcess') }).min(1, { error: code('authProcess') }),
    /** `{ 'terms-of-use': true, 'privacy-consent': true, 'marketing-consent': false }` */
    agreements: z.record(z.string(), z.boolean()),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.passwordConfirm)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: code('passwordMismatch') });
    const rule = v.kind === 'FOREIGN' ? internationalPhone() : phone();
    const checked = rule.safeParse(v.phone);
    if (!checked.success) ctx.addIssue({ code: 'custom', path: ['phone'], message: checked.error.issues[0]!.message });
  });
export type SignupInput = z.infer<typeof signupInput>;

export const meUpdate = z.object({
  name: requiredText(ACCOUNT_NAME_MAX).optional(),
  email: email().optional(),
  phone: z.string().trim().optional(),
  /** Needed when e-mail or phone changes: proof the member controls the new one. */
  certificationToken: z.string().optional(),
  marketing: flag().optional(),
});

export const passwordChange = z
  .object({
    currentPassword: z.string({ error: code('required') }).min(1, { error: code('required') }),
    newPassword: password(),
    newPasswordConfirm: z.string({ error: code('passwordConfirm') }),
  })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    error: code('passwordMismatch'),
  });

export const withdrawInput = z.object({
  password: z.string({ error: code('required') }).min(1, { error: code('required') }),
  reason: optionalText(500).optional(),
});

/** The username a password reset names, compared in its normalised form. */
const recoveryUsername = () => z.string().transform(normalizeUsername).pipe(z.string().max(30)).optional();

/** What both steps of a recovery name: what is recovered, and the phone or address the code goes to. */
const recoveryRequest = {
  action: z.enum(['findUsername', 'resetPassword'], { error: code('invalid') }),
  channel: z.enum(CERTIFY_CHANNELS, { error: code('invalid') }),
  target: certifyTarget(),
  username: recoveryUsername(),
};

export const recoveryInput = z.discriminatedUnion('step', [
  z.object({ step: z.literal('send'), ...recoveryRequest }).superRefine(checkCertifyTarget),
  z
    .object({ step: z.literal('confirm'), ...recoveryRequest, code: certifyCode(), newPassword: password().optional() })
    .superRefine(checkCertifyTarget),
]);

/** A member as they see themselves (`GET /v1/me`). */
export interface Me {
  id: number;
  username: string;
  kind: MemberKind;
  name: string;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  level: string | null;
  marketing: boolean;
  documents: Array<{ id: number; kind: DocumentKind; name: string; createdAt: string }>;
  createdAt: string;
}

// ---- console ----

export const LEVEL_NAME_MAX = 40;
export const LEVEL_DESCRIPTION_MAX = 200;
export const levelInput = z.object({
  name: requiredText(LEVEL_NAME_MAX),
  description: optionalText(LEVEL_DESCRIPTION_MAX).default(''),
  position: z.number().int().min(0).max(POSITION_MAX).default(0),
});

/**
 * A member registered by staff. The phone follows `memberPhone`: a Korean number, or for an
 * international member (`FOREIGN`) one with its country code; kept as digits either way.
 */
export const memberCreate = z
  .object({
    kind: z.enum(MEMBER_KINDS, { error: code('required') }),
    username: username(),
    password: password(),
    name: requiredText(ACCOUNT_NAME_MAX),
    email: email(),
    phone: z
      .string({ error: code('required') })
      .trim()
      .min(1, { error: code('required') }),
    birthDate: birthDate().nullable().optional(),
    levelId: z.number().int().positive().nullable().optional(),
  })
  .transform((v, ctx) => {
    const checked = memberPhone(v.kind === 'FOREIGN').safeParse(v.phone);
    if (checked.success) return { ...v, phone: checked.data };
    for (const issue of checked.error.issues)
      ctx.issues.push({ code: 'custom', input: v.phone, path: ['phone'], message: issue.message });
    return z.NEVER;
  });
/**
 * What a member's create answers besides the record when it saved something to check: another member
 * has the same phone number or e-mail address (`shared`). The member is saved all the same.
 */
export interface MemberWarning {
  field: 'phone' | 'email';
  code: 'shared';
}

/**
 * A member's details changed by staff. The phone is checked here as any member's may be (`memberPhone`
 * with a country code allowed); the API checks it again by the member's kind (`memberPhone`).
 */
export const memberUpdate = z.object({
  name: requiredText(ACCOUNT_NAME_MAX).optional(),
  email: email().optional(),
  phone: memberPhone(true).optional(),
  levelId: z.number().int().positive().nullable().optional(),
  status: z.enum(['active', 'disabled'], { error: code('invalid') }).optional(),
});

export const adminCreate = z.object({
  username: username(),
  password: password(),
  name: requiredText(ACCOUNT_NAME_MAX),
  /** 관리자 or 직원; a new account is 직원 unless chosen otherwise. */
  role: z.enum(STAFF_ROLES, { error: code('invalid') }).default('staff'),
});
export const adminUpdate = z.object({
  name: requiredText(ACCOUNT_NAME_MAX).optional(),
  status: z.enum(['active', 'disabled'], { error: code('invalid') }).optional(),
  role: z.enum(STAFF_ROLES, { error: code('invalid') }).optional(),
  /** Resets the password (and ends that account's sessions). */
  password: password().optional(),
});
export const ownPasswordChange = passwordChange;
