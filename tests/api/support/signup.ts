import { expect } from 'vitest';
import type { Response } from 'supertest';
import { errorsOf, postSignup, signupBody, type Language } from './members.ts';
import { http } from './memberApp.ts';

// Sign-up: the Korean messages the form's rules answer, and forms sent with one change.

export const KO = {
  required: '필수 입력 항목입니다.',
  authProcess: '인증 절차를 진행해 주세요.',
  username: '아이디는 영문과 숫자를 포함해 5자 이상이어야 합니다.',
  password: '비밀번호는 영문, 숫자, 특수문자를 포함해 8자 이상이어야 합니다.',
  passwordConfirm: '비밀번호를 다시 입력해 주세요.',
  passwordMismatch: '비밀번호가 서로 다릅니다. 다시 입력해 주세요.',
  phone: '휴대폰 번호는 하이픈(-) 없이 숫자만 입력해 주세요.',
  email: '올바른 이메일 주소를 입력해 주세요.',
  invalidDate: '올바른 날짜와 시간을 입력해 주세요.',
  underAge: '만 14세 미만은 가입할 수 없습니다.',
  agreementRequired: '필수 약관에 동의해 주세요.',
  usernameTaken: '이미 사용 중이거나 사용할 수 없는 아이디입니다.',
  certificationMismatch: '인증한 연락처와 입력한 연락처가 다릅니다.',
  validationFailed: '입력한 내용을 다시 확인해 주세요.',
};

/**
 * The form with one change and a made-up certification token. A form that breaks a rule is a 400
 * naming the field; one that keeps every rule gets as far as the token and is refused only there.
 */
export async function submit(overrides: Record<string, unknown>, language: Language = 'ko'): Promise<Response> {
  const res = await postSignup(http, signupBody(overrides), language);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res;
}

export async function expectRefused(field: string, overrides: Record<string, unknown>, message: string) {
  const res = await submit(overrides);
  expect(res.body.message).toBe(KO.validationFailed);
  expect(errorsOf(res)).toEqual({ [field]: message });
}

/** Every rule kept: the only complaint left is the (made-up) certification token. */
export async function expectAccepted(overrides: Record<string, unknown>) {
  const res = await submit(overrides);
  expect(res.body).toEqual({ message: KO.authProcess });
}
