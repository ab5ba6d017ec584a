import { describe, expect, it, beforeAll } from 'vitest';
import { commentInput, passwordChange, phone } from '@clinic/contract';
import { ApiError } from '../../public-site/src/lib/apiError.ts';
import {
  hasErrors,
  parseWith,
  refusalOf,
  schemaErrors,
  showRefusal,
  type Refusal,
} from '../../public-site/src/lib/forms/errors.ts';
import { ensureCatalog } from '../../public-site/src/lib/i18n.tsx';

/** The pure half of the public site's form state machine (lib/forms): errors in words, refusals shown. */

beforeAll(async () => {
  await ensureCatalog('ko');
  await ensureCatalog('en');
});

describe('a contract schema in the visitor language', () => {
  it('names each invalid field once, in the language of the visit', () => {
    const found = schemaErrors(
      passwordChange,
      { currentPassword: '', newPassword: 'short', newPasswordConfirm: 'x' },
      'en',
    );
    expect(Object.keys(found).sort()).toEqual(['currentPassword', 'newPassword', 'newPasswordConfirm']);
    expect(found.currentPassword).toBe('Required entries.');
    expect(schemaErrors(passwordChange, { currentPassword: '' }, 'ko').currentPassword).toBe('필수 입력 항목입니다.');
  });

  it('gives the parsed data when the input is valid, and no errors', () => {
    expect(parseWith(commentInput, { body: '  반갑습니다  ' }, 'ko')).toEqual({
      data: { body: '반갑습니다' },
      errors: {},
    });
    expect(parseWith(commentInput, { body: '' }, 'ko').data).toBeUndefined();
  });

  it('keys the error of a bare value as `_`', () => {
    expect(Object.keys(schemaErrors(phone(), '010-1234', 'en'))).toEqual(['_']);
    expect(schemaErrors(phone(), '010-1234-5678', 'en')).toEqual({});
  });

  it('counts only fields that have a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: '' })).toBe(false);
    expect(hasErrors({ email: '', phone: 'x' })).toBe(true);
  });
});

describe('a refused send', () => {
  it('keeps the field errors, the message and the status of an API error', () => {
    const err = new ApiError('Check the fields.', 400, { title: 'Too long.' });
    expect(refusalOf(err, 'fallback')).toEqual({
      errors: { title: 'Too long.' },
      message: 'Check the fields.',
      status: 400,
    });
  });

  it('says nothing more of a 403 (the API client alerted it) and the fallback when the server never answered', () => {
    expect(refusalOf(new ApiError('No access permission.', 403), 'fallback').message).toBe('');
    expect(refusalOf(new TypeError('Failed to fetch'), 'Could not send.')).toEqual({
      errors: {},
      message: 'Could not send.',
      status: 0,
    });
  });

  const onFields: Refusal = { errors: { body: 'Required entries.' }, message: 'Check the fields.', status: 400 };
  const formWide: Refusal = { errors: {}, message: 'Too many requests.', status: 429 };

  it('by default shows field errors under the fields (focus there), anything else in the status line', () => {
    expect(showRefusal(onFields)).toEqual({ errors: onFields.errors, failure: '', focus: 'field' });
    expect(showRefusal(formWide)).toEqual({ errors: {}, failure: 'Too many requests.', focus: 'status' });
  });

  it('follows the form policy: the message always, focus on the status line, the field, or nowhere', () => {
    expect(showRefusal(onFields, { failure: 'always', focus: 'status' })).toEqual({
      errors: onFields.errors,
      failure: 'Check the fields.',
      focus: 'status',
    });
    expect(showRefusal(formWide, { focus: 'field' }).focus).toBe('field');
    expect(showRefusal(onFields, { focus: 'none' }).focus).toBe('none');
  });
});
