/**
 * Demo photos of a first run (api/src/seeds/media.ts): the site's own neutral illustrations
 * (public-site/public/images), which the API answers as their image until staff upload one, each named and described as what it
 * is, in four languages. Staff replace them in the console (사진).
 */
import { demoPlaces as panorama } from './places.js';
import type { Translated } from './terms.js';

/** The words that say a demo picture is an illustration, by language. */
const ILLUSTRATION: Translated = { ko: '일러스트', en: 'illustration', cn: '插图', jp: 'イラスト' };

/** A place's name marked as an illustration: 대기실 일러스트, Waiting room (illustration). */
function marked(name: Translated): Translated {
  return {
    ko: `${name.ko} ${ILLUSTRATION.ko}`,
    en: `${name.en} (${ILLUSTRATION.en})`,
    cn: `${name.cn}（${ILLUSTRATION.cn}）`,
    jp: `${name.jp}（${ILLUSTRATION.jp}）`,
  };
}

/** An alt text that says it is an illustration (unless it already does) and what it shows. */
function described(name: Translated, alt: Translated): Translated {
  const out = { ...alt };
  for (const locale of ['ko', 'en', 'cn', 'jp'] as const) {
    if (!alt[locale].toLowerCase().includes(ILLUSTRATION[locale])) out[locale] = `${name[locale]}: ${alt[locale]}`;
  }
  return out;
}

export interface DemoPhoto {
  placement: 'hero' | 'information' | 'panorama';
  /** The illustration (public-site/public/images/<name>.svg) rendered into the image pipeline. */
  illustration: string;
  name: Translated;
  alt: Translated;
  text?: Translated;
}

const hero: DemoPhoto = {
  placement: 'hero',
  illustration: 'leg-veins',
  name: marked({ ko: '다리 정맥', en: 'Leg veins', cn: '腿部静脉', jp: '脚の静脈' }),
  alt: {
    ko: '다리 정맥 일러스트: 다리를 따라 이어지는 정맥을 그린 그림',
    en: 'Leg veins (illustration): a drawing of the veins running along a leg',
    cn: '腿部静脉（插图）：沿腿部分布的静脉示意图',
    jp: '脚の静脈（イラスト）：脚に沿って走る静脈を描いた図',
  },
};

const information: Array<{ illustration: string; name: Translated; alt: Translated }> = [
  {
    illustration: 'clinic-exterior',
    name: { ko: '병원 외관', en: 'Exterior', cn: '医院外观', jp: '外観' },
    alt: {
      ko: '병원이 있는 건물의 바깥 모습',
      en: 'Outside view of the building where the clinic is located',
      cn: '医院所在建筑的外观',
      jp: '医院が入っている建物の外観',
    },
  },
  {
    illustration: 'clinic-reception',
    name: { ko: '접수', en: 'Reception', cn: '挂号处', jp: '受付' },
    alt: {
      ko: '접수와 수납을 하는 안내 데스크',
      en: 'Front desk for registration and payment',
      cn: '办理挂号和缴费的服务台',
      jp: '受付と会計を行うカウンター',
    },
  },
  {
    illustration: 'clinic-waiting',
    name: { ko: '대기실', en: 'Waiting room', cn: '候诊室', jp: '待合室' },
    alt: {
      ko: '의자가 놓인 밝은 대기실',
      en: 'Bright waiting room with chairs',
      cn: '摆放着座椅的明亮候诊室',
      jp: '椅子が並ぶ明るい待合室',
    },
  },
  {
    illustration: 'clinic-consult',
    name: { ko: '상담실', en: 'Consultation room', cn: '咨询室', jp: '相談室' },
    alt: {
      ko: '의사와 마주 앉아 상담하는 진료 상담실',
      en: 'Consultation room where you sit down with the doctor',
      cn: '与医生面对面交谈的诊疗咨询室',
      jp: '医師と向かい合って相談する診察相談室',
    },
  },
  {
    illustration: 'clinic-ultrasound',
    name: { ko: '초음파 검사실', en: 'Ultrasound room', cn: '超声检查室', jp: '超音波検査室' },
    alt: {
      ko: '검사용 침대와 초음파 장비가 있는 검사실',
      en: 'Examination room with an examination bed and ultrasound equipment',
      cn: '配有检查床和超声设备的检查室',
      jp: '検査用ベッドと超音波装置がある検査室',
    },
  },
  {
    illustration: 'clinic-procedure',
    name: { ko: '시술실', en: 'Procedure room', cn: '治疗室', jp: '処置室' },
    alt: {
      ko: '시술용 침대와 장비가 갖춰진 시술실',
      en: 'Procedure room equipped with a procedure bed and equipment',
      cn: '配备治疗床和设备的治疗室',
      jp: '治療用ベッドと機器を備えた処置室',
    },
  },
  {
    illustration: 'clinic-recovery',
    name: { ko: '회복실', en: 'Recovery room', cn: '恢复室', jp: '回復室' },
    alt: {
      ko: '시술 후 쉬어 가는 침대가 있는 회복실',
      en: 'Recovery room with beds for resting after a procedure',
      cn: '设有供治疗后休息的床位的恢复室',
      jp: '治療後に休むベッドがある回復室',
    },
  },
  {
    illustration: 'clinic-hallway',
    name: { ko: '복도', en: 'Hallway', cn: '走廊', jp: '廊下' },
    alt: {
      ko: '진료실과 검사실로 이어지는 병원 복도',
      en: 'Clinic hallway leading to the consultation and examination rooms',
      cn: '通往诊室和检查室的医院走廊',
      jp: '診察室と検査室へ続く医院の廊下',
    },
  },
  {
    illustration: 'clinic-parking',
    name: { ko: '주차장', en: 'Parking', cn: '停车场', jp: '駐車場' },
    alt: {
      ko: '건물 지하 주차장',
      en: 'Underground parking of the building',
      cn: '建筑的地下停车场',
      jp: '建物の地下駐車場',
    },
  },
];

/** The hero picture, the nine information slides and the nine panorama places, in their order. */
export const demoPhotos: DemoPhoto[] = [
  hero,
  ...information.map((p) => ({
    placement: 'information' as const,
    illustration: p.illustration,
    name: marked(p.name),
    alt: described(marked(p.name), p.alt),
  })),
  ...panorama.map((p) => ({
    placement: 'panorama' as const,
    illustration: p.illustration,
    name: marked(p.name),
    alt: described(marked(p.name), p.alt),
    text: p.text,
  })),
];
