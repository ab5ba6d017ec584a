import type { HomeContent } from '../../types';

const content: HomeContent = {
  title: '下肢静脉曲张诊疗指南',
  description: '诊治下肢静脉曲张的胸外科医院。为您介绍超声检查与治疗方法、就诊指南及费用信息。',
  hero: {
    heading: '仔细查看腿部静脉的状态，与您一起确定合适的治疗',
    text: '{{clinicName}}是诊治下肢静脉曲张的胸外科医院。我们通过超声检查确认静脉状态后，会一步一步地为您说明是否需要治疗以及哪种方法适合您。',
    counterLabels: {
      total: '累计治疗',
      clarivein: 'ClariVein',
      venaseal: 'VenaSeal',
    },
    claims: {
      clarivein: 'ClariVein 治疗 3,500例',
      venaseal: 'VenaSeal 治疗 1,350例',
    },
    unit: '例',
  },
  director: {
    heading: '院长介绍',
    photoAlt: '院长照片',
    placeholderAlt: '医生照片位置：插图',
    more: '查看医疗团队介绍',
  },
  professionalism: {
    heading: '我们在诊疗中坚持的三件事',
    intro: '这些是在接受下肢静脉曲张治疗之前值得确认的要点。本院把这三点作为诊疗的基本原则。',
    checklist: [
      {
        subject: '确定治疗之前会做超声检查吗？',
        answer:
          '我们不会仅凭症状或外观可见的血管来决定治疗。我们会通过双功能超声确认静脉反流和血管状态，然后判断是否需要治疗。',
      },
      {
        subject: '做检查的医生也负责治疗和术后随访吗？',
        answer: '负责诊察和检查的医生亲自进行治疗，术后复诊时也由这位医生亲自确认恢复情况。',
      },
      {
        subject: '治疗前会说明方法、费用和风险吗？',
        answer:
          '治疗前我们会为您说明可选择的治疗方法、各自的费用以及可能出现的副作用和风险。您可以在充分考虑后再做决定。',
      },
    ],
  },
  surgeries: {
    heading: '治疗方法',
    intro:
      '下肢静脉曲张有多种治疗方法。我们会综合考虑检查结果、静脉状态和您的生活情况，与医生商量后决定。治疗时间和恢复过程因人而异。',
    cards: [
      {
        key: 'clarivein',
        nameKo: 'ClariVein',
        nameEn: 'ClariVein',
        subject: '用旋转导管和硬化剂闭合静脉的方法',
        contents: [
          '不使用热能的机械化学消融术（MOCA）。',
          '细导丝旋转刺激静脉内壁的同时注入硬化剂。',
          '治疗时间通常为{{duration.nonthermal}}。',
          '可能出现淤青、压痛、静脉炎、皮肤色素沉着等。',
        ],
        photoAlt: '用 ClariVein 导管治疗静脉的示意图',
      },
      {
        key: 'flebogrif',
        nameKo: 'Flebogrif',
        nameEn: 'Flebogrif',
        subject: '导管与泡沫硬化剂配合使用的方法',
        contents: [
          '不使用热能的机械化学消融术。',
          '导管末端的小刀片刺激静脉壁的同时注入泡沫硬化剂。',
          '治疗时间通常为{{duration.nonthermal}}。',
          '可能出现淤青、压痛、静脉炎、皮肤色素沉着等。',
        ],
        photoAlt: '用 Flebogrif 导管和泡沫硬化剂治疗静脉的示意图',
      },
      {
        key: 'venaseal',
        nameKo: 'VenaSeal',
        nameEn: 'VenaSeal',
        subject: '用医用胶粘合闭合静脉的方法',
        contents: [
          '使用氰基丙烯酸酯类医用胶闭合静脉。',
          '由于不使用热能，通常不需要在静脉周围进行肿胀麻醉。',
          '治疗时间通常为{{duration.nonthermal}}。',
          '可能出现淤青、压痛，少数情况下可能出现对医用胶的炎症或过敏反应。',
        ],
        photoAlt: '用 VenaSeal 医用胶闭合静脉的示意图',
      },
      {
        key: 'rfa',
        nameKo: '射频消融术',
        nameEn: 'Radiofrequency Ablation (RFA)',
        subject: '用射频热能闭合静脉的方法',
        contents: [
          '利用置入静脉内的导管发出的射频热能闭合静脉。',
          '在静脉周围进行肿胀局部麻醉后实施治疗。',
          '治疗时间通常为{{duration.rfa}}。',
          '可能出现淤青、压痛、麻木等神经刺激症状。',
        ],
        photoAlt: '用射频导管的热能闭合静脉的示意图',
      },
      {
        key: 'laser',
        nameKo: '激光消融术',
        nameEn: 'Endovenous Laser Ablation (EVLA)',
        subject: '用激光热能闭合静脉的方法',
        contents: [
          '利用置入静脉内的细激光光纤的热能闭合静脉。',
          '在静脉周围进行肿胀局部麻醉后实施治疗。',
          '治疗时间通常为{{duration.laser}}。',
          '可能出现淤青、牵拉感、皮肤色素沉着、神经刺激症状等。',
        ],
        photoAlt: '用激光光纤的热能闭合静脉的示意图',
      },
      {
        key: 'stripping',
        nameKo: '剥脱术',
        nameEn: 'High Ligation and Stripping',
        subject: '结扎并抽出有反流的静脉的手术',
        contents: [
          '在反流开始的部位结扎静脉，并抽出有问题的静脉。',
          '这是适用国民健康保险的手术。',
          '手术时间通常为{{duration.stripping}}。',
          '可能出现淤青、肿胀、伤口疼痛、神经损伤引起的麻木等。',
        ],
        photoAlt: '结扎并抽出静脉的剥脱术示意图',
      },
    ],
    dialogLink: '查看详情',
    close: '关闭',
  },
  story: {
    heading: '下肢静脉曲张小课堂',
    intro: '通过视频通俗易懂地为您讲解下肢静脉曲张、检查以及治疗后的生活。',
    play: '观看视频',
    channel: '前往YouTube频道',
  },
  reviews: {
    heading: '治疗评价',
    intro: '这些是接受过治疗的患者留下的文字。评价仅代表个人的亲身经历，治疗过程和结果因人而异。',
    more: '查看更多评价',
    enlarge: '放大查看',
  },
  cost: {
    heading: '费用说明',
    text: '本院在网站上公开非医保诊疗项目及费用。实际费用会根据检查结果和治疗范围而不同，因此我们会在决定治疗之前提前向您说明。',
    warning: '本院没有其他分院。请留意使用本院名称的其他网站、博客或电话，并核实本院的总机号码（{{phone}}）。',
    link: '查看非医保诊疗费用',
  },
  info: {
    heading: '医院介绍',
    phone: '电话',
    address: '地址',
    hours: '诊疗时间',
    directions: '交通指南',
    map: '地图',
    video: '医院介绍视频',
  },
};

export default content;
