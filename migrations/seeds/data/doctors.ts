/**
 * The demo doctors (what the team page showed until doctors came from the console): names, title and
 * credential lines in four languages, no photo (the site shows its neutral doctor illustration).
 * Plain and lawful: qualifications and memberships only, no superlatives, no promises.
 */
export interface DemoDoctor {
  nameKo: string;
  nameEn: string;
  title: { ko: string; en: string; cn: string; jp: string };
  /** Per language, one line each. */
  lines: { ko: string[]; en: string[]; cn: string[]; jp: string[] };
}

const lines = {
  ko: ['흉부외과 전문의', '대한흉부심장혈관외과학회 정회원', '대한정맥학회 정회원', '하지정맥류 진료'],
  en: [
    'Board-certified thoracic and cardiovascular surgeon',
    'Regular member, Korean Society for Thoracic and Cardiovascular Surgery',
    'Regular member, Korean Society for Phlebology',
    'Varicose vein care',
  ],
  cn: ['胸外科专科医生', '大韩胸部心脏血管外科学会 正式会员', '大韩静脉学会 正式会员', '下肢静脉曲张诊疗'],
  jp: ['胸部外科専門医', '大韓胸部心臓血管外科学会 正会員', '大韓静脈学会 正会員', '下肢静脈瘤の診療'],
};

export const demoDoctors: DemoDoctor[] = [
  {
    nameKo: '홍길동',
    nameEn: 'Gil-dong Hong',
    title: {
      ko: '대표원장 · 흉부외과 전문의',
      en: 'Director · Board-certified thoracic and cardiovascular surgeon',
      cn: '院长 · 胸外科专科医生',
      jp: '院長 · 胸部外科専門医',
    },
    lines,
  },
  {
    nameKo: '김하나',
    nameEn: 'Ha-na Kim',
    title: {
      ko: '원장 · 흉부외과 전문의',
      en: 'Physician · Board-certified thoracic and cardiovascular surgeon',
      cn: '医生 · 胸外科专科医生',
      jp: '医師 · 胸部外科専門医',
    },
    lines,
  },
];
