import { describe, expect, it } from 'vitest';
import { DEMO_HOURS, translate, type WeekHours } from '@clinic/contract';
import { toDbTime } from '../../api/src/db/index.ts';
import { plainToHtml } from '../../api/src/services/html/index.ts';
import * as hoursMigration from '../../migrations/20261127000030_settings_hours.ts';
import * as faqMigration from '../../migrations/20261127000031_hours_in_faqs.ts';
import { bearer, tokenFor } from './support/testApp.ts';
import { consoleClient, settingsBody, tr } from './support/content.ts';
import { admin, page, t, usePagesApp } from './support/pages.ts';

// The opening hours as settings (사이트 설정): per weekday open/close or closed and a lunch break,
// public holidays, a note per language. Checked by the contract's rules (field errors in the
// request's language), saved and read back, kept when a request leaves them out, written out by
// every page that shows hours in its language, and given to older databases by the data migrations
// 20261127000030 (the settings) and 20261127000031 (the FAQ answer's hours sentence).

usePagesApp();

const saturdayMorning: WeekHours = {
  ...DEMO_HOURS,
  ...Object.fromEntries(
    (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => [
      day,
      { ...DEMO_HOURS[day], lunchStart: '12:30', lunchEnd: '13:30' },
    ]),
  ),
  sat: { closed: false, open: '09:00', close: '13:00', lunchStart: '', lunchEnd: '' },
};

const withSaturday = (sat: object) => ({ ...DEMO_HOURS, sat: { ...DEMO_HOURS.sat, ...sat } });

describe('opening hours in the settings', () => {
  it('start as today’s hours on a first run, in the console and in the public answer', async () => {
    const saved = (await admin.getOne('setting', 'clinic')).body;
    expect(saved).toMatchObject({ hours: DEMO_HOURS, closedOnHolidays: true });
    const { setting } = (await t.http.get('/api/v1/clinic/settings').set('Accept-Language', 'en')).body;
    expect(setting).toMatchObject({ hours: DEMO_HOURS, closedOnHolidays: true, hoursNote: '' });
  });

  it.each([
    ['ko', 'ko'],
    ['en', 'en'],
  ] as const)(
    'refuse a close before the open and a lunch outside the hours, on the field (%s)',
    async (language, locale) => {
      const res = await admin
        .update(
          'setting',
          'clinic',
          settingsBody({
            hours: {
              ...withSaturday({ open: '13:00', close: '09:00' }),
              mon: { ...DEMO_HOURS.mon, lunchStart: '17:30', lunchEnd: '18:30' },
              tue: { ...DEMO_HOURS.tue, lunchStart: '14:00', lunchEnd: '13:00' },
              wed: { ...DEMO_HOURS.wed, open: '9:00' },
            },
          }),
        )
        .set('Accept-Language', language);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        'hours.sat.close': translate(locale, 'closeAfterOpen'),
        'hours.mon.lunchEnd': translate(locale, 'lunchInsideHours'),
        'hours.tue.lunchEnd': translate(locale, 'lunchOrder'),
        'hours.wed.open': translate(locale, 'clockTime'),
      });
      expect((await admin.getOne('setting', 'clinic')).body.hours).toEqual(DEMO_HOURS);
    },
  );

  it('are saved and read back, the note per language, and kept when a request leaves them out', async () => {
    const note = tr('접수 마감은 진료 종료 30분 전입니다.', { en: 'Registration closes 30 minutes before closing.' });
    const put = await admin.update(
      'setting',
      'clinic',
      settingsBody({ onReview: true, hours: saturdayMorning, closedOnHolidays: true, hoursNote: note }),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ hours: saturdayMorning, hoursNote: note });
    const older = await admin.update('setting', 'clinic', settingsBody({ onReview: true, phone: '02-555-7777' }));
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ hours: saturdayMorning, hoursNote: note, phone: '02-555-7777' });
    const public_ = async (language: string) =>
      (await t.http.get('/api/v1/clinic/settings').set('Accept-Language', language)).body.setting;
    expect((await public_('en')).hoursNote).toBe(note.en);
    expect((await public_('ja')).hoursNote).toBe(note.ko);
    expect((await public_('ja')).hours).toEqual(saturdayMorning);
  });

  it('cannot be changed by a member (403) or without a token (401)', async () => {
    const member = await tokenFor(t, 'member');
    const body = settingsBody({ hours: withSaturday({ close: '12:00' }) });
    expect((await t.http.put('/api/console/setting/clinic').send(body)).status).toBe(401);
    const asMember = await consoleClient(t, member).update('setting', 'clinic', body);
    expect(asMember.status).toBe(403);
    expect(
      (await t.http.put('/api/console/setting/clinic').set('Authorization', bearer(member)).send(body)).status,
    ).toBe(403);
    expect((await admin.getOne('setting', 'clinic')).body.hours.sat.close).not.toBe('12:00');
  });

  it('show on the next request on every page that tells them, in every language, with the JSON-LD', async () => {
    expect(
      (await admin.update('setting', 'clinic', settingsBody({ onReview: true, hours: saturdayMorning }))).status,
    ).toBe(200);
    const expected = {
      '': ['토요일 09:00~13:00', '점심시간 12:30~13:30'],
      '/en': ['Saturday 09:00–13:00', 'lunch break 12:30–13:30'],
      '/cn': ['周六 09:00~13:00', '午休 12:30~13:30'],
      '/jp': ['土曜日 09:00～13:00', '昼休み 12:30～13:30'],
    };
    for (const [prefix, shown] of Object.entries(expected))
      for (const path of ['/introduction/information', '/guide', '/center/faqs', '/introduction/panorama', '']) {
        const url = prefix + path || '/';
        const { status, text } = await page(url);
        expect(status, url).toBe(200);
        for (const words of shown) expect(text, url).toContain(words);
        for (const old of ['16:00', '13:00~14:00', '13:00–14:00', '13:00～14:00'])
          expect(text, `${url} ${old}`).not.toContain(old);
        // The page's data for hydration holds the stored texts as they are; what it shows names no fact.
        expect(text.replace(/<script[^>]*>.*?<\/script>/gs, ''), url).not.toContain('{{');
      }
    // The note saved before (a request without it keeps it) is under the hours, in the page's language.
    expect((await page('/introduction/information')).text).toContain('접수 마감은 진료 종료 30분 전입니다.');
    expect((await page('/en/introduction/information')).text).toContain(
      'Registration closes 30 minutes before closing.',
    );
    expect((await page('/cn/introduction/information')).text).toContain('접수 마감은 진료 종료 30분 전입니다.');
    const home = (await page('/')).text;
    const clinic = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .flatMap((m) => (JSON.parse(m[1]!) as { '@graph': Array<Record<string, unknown>> })['@graph'])
      .find((data) => data['@type'] === 'MedicalClinic')!;
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    expect(clinic.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '09:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '13:30', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '13:00' },
    ]);
  });
});

describe('the data migrations', () => {
  it('give a saved settings record today’s hours, once, and take them away on down', async () => {
    const knex = t.db.knex;
    const now = toDbTime(new Date());
    await knex('settings').insert({
      product: 'hours-branch',
      data: JSON.stringify({ phone: '02-000-1111' }),
      created_at: now,
      updated_at: now,
    });
    const stored = async () =>
      JSON.parse(((await knex('settings').where({ product: 'hours-branch' }).first('data')) as { data: string }).data);
    await hoursMigration.up(knex);
    const after = await stored();
    expect(after).toEqual({
      phone: '02-000-1111',
      hours: DEMO_HOURS,
      closedOnHolidays: true,
      hoursNote: { ko: '', en: '', cn: '', jp: '' },
    });
    await hoursMigration.up(knex);
    expect(await stored()).toEqual(after);
    await hoursMigration.down(knex);
    expect(await stored()).toEqual({ phone: '02-000-1111' });
    await knex('settings').where({ product: 'hours-branch' }).delete();
  });

  it('name the hours in the FAQ answer that still holds the first run’s sentence, and only there', async () => {
    const knex = t.db.knex;
    const now = toDbTime(new Date());
    const [categoryId] = await knex('faq_categories').insert({
      code: `hours-${Date.now()}`,
      name: JSON.stringify(tr('진료 안내')),
      created_at: now,
      updated_at: now,
    });
    const demo = {
      ko: '네, 토요일은 오전 9시부터 오후 4시까지 점심시간 없이 진료합니다. 평일(월~금)은 오전 9시부터 오후 6시까지 진료하며, 점심시간은 오후 1시부터 2시까지입니다. 일요일과 공휴일은 휴진합니다.',
      en: 'Yes. On Saturdays we are open from 9:00 a.m. to 4:00 p.m. with no lunch break. On weekdays (Monday to Friday) we are open from 9:00 a.m. to 6:00 p.m., with a lunch break from 1:00 to 2:00 p.m. We are closed on Sundays and public holidays.',
      cn: '是的，周六上午9点至下午4点看诊，中午不休息。工作日（周一至周五）上午9点至下午6点看诊，午休时间为下午1点至2点。周日和法定节假日休诊。',
      // Staff rewrote the Japanese: it stays.
      jp: '土曜日は午前中のみ診療しています。',
    };
    const answer = Object.fromEntries(
      Object.entries(demo).map(([locale, text]) => [locale, plainToHtml(`${text}\n\n예약해 주세요.`)]),
    );
    const [id] = await knex('faqs').insert({
      category_id: categoryId,
      question: JSON.stringify(tr('토요일에도 진료하나요?')),
      answer: JSON.stringify(answer),
      created_at: now,
      updated_at: now,
    });
    const stored = async () =>
      JSON.parse(((await knex('faqs').where({ id }).first('answer')) as { answer: string }).answer) as Record<
        string,
        string
      >;
    await faqMigration.up(knex);
    const after = await stored();
    expect(after.ko).toBe('<p>요일별 진료 시간은 다음과 같습니다: {{hours.summary}}.</p><p>예약해 주세요.</p>');
    expect(after.en).toContain('Our opening hours are: {{hours.summary}}.');
    expect(after.cn).toContain('各天的诊疗时间如下：{{hours.summary}}。');
    expect(after.jp).toBe(answer.jp);
    await faqMigration.up(knex);
    expect(await stored()).toEqual(after);
    await faqMigration.down(knex);
    expect(await stored()).toEqual(answer);
    await knex('faqs').where({ id }).delete();
    await knex('faq_categories').where({ id: categoryId }).delete();
  });
});
