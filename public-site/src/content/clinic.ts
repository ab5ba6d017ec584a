/**
 * Demo business details for the header and footer. The settings API (`/api/v1/{product}/settings`)
 * replaces these when the public-site issue lands; until then they are plainly placeholders.
 */
export const clinic = {
  phone: '02-000-0000',
  representative: { ko: '홍길동', en: 'Gil-dong Hong', cn: '洪吉童', jp: 'ホン・ギルドン' },
  businessNumber: '000-00-00000',
  address: {
    ko: '서울특별시 ○○구 ○○대로 000',
    en: '000 ○○-daero, ○○-gu, Seoul',
    cn: '首尔特别市 ○○区 ○○大路 000',
    jp: 'ソウル特別市 ○○区 ○○大路 000',
  },
} as const;
