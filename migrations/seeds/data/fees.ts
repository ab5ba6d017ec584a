/**
 * The fee table of spec section 9 (won), with the item names in four languages: the non-covered
 * rows, and the covered stripping row the stripping page names.
 */
export interface DemoFee {
  category: { ko: string; en: string; cn: string; jp: string };
  minCost: number;
  maxCost: number;
  note: { ko: string; en: string; cn: string; jp: string };
  /** The key the treatment pages name the row by (`{{fee.laser}}`), when they do. */
  code?: string;
  /** Covered by national health insurance: listed apart from the non-covered table. */
  covered?: boolean;
  /** How long the procedure usually takes, in minutes. */
  durationMin?: number;
  durationMax?: number;
}

const none = { ko: '', en: '', cn: '', jp: '' };

export const demoFees: DemoFee[] = [
  {
    category: { ko: '혈관 초음파 검사', en: 'Vascular ultrasound exam', cn: '血管超声检查', jp: '血管超音波検査' },
    minCost: 100_000,
    maxCost: 100_000,
    note: none,
  },
  {
    category: { ko: '수술 중 초음파', en: 'Intra-operative ultrasound', cn: '术中超声', jp: '術中超音波' },
    minCost: 300_000,
    maxCost: 3_000_000,
    note: none,
  },
  {
    category: {
      ko: '초음파 유도 주사 치료',
      en: 'Ultrasound-guided injection treatment',
      cn: '超声引导下注射治疗',
      jp: '超音波ガイド下注射治療',
    },
    minCost: 100_000,
    maxCost: 500_000,
    note: none,
  },
  {
    category: { ko: '레이저 수술', en: 'Laser surgery', cn: '激光手术', jp: 'レーザー手術' },
    minCost: 3_300_000,
    maxCost: 3_500_000,
    note: none,
    code: 'laser',
    durationMin: 30,
    durationMax: 60,
  },
  {
    category: { ko: '고주파 수술', en: 'Radiofrequency surgery', cn: '射频手术', jp: '高周波手術' },
    minCost: 3_800_000,
    maxCost: 4_200_000,
    note: none,
    code: 'rfa',
    durationMin: 30,
    durationMax: 60,
  },
  {
    category: {
      ko: '베나실, 클라리베인, 플레보그리프',
      en: 'VenaSeal, ClariVein, Flebogrif',
      cn: 'VenaSeal、ClariVein、Flebogrif',
      jp: 'ベナシール、クラリベイン、フレボグリフ',
    },
    minCost: 6_000_000,
    maxCost: 6_500_000,
    note: { ko: '각각', en: 'each', cn: '各项', jp: 'それぞれ' },
    code: 'nonthermal',
    durationMin: 30,
    durationMax: 40,
  },
  {
    category: { ko: '발거술', en: 'Vein stripping', cn: '静脉剥脱术', jp: 'ストリッピング手術' },
    minCost: 2_800_000,
    maxCost: 3_500_000,
    note: none,
    code: 'stripping',
    covered: true,
    durationMin: 40,
    durationMax: 60,
  },
];
