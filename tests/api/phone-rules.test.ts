import { describe, expect, it } from 'vitest';
import { translate } from '@clinic/contract';
import { settingsBody } from './support/content.ts';
import { get } from './support/contentPublic.ts';
import { telHref } from '../../public-site/src/lib/phone.ts';
import { api, t, useStaffApp } from './support/staffApp.ts';

// Issue #24 items 3 and 8: one rule for every Korean phone field (contract/src/phoneDigits.ts
// koreanPhoneProblem), with a message in the request's language naming what is wrong; the clinic's
// phone kept as digits and answered with hyphens; a member created with another member's phone or
// e-mail saved with a warning; a taken staff username a field error.

useStaffApp();

const putPhone = (phone: string, language: string) =>
  api.update('setting', 'clinic', settingsBody({ phone })).set('Accept-Language', language);

const storedPhone = async () => {
  const row = (await t.db.knex('settings').where({ product: 'clinic' }).first('data')) as { data: string };
  return (JSON.parse(row.data) as { phone: string }).phone;
};

describe('the clinic phone in the settings', () => {
  it.each([
    ['02-555-12', 'phoneTooShort'],
    ['02-1234-56789', 'phoneTooLong'],
    ['전화번호', 'phoneCharacters'],
    ['02-555-1234 (대표)', 'phoneCharacters'],
    ['555-1234', 'phoneAreaCode'],
    ['+1 555 123 4567', 'phoneCountry'],
  ] as const)('refuses %s on the phone field, naming the problem (%s) in ko and en', async (phone, key) => {
    const ko = await putPhone(phone, 'ko');
    const en = await putPhone(phone, 'en');
    expect(ko.status, JSON.stringify(ko.body)).toBe(400);
    expect(en.status).toBe(400);
    expect(ko.body.errors).toEqual({ phone: translate('ko', key) });
    expect(en.body.errors).toEqual({ phone: translate('en', key) });
    expect(ko.body.errors.phone).not.toBe(en.body.errors.phone);
  });

  it('says a short number is too short, letters are letters, and a missing area code is one', () => {
    expect(translate('ko', 'phoneTooShort')).toContain('자릿수가 모자랍니다');
    expect(translate('en', 'phoneTooShort')).toContain('too few digits');
    expect(translate('ko', 'phoneCharacters')).toContain('글자');
    expect(translate('en', 'phoneCharacters')).toContain('letters');
    expect(translate('ko', 'phoneAreaCode')).toContain('지역번호');
    expect(translate('en', 'phoneAreaCode')).toContain('area code');
  });

  it.each([
    ['+82 2-555-1234', '025551234', '02-555-1234'],
    ['0082 10 5555 1234', '01055551234', '010-5555-1234'],
    ['(031) 555.1234', '0315551234', '031-555-1234'],
    ['1588 1234', '15881234', '1588-1234'],
  ])(
    'takes %s, keeps the digits %s and shows %s to staff, the site and its tel: link',
    async (typed, digits, shown) => {
      const put = await putPhone(typed, 'ko');
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body.phone).toBe(shown);
      expect(await storedPhone()).toBe(digits);
      expect((await api.getOne('setting', 'clinic')).body.phone).toBe(shown);
      expect((await get('clinic/settings', 'ko')).body.setting.phone).toBe(shown);
      // The site's header, footer, contact page and call button link what they show.
      expect(telHref(shown)).toBe(`tel:${digits}`);
    },
  );

  it('refuses a bad number among the staff notification phones too', async () => {
    const res = await api
      .update('setting', 'clinic', settingsBody({ staffNotifyPhones: ['010-5555-1234', '5555-1234'] }))
      .set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'staffNotifyPhones.1': translate('en', 'phoneAreaCode') });
  });
});

const member = (phone: string, n: string, email = `rule${n}@example.com`, kind = 'PERSON') => ({
  kind,
  username: `rule${n}${Date.now() % 100000}`,
  password: 'secret-pass-1!',
  name: '김규칙',
  email,
  phone,
});

describe('a member’s phone', () => {
  it('takes +82 10-5555-1234 and keeps 01055551234', async () => {
    const res = await api.create('users', member('+82 10-5555-1234', 'a'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.phone).toBe('01055551234');
  });

  it('names what is wrong, in the request’s language', async () => {
    for (const [phone, key] of [
      ['010-5555-12', 'phoneTooShort'],
      ['전화번호', 'phoneCharacters'],
      ['5555-1234', 'phoneAreaCode'],
    ] as const) {
      const res = await api.create('users', member(phone, 'b')).set('Accept-Language', 'en');
      expect(res.status, phone).toBe(400);
      expect(res.body.errors, phone).toEqual({ phone: translate('en', key) });
    }
  });

  it('of an international member is 6 to 15 digits with the country code, on create and update', async () => {
    const res = await api.create('users', member('+1 212 555 1234', 'c', undefined, 'FOREIGN'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.phone).toBe('12125551234');
    const same = await api.update('users', res.body.id as number, { phone: '12125551234' });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const local = await api.create('users', member('010-3333-4444', 'd'));
    const refused = await api.update('users', local.body.id as number, { phone: '12125551234' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ phone: translate('ko', 'phoneAreaCode') });
  });
});

describe('a member created with another member’s phone or e-mail', () => {
  it('is saved, and the answer warns which of them is shared', async () => {
    const first = await api.create('users', member('010-7777-0001', 'e', 'shared@example.com'));
    expect(first.status).toBe(201);
    expect(first.body.warnings).toBeUndefined();
    const phone = await api.create('users', member('+82 10 7777 0001', 'f'));
    expect(phone.status, JSON.stringify(phone.body)).toBe(201);
    expect(phone.body.warnings).toEqual([{ field: 'phone', code: 'shared' }]);
    const both = await api.create('users', member('01077770001', 'g', 'Shared@Example.com'));
    expect(both.status).toBe(201);
    expect(both.body.warnings).toEqual([
      { field: 'phone', code: 'shared' },
      { field: 'email', code: 'shared' },
    ]);
    expect((await api.getOne('users', both.body.id as number)).body.phone).toBe('01077770001');
  });
});

describe('a taken username', () => {
  it('is a 409 with the message on the username field (staff and members)', async () => {
    const staff = { username: 'desk01', password: 'secret-pass-1!', name: '접수', role: 'staff' };
    expect((await api.create('user/admins', staff)).status).toBe(201);
    const again = await api.create('user/admins', staff).set('Accept-Language', 'en');
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ username: translate('en', 'usernameTaken') });
    const asMember = await api.create('users', { ...member('010-1212-3434', 'h'), username: 'desk01' });
    expect(asMember.status).toBe(409);
    expect(asMember.body.errors).toEqual({ username: translate('ko', 'usernameTaken') });
  });
});
