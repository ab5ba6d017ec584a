import type { Settings } from '@clinic/contract';
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
  phone: '02-000-0000',
  email: '',
  address: {
    ko: '서울특별시 ○○구 ○○대로 000',
    en: '000 ○○-daero, ○○-gu, Seoul',
    cn: '首尔特别市 ○○区 ○○大路 000',
    jp: 'ソウル特別市 ○○区 ○○大路 000',
  },
  kakaoChannelUrl: 'https://pf.kakao.com/',
  naverBookingUrl: 'https://booking.naver.com/',
  youtubeChannelUrl: 'https://www.youtube.com/',
  naverMapUrl: 'https://map.naver.com/p/search/%EC%84%9C%EC%9A%B8%ED%95%98%EC%A7%80%EC%A0%95%EB%A7%A5',
  kakaoMapUrl: 'https://map.kakao.com/?q=%EC%84%9C%EC%9A%B8%ED%95%98%EC%A7%80%EC%A0%95%EB%A7%A5',
  staffNotifyEmails: [],
  staffNotifyPhones: [],
};

export async function readSettings(knex: Knex, product: string): Promise<Settings & { updatedAt: string | null }> {
  const row = await table(knex, 'settings').where({ product }).first();
  return { ...DEFAULT_SETTINGS, ...fromJsonText<Partial<Settings>>(row?.data, {}), updatedAt: row?.updated_at ?? null };
}

export async function writeSettings(knex: Knex, product: string, settings: Settings): Promise<void> {
  const now = toDbTime(new Date());
  const updated = await table(knex, 'settings')
    .where({ product })
    .update({ data: toJsonText(settings), updated_at: now });
  if (updated === 0)
    await table(knex, 'settings').insert({ product, data: toJsonText(settings), created_at: now, updated_at: now });
}
