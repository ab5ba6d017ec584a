import { clinicPhoneDigits, clinicPhoneShown, DEMO_HOURS, type Settings, type SettingsInput } from '@clinic/contract';
import { fromJsonText, type Knex, table, toDbTime, toJsonText } from '../../db/index.js';

/** Site settings (one JSON row per product) and what a new site starts with. */

/** Public answers that show settings carry this cache tag; a settings write clears it. */
export const SETTINGS_TAG = 'settings';

/** What a new site starts with. Reviews stay off until staff turn them on (medical advertising law). */
export const DEFAULT_SETTINGS: Settings = {
  onReview: false,
  reviewMembersOnly: false,
  clinicName: {
    ko: '서울하지정맥 흉부외과의원',
    en: 'Seoul Vein Thoracic Surgery Clinic',
    cn: '首尔下肢静脉胸外科医院',
    jp: 'ソウル下肢静脈 胸部外科医院',
  },
  representative: { ko: '홍길동', en: 'Gil-dong Hong', cn: '洪吉童', jp: 'ホン・ギルドン' },
  businessNumber: '000-00-00000',
  // As answered (with hyphens); kept as digits like every phone number (`writeSettings`).
  phone: '02-000-0000',
  email: '',
  address: {
    ko: '서울특별시 ○○구 ○○대로 000',
    en: '000 ○○-daero, ○○-gu, Seoul',
    cn: '首尔特别市 ○○区 ○○大路 000',
    jp: 'ソウル特別市 ○○区 ○○大路 000',
  },
  // Empty until staff enter it: the site then shows the address without one.
  postalCode: '',
  // Where the clinic is on a map: none until staff enter it (the JSON-LD then has no `geo`).
  latitude: null,
  longitude: null,
  subway: {
    ko: '○○선 ○○역 0번 출구에서 걸어서 약 0분',
    en: 'About 0 minutes’ walk from exit 0 of ○○ Station (Line ○○)',
    cn: '○○线 ○○站 0号出口步行约0分钟',
    jp: '○○線 ○○駅 0番出口から徒歩約0分',
  },
  bus: {
    ko: '○○ 정류장에서 내려 걸어서 약 0분 (간선 000번, 지선 0000번)',
    en: 'Get off at the ○○ stop, then about 0 minutes’ walk (trunk bus 000, branch bus 0000)',
    cn: '在○○站下车后步行约0分钟（干线000路、支线0000路）',
    jp: '○○停留所で下車、徒歩約0分(幹線000番、支線0000番)',
  },
  parking: {
    ko: '건물 지하 2층부터 지하 5층(B2~B5)까지 무료로 주차하실 수 있습니다.',
    en: 'Parking is free on basement floors B2 to B5 of the building.',
    cn: '大楼地下2层至地下5层（B2~B5）可免费停车。',
    jp: '建物の地下2階から地下5階(B2~B5)まで無料で駐車いただけます。',
  },
  // Today's hours (the first-run checklist asks staff to check them); no note until staff write one.
  hours: DEMO_HOURS,
  closedOnHolidays: true,
  hoursNote: { ko: '', en: '', cn: '', jp: '' },
  // Empty until staff enter the clinic's own channel and booking page: an empty link hides its button.
  kakaoChannelUrl: '',
  naverBookingUrl: '',
  youtubeChannelUrl: '',
  naverMapUrl: 'https://map.naver.com/p/search/%EC%84%9C%EC%9A%B8%ED%95%98%EC%A7%80%EC%A0%95%EB%A7%A5',
  kakaoMapUrl: 'https://map.kakao.com/?q=%EC%84%9C%EC%9A%B8%ED%95%98%EC%A7%80%EC%A0%95%EB%A7%A5',
  staffNotifyEmails: [],
  staffNotifyPhones: [],
  ogImage: null,
};

export async function readSettings(
  knex: Knex,
  product: string,
): Promise<Settings & { updatedAt: string | null; lockVersion: number }> {
  const row = await table(knex, 'settings').where({ product }).first();
  const settings = { ...DEFAULT_SETTINGS, ...fromJsonText<Partial<Settings>>(row?.data, {}) };
  // The clinic's phone is kept as digits and answered as shown (02-555-1234), to staff and the site alike.
  return {
    ...settings,
    phone: clinicPhoneShown(settings.phone),
    updatedAt: row?.updated_at ?? null,
    lockVersion: Number(row?.lock_version ?? 0),
  };
}

/**
 * Saves the settings; fields a request left out (`SettingsInput`) keep their saved values. With
 * `version`, only while the record is still at that version (else false: someone saved meanwhile).
 */
export async function writeSettings(
  knex: Knex,
  product: string,
  input: SettingsInput,
  version?: number,
): Promise<boolean> {
  const { updatedAt: _u, lockVersion: current, ...saved } = await readSettings(knex, product);
  const at = version ?? current;
  const merged: Settings = { ...saved, ...withoutUndefined(input), ogImage: saved.ogImage };
  const settings: Settings = { ...merged, phone: clinicPhoneDigits(merged.phone) ?? merged.phone };
  const now = toDbTime(new Date());
  const updated = await table(knex, 'settings')
    .where({ product, lock_version: at })
    .update({ data: toJsonText(settings), updated_at: now, lock_version: at + 1 });
  if (updated > 0) return true;
  if (await table(knex, 'settings').where({ product }).first('id')) return false;
  await table(knex, 'settings').insert({ product, data: toJsonText(settings), created_at: now, updated_at: now });
  return true;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Saves the uploaded link picture (or none); the other settings stay as they are. */
export async function writeOgImage(knex: Knex, product: string, ogImage: Settings['ogImage']): Promise<void> {
  const { updatedAt: _u, lockVersion: _v, ...saved } = await readSettings(knex, product);
  // Made first when there is no record yet.
  await table(knex, 'settings')
    .insert({ product, data: toJsonText(saved), created_at: toDbTime(new Date()), updated_at: toDbTime(new Date()) })
    .onConflict('product')
    .ignore();
  // The version stays: the picture goes up right after the form's own save, which has the version.
  const phone = clinicPhoneDigits(saved.phone) ?? saved.phone;
  await table(knex, 'settings')
    .where({ product })
    .update({ data: toJsonText({ ...saved, phone, ogImage }), updated_at: toDbTime(new Date()) });
}
