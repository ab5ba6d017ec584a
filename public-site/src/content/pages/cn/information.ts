import type { InformationPage } from '../../types';

const content: InformationPage = {
  title: '诊疗时间·交通',
  description: '{{clinicName}}的诊疗时间、交通路线及停车指南，并介绍乘坐地铁和公交的方法及地图链接。',
  lead: '本院诊疗时间：{{hours.summary}}。各天的诊疗时间和交通方式请见下文。',
  sections: [
    {
      id: 'reservation',
      heading: '预约与咨询',
      blocks: [
        {
          kind: 'p',
          text: '您可以通过电话（{{phone}}）或网站上的预约咨询进行预约。未预约也可以来院就诊，但根据就诊情况可能需要等候，因此请尽量提前预约。如需更改或取消预约，也请致电告知。',
        },
        {
          kind: 'p',
          text: '工作日难以抽出时间的患者，请在本页的诊疗时间中查看周六是否接诊及具体时间。无论哪天就诊，提前预约都可以缩短等候时间。',
        },
      ],
    },
    {
      id: 'first-visit',
      heading: '初次来院时',
      blocks: [
        {
          kind: 'p',
          text: '初次来院时，如能准备以下物品，就诊会更加顺利。',
        },
        {
          kind: 'list',
          items: [
            '身份证件（用于健康保险本人身份确认）',
            '写有正在服用的药物名称的便条、药袋或处方',
            '在其他医院接受的检查结果或病历（如有）',
            '方便更换的衣服，以便进行腿部检查',
          ],
        },
        {
          kind: 'note',
          text: '如您正在服用使血液变稀的药物（抗凝药、抗血小板药），请不要擅自停药，并务必在就诊时告知医生。',
        },
      ],
    },
    {
      id: 'arrival',
      heading: '交通指南',
      blocks: [
        {
          kind: 'p',
          text: '医院地址为{{address}}。乘坐地铁、公交来院的方法和停车信息，请查看本页的交通路线。点击下方地图链接，即可在Naver地图或Kakao地图中查看位置和路线。如找不到路，请致电（{{phone}}）咨询。',
        },
      ],
    },
  ],
  hoursNote: '公休日前一天以及春节、中秋节等节假日前后，诊疗安排可能有所变动，来院前请致电（{{phone}}）确认。',
  directions: [
    {
      category: '地铁',
      text: '{{subway}}',
    },
    {
      category: '公交',
      text: '{{bus}}',
    },
    {
      category: '自驾',
      text: '请在导航中输入“{{clinicName}}”或“{{address}}”。',
    },
  ],
  parking: '{{parking}}',
  mapHeading: '查看地图',
  naverMap: '在Naver地图中查看',
  kakaoMap: '在Kakao地图中查看',
};

export default content;
