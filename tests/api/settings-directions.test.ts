import { describe, expect, it } from 'vitest';
import { DIRECTIONS_MAX, PARKING_MAX, translate } from '@clinic/contract';
import { toDbTime } from '../../api/src/db/index.ts';
import * as directionsMigration from '../../migrations/20261125000004_settings_directions.ts';
import { settingsBody, tr } from './support/content.ts';
import { get } from './support/contentPublic.ts';
import { api, t, useStaffApp } from './support/staffApp.ts';

// The directions by subway and by bus and the parking: settings fields in four languages, saved
// through the console API, read back there and in the public answer (one language, Korean where a
// translation is empty), kept when a request leaves them out, and added to saved records by the
// data migration 20261125000004.

useStaffApp();

const directions = {
  subway: tr('2호선 강남역 3번 출구에서 걸어서 약 5분', {
    en: 'About 5 minutes’ walk from exit 3 of Gangnam Station (Line 2)',
    cn: '2号线江南站3号出口步行约5分钟',
    jp: '2号線 江南駅3番出口から徒歩約5分',
  }),
  bus: tr('강남역 정류장에서 내려 걸어서 약 3분 (간선 140번)', { en: 'Gangnam Station stop, then 3 minutes’ walk' }),
  parking: tr('건물 지하 1층에 2시간 무료로 주차하실 수 있습니다.', {
    en: 'Two hours’ free parking on basement floor B1.',
    cn: '大楼地下1层可免费停车2小时。',
    jp: '建物の地下1階に2時間無料で駐車いただけます。',
  }),
};

describe('settings: subway, bus and parking', () => {
  it('are saved through the console API and read back whole', async () => {
    const put = await api.update('setting', 'clinic', settingsBody(directions));
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject(directions);
    expect((await api.getOne('setting', 'clinic')).body).toMatchObject(directions);
  });

  it.each([
    ['ko', 'ko'],
    ['en', 'en'],
    ['zh-CN', 'cn'],
    ['ja', 'jp'],
  ] as const)('are answered publicly in one language (Accept-Language %s)', async (language, locale) => {
    const { setting } = (await get('clinic/settings', language)).body;
    const inLocale = (value: Record<string, string>) => (value[locale]!.trim() ? value[locale] : value.ko);
    expect(setting.subway).toBe(inLocale(directions.subway));
    expect(setting.bus).toBe(inLocale(directions.bus));
    expect(setting.parking).toBe(inLocale(directions.parking));
  });

  it('keep their saved values when a request leaves them out', async () => {
    const { subway: _s, bus: _b, parking: _p, ...older } = settingsBody({ ...directions, phone: '02-555-7777' });
    const put = await api.update('setting', 'clinic', older);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ ...directions, phone: '02-555-7777' });
    expect((await get('clinic/settings', 'en')).body.setting.subway).toBe(directions.subway.en);
  });

  it('need Korean and refuse texts over their limits, field by field', async () => {
    const res = await api
      .update(
        'setting',
        'clinic',
        settingsBody({
          subway: tr(''),
          bus: tr('버스', { en: 'x'.repeat(DIRECTIONS_MAX + 1) }),
          parking: tr('가'.repeat(PARKING_MAX + 1)),
        }),
      )
      .set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['bus.en', 'parking.ko', 'subway.ko']);
    expect(res.body.errors['subway.ko']).toBe(translate('en', 'required'));
    expect((await api.getOne('setting', 'clinic')).body).toMatchObject(directions);
  });

  it('are added to saved records by the data migration, and removed by its down', async () => {
    const knex = t.db.knex;
    const now = toDbTime(new Date());
    await knex('settings').insert({
      product: 'older-branch',
      data: JSON.stringify({ phone: '02-000-1111', subway: tr('그대로') }),
      created_at: now,
      updated_at: now,
    });
    const stored = async () =>
      JSON.parse(((await knex('settings').where({ product: 'older-branch' }).first('data')) as { data: string }).data);

    await directionsMigration.up(knex);
    const after = await stored();
    expect(after.phone).toBe('02-000-1111');
    expect(after.subway).toEqual(tr('그대로'));
    expect(after.bus.ko).toContain('정류장');
    expect(Object.keys(after.parking).sort()).toEqual(['cn', 'en', 'jp', 'ko']);
    await directionsMigration.up(knex);
    expect(await stored()).toEqual(after);

    await directionsMigration.down(knex);
    expect(await stored()).toEqual({ phone: '02-000-1111' });
  });
});
