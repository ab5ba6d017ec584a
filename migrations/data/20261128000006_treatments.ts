// The treatments of the menu's 치료 방법 and the main page's cards as they were until now: the
// menu's names from the site's catalogs, the cards' words from the main page's text (its
// `surgeries.cards`), word for word, frozen here for the data migration beside it.
export interface TreatmentSeed {
  section: 'surgery' | 'non-surgical';
  slug: string;
  position: number;
  illustration: string;
  card: boolean;
  name: Record<string, string>;
  nameEn: string;
  cardTitle: Record<string, string>;
  subject: Record<string, string>;
  lines: Record<string, string>;
  pictureAlt: Record<string, string>;
}

export const TREATMENTS: TreatmentSeed[] = [
  {
    section: 'non-surgical',
    slug: 'stockings',
    position: 1,
    illustration: 'stockings',
    card: false,
    name: {
      ko: '압박스타킹',
      en: 'Compression stockings',
      cn: '医用弹力袜',
      jp: '弾性ストッキング',
    },
    nameEn: 'Compression stockings',
    cardTitle: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
    subject: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
    lines: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
    pictureAlt: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
  },
  {
    section: 'non-surgical',
    slug: 'drugs',
    position: 2,
    illustration: 'leg-veins',
    card: false,
    name: {
      ko: '약물 치료',
      en: 'Medication',
      cn: '药物治疗',
      jp: '薬物療法',
    },
    nameEn: 'Medication',
    cardTitle: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
    subject: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
    lines: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
    pictureAlt: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
  },
  {
    section: 'non-surgical',
    slug: 'sclerotherapy',
    position: 3,
    illustration: 'injection',
    card: false,
    name: {
      ko: '혈관경화요법',
      en: 'Sclerotherapy',
      cn: '硬化剂治疗',
      jp: '硬化療法',
    },
    nameEn: 'Sclerotherapy',
    cardTitle: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
    subject: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
    lines: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
    pictureAlt: {
      ko: '',
      en: '',
      cn: '',
      jp: '',
    },
  },
  {
    section: 'surgery',
    slug: 'clarivein',
    position: 4,
    illustration: 'catheter',
    card: true,
    name: {
      ko: '클라리베인',
      en: 'ClariVein',
      cn: 'ClariVein',
      jp: 'クラリベイン',
    },
    nameEn: 'ClariVein',
    cardTitle: {
      ko: '클라리베인',
      en: 'ClariVein',
      cn: 'ClariVein',
      jp: 'ClariVein',
    },
    subject: {
      ko: '회전하는 카테터와 경화제로 정맥을 닫는 방법',
      en: 'Closing the vein with a rotating catheter and a sclerosant',
      cn: '用旋转导管和硬化剂闭合静脉的方法',
      jp: '回転するカテーテルと硬化剤で静脈を閉じる方法',
    },
    lines: {
      ko: '열을 쓰지 않는 기계화학적 폐쇄술(MOCA)입니다.\n가는 와이어가 회전하며 정맥 안쪽을 자극하는 동안 경화제를 넣습니다.\n시술 시간은 보통 {{duration.nonthermal}}입니다.\n멍, 압통, 정맥염, 피부 색소침착 등이 생길 수 있습니다.',
      en: 'A mechanochemical ablation (MOCA) that uses no heat.\nA fine rotating wire stimulates the inner vein wall while a sclerosant is delivered.\nThe procedure usually takes {{duration.nonthermal}}.\nBruising, tenderness, phlebitis or skin pigmentation may occur.',
      cn: '不使用热能的机械化学消融术（MOCA）。\n细导丝旋转刺激静脉内壁的同时注入硬化剂。\n治疗时间通常为{{duration.nonthermal}}。\n可能出现淤青、压痛、静脉炎、皮肤色素沉着等。',
      jp: '熱を使わない機械化学的閉塞術（MOCA）です。\n細いワイヤーが回転して静脈の内側を刺激しながら硬化剤を注入します。\n治療時間は通常{{duration.nonthermal}}です。\n内出血、圧痛、静脈炎、皮膚の色素沈着などが起こることがあります。',
    },
    pictureAlt: {
      ko: '클라리베인 카테터로 정맥을 치료하는 모습을 나타낸 그림',
      en: 'Illustration of a vein being treated with the ClariVein catheter',
      cn: '用 ClariVein 导管治疗静脉的示意图',
      jp: 'ClariVeinのカテーテルで静脈を治療する様子のイラスト',
    },
  },
  {
    section: 'surgery',
    slug: 'flebogrif',
    position: 5,
    illustration: 'catheter',
    card: true,
    name: {
      ko: '플레보그리프',
      en: 'Flebogrif',
      cn: 'Flebogrif',
      jp: 'フレボグリフ',
    },
    nameEn: 'Flebogrif',
    cardTitle: {
      ko: '플레보그리프',
      en: 'Flebogrif',
      cn: 'Flebogrif',
      jp: 'Flebogrif',
    },
    subject: {
      ko: '카테터와 거품 경화제를 함께 쓰는 방법',
      en: 'Using a catheter together with sclerosant foam',
      cn: '导管与泡沫硬化剂配合使用的方法',
      jp: 'カテーテルと泡状の硬化剤をあわせて使う方法',
    },
    lines: {
      ko: '열을 쓰지 않는 기계화학적 폐쇄술입니다.\n카테터 끝의 작은 날이 정맥 벽을 자극하는 동안 거품 경화제를 넣습니다.\n시술 시간은 보통 {{duration.nonthermal}}입니다.\n멍, 압통, 정맥염, 피부 색소침착 등이 생길 수 있습니다.',
      en: 'A mechanochemical ablation that uses no heat.\nSmall blades at the catheter tip stimulate the vein wall while sclerosant foam is delivered.\nThe procedure usually takes {{duration.nonthermal}}.\nBruising, tenderness, phlebitis or skin pigmentation may occur.',
      cn: '不使用热能的机械化学消融术。\n导管末端的小刀片刺激静脉壁的同时注入泡沫硬化剂。\n治疗时间通常为{{duration.nonthermal}}。\n可能出现淤青、压痛、静脉炎、皮肤色素沉着等。',
      jp: '熱を使わない機械化学的閉塞術です。\nカテーテル先端の小さな刃が静脈の壁を刺激しながら泡状の硬化剤を注入します。\n治療時間は通常{{duration.nonthermal}}です。\n内出血、圧痛、静脈炎、皮膚の色素沈着などが起こることがあります。',
    },
    pictureAlt: {
      ko: '플레보그리프 카테터와 거품 경화제로 정맥을 치료하는 모습을 나타낸 그림',
      en: 'Illustration of a vein being treated with the Flebogrif catheter and sclerosant foam',
      cn: '用 Flebogrif 导管和泡沫硬化剂治疗静脉的示意图',
      jp: 'Flebogrifのカテーテルと泡状の硬化剤で静脈を治療する様子のイラスト',
    },
  },
  {
    section: 'surgery',
    slug: 'venaseal',
    position: 6,
    illustration: 'glue',
    card: true,
    name: {
      ko: '베나실',
      en: 'VenaSeal',
      cn: 'VenaSeal',
      jp: 'ベナシール',
    },
    nameEn: 'VenaSeal',
    cardTitle: {
      ko: '베나실',
      en: 'VenaSeal',
      cn: 'VenaSeal',
      jp: 'VenaSeal',
    },
    subject: {
      ko: '의료용 접착제로 정맥을 붙여 닫는 방법',
      en: 'Sealing the vein shut with a medical adhesive',
      cn: '用医用胶粘合闭合静脉的方法',
      jp: '医療用接着剤で静脈を接着して閉じる方法',
    },
    lines: {
      ko: '시아노아크릴레이트 계열의 의료용 접착제로 정맥을 닫습니다.\n열을 쓰지 않아 정맥 주위에 넓게 하는 팽창 마취가 보통 필요하지 않습니다.\n시술 시간은 보통 {{duration.nonthermal}}입니다.\n멍, 압통, 드물게 접착제에 대한 염증이나 알레르기 반응이 생길 수 있습니다.',
      en: 'The vein is closed with a cyanoacrylate-based medical adhesive.\nAs no heat is used, tumescent anesthesia around the vein is usually not needed.\nThe procedure usually takes {{duration.nonthermal}}.\nBruising, tenderness and, rarely, inflammation or an allergic reaction to the adhesive may occur.',
      cn: '使用氰基丙烯酸酯类医用胶闭合静脉。\n由于不使用热能，通常不需要在静脉周围进行肿胀麻醉。\n治疗时间通常为{{duration.nonthermal}}。\n可能出现淤青、压痛，少数情况下可能出现对医用胶的炎症或过敏反应。',
      jp: 'シアノアクリレート系の医療用接着剤で静脈を閉じます。\n熱を使わないため、静脈の周りに広く行う膨潤麻酔は通常必要ありません。\n治療時間は通常{{duration.nonthermal}}です。\n内出血、圧痛、まれに接着剤に対する炎症やアレルギー反応が起こることがあります。',
    },
    pictureAlt: {
      ko: '베나실 의료용 접착제로 정맥을 닫는 모습을 나타낸 그림',
      en: 'Illustration of a vein being closed with VenaSeal medical adhesive',
      cn: '用 VenaSeal 医用胶闭合静脉的示意图',
      jp: 'VenaSealの医療用接着剤で静脈を閉じる様子のイラスト',
    },
  },
  {
    section: 'surgery',
    slug: 'rfa',
    position: 7,
    illustration: 'heat',
    card: true,
    name: {
      ko: '고주파 치료',
      en: 'Radiofrequency ablation',
      cn: '射频治疗',
      jp: '高周波治療',
    },
    nameEn: 'Radiofrequency Ablation (RFA)',
    cardTitle: {
      ko: '고주파 열폐쇄술',
      en: 'Radiofrequency ablation',
      cn: '射频消融术',
      jp: '高周波焼灼術',
    },
    subject: {
      ko: '고주파 열로 정맥을 닫는 방법',
      en: 'Closing the vein with radiofrequency heat',
      cn: '用射频热能闭合静脉的方法',
      jp: '高周波の熱で静脈を閉じる方法',
    },
    lines: {
      ko: '정맥 안에 넣은 카테터에서 나오는 고주파 열로 정맥을 닫습니다.\n정맥 주위에 팽창 국소마취를 한 뒤 시술합니다.\n시술 시간은 보통 {{duration.rfa}}입니다.\n멍, 압통, 저림 같은 신경 자극 증상 등이 생길 수 있습니다.',
      en: 'The vein is closed by radiofrequency heat from a catheter placed inside it.\nThe procedure is done after tumescent local anesthesia around the vein.\nThe procedure usually takes {{duration.rfa}}.\nBruising, tenderness or nerve irritation such as numbness may occur.',
      cn: '利用置入静脉内的导管发出的射频热能闭合静脉。\n在静脉周围进行肿胀局部麻醉后实施治疗。\n治疗时间通常为{{duration.rfa}}。\n可能出现淤青、压痛、麻木等神经刺激症状。',
      jp: '静脈内に入れたカテーテルから出る高周波の熱で静脈を閉じます。\n静脈の周りに膨潤局所麻酔を行ってから治療します。\n治療時間は通常{{duration.rfa}}です。\n内出血、圧痛、しびれなどの神経刺激症状が起こることがあります。',
    },
    pictureAlt: {
      ko: '고주파 카테터의 열로 정맥을 닫는 모습을 나타낸 그림',
      en: 'Illustration of a vein being closed by the heat of a radiofrequency catheter',
      cn: '用射频导管的热能闭合静脉的示意图',
      jp: '高周波カテーテルの熱で静脈を閉じる様子のイラスト',
    },
  },
  {
    section: 'surgery',
    slug: 'laser',
    position: 8,
    illustration: 'heat',
    card: true,
    name: {
      ko: '레이저 치료',
      en: 'Laser ablation',
      cn: '激光治疗',
      jp: 'レーザー治療',
    },
    nameEn: 'Endovenous Laser Ablation (EVLA)',
    cardTitle: {
      ko: '레이저 열폐쇄술',
      en: 'Endovenous laser ablation',
      cn: '激光消融术',
      jp: '血管内レーザー焼灼術',
    },
    subject: {
      ko: '레이저 열로 정맥을 닫는 방법',
      en: 'Closing the vein with laser heat',
      cn: '用激光热能闭合静脉的方法',
      jp: 'レーザーの熱で静脈を閉じる方法',
    },
    lines: {
      ko: '정맥 안에 넣은 가는 레이저 광섬유의 열로 정맥을 닫습니다.\n정맥 주위에 팽창 국소마취를 한 뒤 시술합니다.\n시술 시간은 보통 {{duration.laser}}입니다.\n멍, 당기는 느낌, 피부 색소침착, 신경 자극 증상 등이 생길 수 있습니다.',
      en: 'The vein is closed by the heat of a fine laser fiber placed inside it.\nThe procedure is done after tumescent local anesthesia around the vein.\nThe procedure usually takes {{duration.laser}}.\nBruising, a pulling sensation, skin pigmentation or nerve irritation may occur.',
      cn: '利用置入静脉内的细激光光纤的热能闭合静脉。\n在静脉周围进行肿胀局部麻醉后实施治疗。\n治疗时间通常为{{duration.laser}}。\n可能出现淤青、牵拉感、皮肤色素沉着、神经刺激症状等。',
      jp: '静脈内に入れた細いレーザーファイバーの熱で静脈を閉じます。\n静脈の周りに膨潤局所麻酔を行ってから治療します。\n治療時間は通常{{duration.laser}}です。\n内出血、つっぱり感、皮膚の色素沈着、神経刺激症状などが起こることがあります。',
    },
    pictureAlt: {
      ko: '레이저 광섬유의 열로 정맥을 닫는 모습을 나타낸 그림',
      en: 'Illustration of a vein being closed by the heat of a laser fiber',
      cn: '用激光光纤的热能闭合静脉的示意图',
      jp: 'レーザーファイバーの熱で静脈を閉じる様子のイラスト',
    },
  },
  {
    section: 'surgery',
    slug: 'stripping',
    position: 9,
    illustration: 'stripping',
    card: true,
    name: {
      ko: '발거술',
      en: 'Stripping surgery',
      cn: '静脉剥脱术',
      jp: 'ストリッピング手術',
    },
    nameEn: 'High Ligation and Stripping',
    cardTitle: {
      ko: '발거술',
      en: 'Stripping',
      cn: '剥脱术',
      jp: 'ストリッピング手術',
    },
    subject: {
      ko: '역류가 있는 정맥을 묶고 빼내는 수술',
      en: 'Surgery to tie off and remove the refluxing vein',
      cn: '结扎并抽出有反流的静脉的手术',
      jp: '逆流のある静脈をしばって抜き取る手術',
    },
    lines: {
      ko: '역류가 시작되는 부위에서 정맥을 묶고, 문제가 되는 정맥을 빼냅니다.\n건강보험이 적용되는 수술입니다.\n수술 시간은 보통 {{duration.stripping}}입니다.\n멍, 붓기, 상처 부위 통증, 신경 손상으로 인한 저림 등이 생길 수 있습니다.',
      en: 'The vein is tied off where the reflux begins, and the affected vein is removed.\nThis surgery is covered by national health insurance.\nThe surgery usually takes {{duration.stripping}}.\nBruising, swelling, wound pain or numbness from nerve injury may occur.',
      cn: '在反流开始的部位结扎静脉，并抽出有问题的静脉。\n这是适用国民健康保险的手术。\n手术时间通常为{{duration.stripping}}。\n可能出现淤青、肿胀、伤口疼痛、神经损伤引起的麻木等。',
      jp: '逆流が始まる部位で静脈をしばり、問題のある静脈を抜き取ります。\n国民健康保険が適用される手術です。\n手術時間は通常{{duration.stripping}}です。\n内出血、むくみ、傷の痛み、神経損傷によるしびれなどが起こることがあります。',
    },
    pictureAlt: {
      ko: '정맥을 묶고 빼내는 발거술을 나타낸 그림',
      en: 'Illustration of stripping surgery, in which a vein is tied off and removed',
      cn: '结扎并抽出静脉的剥脱术示意图',
      jp: '静脈をしばって抜き取るストリッピング手術のイラスト',
    },
  },
];
