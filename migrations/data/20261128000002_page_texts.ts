// The texts of the public site's pages as they were in the code (public-site/src/content/pages) on
// 2026-11-28, word for word: a page (its address below the locale prefix), then a language, then the
// page's text. Frozen with migration 20261128000002: never change it (staff change texts in the
// console; a later correction is a new migration).
export const PAGE_TEXTS: Record<string, Record<string, unknown>> = {
  home: {
    ko: {
      title: '하지정맥류 진료 안내',
      description:
        '하지정맥류를 진료하는 흉부외과 의원입니다. 초음파 검사와 치료 방법, 진료 안내와 비용 정보를 알려 드립니다.',
      hero: {
        heading: '다리 정맥의 상태를 살펴보고, 알맞은 치료를 함께 정합니다',
        text: '하지정맥류를 진료하는 흉부외과 의원, {{clinicName}}입니다. 초음파 검사로 정맥 상태를 확인한 뒤, 치료가 필요한지와 어떤 방법이 맞는지 차근차근 설명해 드립니다.',
        counterLabels: {
          total: '누적 시술',
          clarivein: '클라리베인',
          venaseal: '베나실',
        },
        claims: {
          clarivein: '클라리베인 시술 3,500례',
          venaseal: '베나실 시술 1,350례',
        },
        unit: '건',
      },
      director: {
        heading: '대표원장을 소개합니다',
        photoAlt: '대표원장 사진',
        placeholderAlt: '의료진 사진 자리: 일러스트',
        more: '의료진 소개 보기',
      },
      professionalism: {
        heading: '진료할 때 지키는 세 가지',
        intro:
          '하지정맥류 치료를 받기 전에 확인해 보시면 좋은 점들입니다. 본원은 이 세 가지를 진료의 기본으로 삼고 있습니다.',
        checklist: [
          {
            subject: '치료를 정하기 전에 초음파 검사를 하나요?',
            answer:
              '증상이나 겉으로 보이는 혈관만으로 치료를 정하지 않습니다. 듀플렉스 초음파로 정맥의 역류와 혈관 상태를 확인한 뒤 치료가 필요한지 판단합니다.',
          },
          {
            subject: '검사한 의사가 치료와 경과 관찰까지 맡나요?',
            answer: '진료와 검사를 맡은 의사가 시술을 하고, 시술 후 다시 오실 때에도 경과를 직접 확인합니다.',
          },
          {
            subject: '치료 전에 방법, 비용, 위험을 설명하나요?',
            answer:
              '선택할 수 있는 치료 방법과 각각의 비용, 생길 수 있는 부작용과 위험을 치료 전에 설명해 드립니다. 충분히 생각해 보신 뒤 결정하시면 됩니다.',
          },
        ],
      },
      surgeries: {
        heading: '치료 방법',
        intro:
          '하지정맥류 치료 방법은 여러 가지입니다. 검사 결과와 정맥의 상태, 생활 여건을 함께 고려해 의사와 상의하여 정합니다. 시술 시간과 회복 과정은 개인에 따라 차이가 있습니다.',
        cards: [
          {
            key: 'clarivein',
            nameKo: '클라리베인',
            nameEn: 'ClariVein',
            subject: '회전하는 카테터와 경화제로 정맥을 닫는 방법',
            contents: [
              '열을 쓰지 않는 기계화학적 폐쇄술(MOCA)입니다.',
              '가는 와이어가 회전하며 정맥 안쪽을 자극하는 동안 경화제를 넣습니다.',
              '시술 시간은 보통 {{duration.nonthermal}}입니다.',
              '멍, 압통, 정맥염, 피부 색소침착 등이 생길 수 있습니다.',
            ],
            photoAlt: '클라리베인 카테터로 정맥을 치료하는 모습을 나타낸 그림',
          },
          {
            key: 'flebogrif',
            nameKo: '플레보그리프',
            nameEn: 'Flebogrif',
            subject: '카테터와 거품 경화제를 함께 쓰는 방법',
            contents: [
              '열을 쓰지 않는 기계화학적 폐쇄술입니다.',
              '카테터 끝의 작은 날이 정맥 벽을 자극하는 동안 거품 경화제를 넣습니다.',
              '시술 시간은 보통 {{duration.nonthermal}}입니다.',
              '멍, 압통, 정맥염, 피부 색소침착 등이 생길 수 있습니다.',
            ],
            photoAlt: '플레보그리프 카테터와 거품 경화제로 정맥을 치료하는 모습을 나타낸 그림',
          },
          {
            key: 'venaseal',
            nameKo: '베나실',
            nameEn: 'VenaSeal',
            subject: '의료용 접착제로 정맥을 붙여 닫는 방법',
            contents: [
              '시아노아크릴레이트 계열의 의료용 접착제로 정맥을 닫습니다.',
              '열을 쓰지 않아 정맥 주위에 넓게 하는 팽창 마취가 보통 필요하지 않습니다.',
              '시술 시간은 보통 {{duration.nonthermal}}입니다.',
              '멍, 압통, 드물게 접착제에 대한 염증이나 알레르기 반응이 생길 수 있습니다.',
            ],
            photoAlt: '베나실 의료용 접착제로 정맥을 닫는 모습을 나타낸 그림',
          },
          {
            key: 'rfa',
            nameKo: '고주파 열폐쇄술',
            nameEn: 'Radiofrequency Ablation (RFA)',
            subject: '고주파 열로 정맥을 닫는 방법',
            contents: [
              '정맥 안에 넣은 카테터에서 나오는 고주파 열로 정맥을 닫습니다.',
              '정맥 주위에 팽창 국소마취를 한 뒤 시술합니다.',
              '시술 시간은 보통 {{duration.rfa}}입니다.',
              '멍, 압통, 저림 같은 신경 자극 증상 등이 생길 수 있습니다.',
            ],
            photoAlt: '고주파 카테터의 열로 정맥을 닫는 모습을 나타낸 그림',
          },
          {
            key: 'laser',
            nameKo: '레이저 열폐쇄술',
            nameEn: 'Endovenous Laser Ablation (EVLA)',
            subject: '레이저 열로 정맥을 닫는 방법',
            contents: [
              '정맥 안에 넣은 가는 레이저 광섬유의 열로 정맥을 닫습니다.',
              '정맥 주위에 팽창 국소마취를 한 뒤 시술합니다.',
              '시술 시간은 보통 {{duration.laser}}입니다.',
              '멍, 당기는 느낌, 피부 색소침착, 신경 자극 증상 등이 생길 수 있습니다.',
            ],
            photoAlt: '레이저 광섬유의 열로 정맥을 닫는 모습을 나타낸 그림',
          },
          {
            key: 'stripping',
            nameKo: '발거술',
            nameEn: 'High Ligation and Stripping',
            subject: '역류가 있는 정맥을 묶고 빼내는 수술',
            contents: [
              '역류가 시작되는 부위에서 정맥을 묶고, 문제가 되는 정맥을 빼냅니다.',
              '건강보험이 적용되는 수술입니다.',
              '수술 시간은 보통 {{duration.stripping}}입니다.',
              '멍, 붓기, 상처 부위 통증, 신경 손상으로 인한 저림 등이 생길 수 있습니다.',
            ],
            photoAlt: '정맥을 묶고 빼내는 발거술을 나타낸 그림',
          },
        ],
        dialogLink: '자세히 보기',
        close: '닫기',
      },
      story: {
        heading: '하지정맥류 이야기',
        intro: '하지정맥류와 검사, 시술 후 생활에 대해 영상으로 알기 쉽게 설명해 드립니다.',
        play: '영상 보기',
        channel: '유튜브 채널 바로가기',
      },
      reviews: {
        heading: '치료 후기',
        intro:
          '치료를 받으신 분들이 남겨 주신 글입니다. 후기는 각자의 개인적인 경험이며, 치료 과정과 결과는 사람마다 다를 수 있습니다.',
        more: '후기 더 보기',
        enlarge: '크게 보기',
      },
      cost: {
        heading: '비용 안내',
        text: '본원은 비급여 진료 항목과 비용을 홈페이지에 공개하고 있습니다. 실제 비용은 검사 결과와 치료 범위에 따라 달라지므로, 치료를 정하기 전에 미리 안내해 드립니다.',
        warning:
          '본원은 다른 지점이 없습니다. 본원의 이름을 쓰는 다른 웹사이트, 블로그, 전화에 유의하시고 대표전화({{phone}})를 확인해 주세요.',
        link: '비급여 진료비용 보기',
      },
      info: {
        heading: '병원 안내',
        phone: '전화',
        address: '주소',
        hours: '진료시간',
        directions: '오시는 길',
        map: '지도',
        video: '병원 소개 영상',
      },
    },
    en: {
      title: 'Varicose Vein Care',
      description:
        'A thoracic and cardiovascular surgery clinic treating varicose veins. Learn about ultrasound examination, treatment options, visiting information and costs.',
      hero: {
        heading: 'We look at the state of your leg veins and decide on suitable treatment together',
        text: '{{clinicName}} is a thoracic and cardiovascular surgery clinic that treats varicose veins. After checking your veins with an ultrasound examination, we explain step by step whether treatment is needed and which method suits you.',
        counterLabels: {
          total: 'Total procedures',
          clarivein: 'ClariVein',
          venaseal: 'VenaSeal',
        },
        claims: {
          clarivein: 'ClariVein procedures: 3,500 cases',
          venaseal: 'VenaSeal procedures: 1,350 cases',
        },
        unit: 'cases',
      },
      director: {
        heading: 'Meet our director',
        photoAlt: "Director's photo",
        placeholderAlt: "Placeholder for a doctor's photo: illustration",
        more: 'Meet our medical team',
      },
      professionalism: {
        heading: 'Three things we keep to in our care',
        intro:
          'These are points worth checking before you have varicose vein treatment. We make these three the basis of our care.',
        checklist: [
          {
            subject: 'Is an ultrasound examination done before treatment is decided?',
            answer:
              'We do not decide on treatment from symptoms or visible veins alone. We check reflux and the condition of your veins with duplex ultrasound, and then judge whether treatment is needed.',
          },
          {
            subject: 'Does the doctor who examines you also treat you and follow you up?',
            answer:
              'The doctor who sees and examines you performs the procedure and checks your progress in person when you come back after it.',
          },
          {
            subject: 'Are options, costs and risks explained before treatment?',
            answer:
              'Before treatment we explain the methods you can choose from, the cost of each, and the side effects and risks that may occur. You can decide after taking time to think it over.',
          },
        ],
      },
      surgeries: {
        heading: 'Treatment options',
        intro:
          'There are several ways to treat varicose veins. The method is decided with your doctor, taking into account your examination results, the condition of your veins and your daily circumstances. Procedure time and recovery differ from person to person.',
        cards: [
          {
            key: 'clarivein',
            nameKo: 'ClariVein',
            nameEn: 'ClariVein',
            subject: 'Closing the vein with a rotating catheter and a sclerosant',
            contents: [
              'A mechanochemical ablation (MOCA) that uses no heat.',
              'A fine rotating wire stimulates the inner vein wall while a sclerosant is delivered.',
              'The procedure usually takes {{duration.nonthermal}}.',
              'Bruising, tenderness, phlebitis or skin pigmentation may occur.',
            ],
            photoAlt: 'Illustration of a vein being treated with the ClariVein catheter',
          },
          {
            key: 'flebogrif',
            nameKo: 'Flebogrif',
            nameEn: 'Flebogrif',
            subject: 'Using a catheter together with sclerosant foam',
            contents: [
              'A mechanochemical ablation that uses no heat.',
              'Small blades at the catheter tip stimulate the vein wall while sclerosant foam is delivered.',
              'The procedure usually takes {{duration.nonthermal}}.',
              'Bruising, tenderness, phlebitis or skin pigmentation may occur.',
            ],
            photoAlt: 'Illustration of a vein being treated with the Flebogrif catheter and sclerosant foam',
          },
          {
            key: 'venaseal',
            nameKo: 'VenaSeal',
            nameEn: 'VenaSeal',
            subject: 'Sealing the vein shut with a medical adhesive',
            contents: [
              'The vein is closed with a cyanoacrylate-based medical adhesive.',
              'As no heat is used, tumescent anesthesia around the vein is usually not needed.',
              'The procedure usually takes {{duration.nonthermal}}.',
              'Bruising, tenderness and, rarely, inflammation or an allergic reaction to the adhesive may occur.',
            ],
            photoAlt: 'Illustration of a vein being closed with VenaSeal medical adhesive',
          },
          {
            key: 'rfa',
            nameKo: 'Radiofrequency ablation',
            nameEn: 'Radiofrequency Ablation (RFA)',
            subject: 'Closing the vein with radiofrequency heat',
            contents: [
              'The vein is closed by radiofrequency heat from a catheter placed inside it.',
              'The procedure is done after tumescent local anesthesia around the vein.',
              'The procedure usually takes {{duration.rfa}}.',
              'Bruising, tenderness or nerve irritation such as numbness may occur.',
            ],
            photoAlt: 'Illustration of a vein being closed by the heat of a radiofrequency catheter',
          },
          {
            key: 'laser',
            nameKo: 'Endovenous laser ablation',
            nameEn: 'Endovenous Laser Ablation (EVLA)',
            subject: 'Closing the vein with laser heat',
            contents: [
              'The vein is closed by the heat of a fine laser fiber placed inside it.',
              'The procedure is done after tumescent local anesthesia around the vein.',
              'The procedure usually takes {{duration.laser}}.',
              'Bruising, a pulling sensation, skin pigmentation or nerve irritation may occur.',
            ],
            photoAlt: 'Illustration of a vein being closed by the heat of a laser fiber',
          },
          {
            key: 'stripping',
            nameKo: 'Stripping',
            nameEn: 'High Ligation and Stripping',
            subject: 'Surgery to tie off and remove the refluxing vein',
            contents: [
              'The vein is tied off where the reflux begins, and the affected vein is removed.',
              'This surgery is covered by national health insurance.',
              'The surgery usually takes {{duration.stripping}}.',
              'Bruising, swelling, wound pain or numbness from nerve injury may occur.',
            ],
            photoAlt: 'Illustration of stripping surgery, in which a vein is tied off and removed',
          },
        ],
        dialogLink: 'Learn more',
        close: 'Close',
      },
      story: {
        heading: 'Varicose vein stories',
        intro:
          'Short videos explaining varicose veins, the examination and daily life after a procedure in plain terms.',
        play: 'Watch video',
        channel: 'Visit our YouTube channel',
      },
      reviews: {
        heading: 'Treatment reviews',
        intro:
          'These are posts written by people who were treated here. Each review is a personal experience, and the course and results of treatment can differ from person to person.',
        more: 'More reviews',
        enlarge: 'Enlarge',
      },
      cost: {
        heading: 'Costs',
        text: 'We publish our non-covered items and their fees on this website. The actual cost depends on your examination results and the extent of treatment, so we explain it to you before treatment is decided.',
        warning:
          'We have no other branches. Please be careful with other websites, blogs or phone calls that use our name, and check our main phone number ({{phone}}).',
        link: 'See non-covered fees',
      },
      info: {
        heading: 'About the clinic',
        phone: 'Phone',
        address: 'Address',
        hours: 'Hours',
        directions: 'Directions',
        map: 'Map',
        video: 'Clinic introduction video',
      },
    },
    cn: {
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
    },
    jp: {
      title: '下肢静脈瘤の診療案内',
      description: '下肢静脈瘤を診療する胸部外科医院です。超音波検査と治療方法、診療案内、費用についてご案内します。',
      hero: {
        heading: '脚の静脈の状態を確かめ、合った治療を一緒に決めます',
        text: '{{clinicName}}は、下肢静脈瘤を診療する胸部外科の医院です。超音波検査で静脈の状態を確認したうえで、治療が必要かどうか、どの方法が合っているかを一つずつご説明します。',
        counterLabels: {
          total: '累計治療',
          clarivein: 'ClariVein',
          venaseal: 'VenaSeal',
        },
        claims: {
          clarivein: 'ClariVein治療 3,500例',
          venaseal: 'VenaSeal治療 1,350例',
        },
        unit: '件',
      },
      director: {
        heading: '院長のご紹介',
        photoAlt: '院長の写真',
        placeholderAlt: '医師の写真の位置：イラスト',
        more: '医療スタッフ紹介を見る',
      },
      professionalism: {
        heading: '診療で大切にしている三つのこと',
        intro: '下肢静脈瘤の治療を受ける前に確かめておきたいポイントです。当院はこの三つを診療の基本にしています。',
        checklist: [
          {
            subject: '治療を決める前に超音波検査をしますか？',
            answer:
              '症状や見た目の血管だけで治療を決めることはありません。デュプレックス超音波で静脈の逆流と血管の状態を確認したうえで、治療が必要かどうかを判断します。',
          },
          {
            subject: '検査をした医師が治療と経過観察まで担当しますか？',
            answer: '診察と検査を担当した医師が治療を行い、治療後の再来院の際にも経過を直接確認します。',
          },
          {
            subject: '治療前に方法、費用、リスクの説明はありますか？',
            answer:
              '選べる治療方法とそれぞれの費用、起こりうる副作用やリスクを治療前にご説明します。十分にお考えいただいたうえで決めていただけます。',
          },
        ],
      },
      surgeries: {
        heading: '治療方法',
        intro:
          '下肢静脈瘤の治療方法はいくつかあります。検査結果と静脈の状態、生活のご事情をあわせて考え、医師と相談して決めます。治療時間や回復の経過には個人差があります。',
        cards: [
          {
            key: 'clarivein',
            nameKo: 'ClariVein',
            nameEn: 'ClariVein',
            subject: '回転するカテーテルと硬化剤で静脈を閉じる方法',
            contents: [
              '熱を使わない機械化学的閉塞術（MOCA）です。',
              '細いワイヤーが回転して静脈の内側を刺激しながら硬化剤を注入します。',
              '治療時間は通常{{duration.nonthermal}}です。',
              '内出血、圧痛、静脈炎、皮膚の色素沈着などが起こることがあります。',
            ],
            photoAlt: 'ClariVeinのカテーテルで静脈を治療する様子のイラスト',
          },
          {
            key: 'flebogrif',
            nameKo: 'Flebogrif',
            nameEn: 'Flebogrif',
            subject: 'カテーテルと泡状の硬化剤をあわせて使う方法',
            contents: [
              '熱を使わない機械化学的閉塞術です。',
              'カテーテル先端の小さな刃が静脈の壁を刺激しながら泡状の硬化剤を注入します。',
              '治療時間は通常{{duration.nonthermal}}です。',
              '内出血、圧痛、静脈炎、皮膚の色素沈着などが起こることがあります。',
            ],
            photoAlt: 'Flebogrifのカテーテルと泡状の硬化剤で静脈を治療する様子のイラスト',
          },
          {
            key: 'venaseal',
            nameKo: 'VenaSeal',
            nameEn: 'VenaSeal',
            subject: '医療用接着剤で静脈を接着して閉じる方法',
            contents: [
              'シアノアクリレート系の医療用接着剤で静脈を閉じます。',
              '熱を使わないため、静脈の周りに広く行う膨潤麻酔は通常必要ありません。',
              '治療時間は通常{{duration.nonthermal}}です。',
              '内出血、圧痛、まれに接着剤に対する炎症やアレルギー反応が起こることがあります。',
            ],
            photoAlt: 'VenaSealの医療用接着剤で静脈を閉じる様子のイラスト',
          },
          {
            key: 'rfa',
            nameKo: '高周波焼灼術',
            nameEn: 'Radiofrequency Ablation (RFA)',
            subject: '高周波の熱で静脈を閉じる方法',
            contents: [
              '静脈内に入れたカテーテルから出る高周波の熱で静脈を閉じます。',
              '静脈の周りに膨潤局所麻酔を行ってから治療します。',
              '治療時間は通常{{duration.rfa}}です。',
              '内出血、圧痛、しびれなどの神経刺激症状が起こることがあります。',
            ],
            photoAlt: '高周波カテーテルの熱で静脈を閉じる様子のイラスト',
          },
          {
            key: 'laser',
            nameKo: '血管内レーザー焼灼術',
            nameEn: 'Endovenous Laser Ablation (EVLA)',
            subject: 'レーザーの熱で静脈を閉じる方法',
            contents: [
              '静脈内に入れた細いレーザーファイバーの熱で静脈を閉じます。',
              '静脈の周りに膨潤局所麻酔を行ってから治療します。',
              '治療時間は通常{{duration.laser}}です。',
              '内出血、つっぱり感、皮膚の色素沈着、神経刺激症状などが起こることがあります。',
            ],
            photoAlt: 'レーザーファイバーの熱で静脈を閉じる様子のイラスト',
          },
          {
            key: 'stripping',
            nameKo: 'ストリッピング手術',
            nameEn: 'High Ligation and Stripping',
            subject: '逆流のある静脈をしばって抜き取る手術',
            contents: [
              '逆流が始まる部位で静脈をしばり、問題のある静脈を抜き取ります。',
              '国民健康保険が適用される手術です。',
              '手術時間は通常{{duration.stripping}}です。',
              '内出血、むくみ、傷の痛み、神経損傷によるしびれなどが起こることがあります。',
            ],
            photoAlt: '静脈をしばって抜き取るストリッピング手術のイラスト',
          },
        ],
        dialogLink: '詳しく見る',
        close: '閉じる',
      },
      story: {
        heading: '下肢静脈瘤のおはなし',
        intro: '下肢静脈瘤や検査、治療後の生活について、動画でわかりやすくご説明します。',
        play: '動画を見る',
        channel: 'YouTubeチャンネルへ',
      },
      reviews: {
        heading: '治療体験談',
        intro:
          '治療を受けられた方が寄せてくださった文章です。体験談はそれぞれ個人の経験であり、治療の経過や結果には個人差があります。',
        more: '体験談をもっと見る',
        enlarge: '拡大して見る',
      },
      cost: {
        heading: '費用のご案内',
        text: '当院は保険適用外の診療項目と費用をホームページで公開しています。実際の費用は検査結果と治療範囲によって変わるため、治療を決める前にあらかじめご説明します。',
        warning:
          '当院に分院はありません。当院の名前を使うほかのウェブサイト、ブログ、電話にご注意いただき、代表電話（{{phone}}）をご確認ください。',
        link: '保険適用外の診療費用を見る',
      },
      info: {
        heading: '医院のご案内',
        phone: '電話',
        address: '住所',
        hours: '診療時間',
        directions: 'アクセス',
        map: '地図',
        video: '医院紹介動画',
      },
    },
  },
  introduction: {
    ko: {
      title: '인사말',
      description:
        '{{clinicName}} 대표원장 {{representative}}의 인사말입니다. 검사와 설명을 바탕으로 하는 하지정맥류 진료를 소개합니다.',
      lead: '안녕하십니까. {{clinicName}}에 관심을 가지고 찾아 주셔서 감사합니다. 다리가 무겁고 붓는 불편함, 튀어나온 혈관에 대한 걱정을 안고 오시는 분들께 차분하고 정확한 진료로 답하고자 합니다.',
      sections: [
        {
          id: 'our-clinic',
          heading: '다리 건강을 함께 살피는 의원',
          blocks: [
            {
              kind: 'p',
              text: '하지정맥류는 생명을 위협하는 경우가 드물다 보니 불편해도 참고 지내시는 분이 많습니다. 하지만 오래 서 있거나 앉아 있는 생활이 이어지면 다리가 무겁고 쉽게 붓거나, 밤에 종아리에 쥐가 나는 등 일상이 조금씩 불편해질 수 있습니다. 시간이 지나면서 피부색이 변하거나 피부가 단단해지는 변화가 생기기도 합니다.',
            },
            {
              kind: 'p',
              text: '저희 의원은 흉부외과 전문의가 하지정맥류를 진료하는 의원입니다. 혈관을 다루는 외과 의사로서 증상을 가볍게 넘기지도, 지나치게 걱정하시게 하지도 않으려 합니다. 지금 다리의 상태를 있는 그대로 알려 드리는 것에서 진료를 시작합니다.',
            },
          ],
        },
        {
          id: 'examination',
          heading: '검사로 시작하고, 충분히 설명합니다',
          blocks: [
            {
              kind: 'p',
              text: '하지정맥류는 눈에 보이는 혈관만으로는 정확히 판단하기 어렵습니다. 겉으로 드러난 혈관이 적어도 안쪽 정맥에 역류가 있을 수 있고, 반대로 혈관이 보여도 치료를 서두를 필요가 없는 경우도 있습니다. 그래서 저희 의원의 진료는 의사가 직접 시행하는 혈관 초음파(듀플렉스 초음파) 검사로 시작합니다.',
            },
            {
              kind: 'p',
              text: '검사에서는 어느 정맥에서 얼마나 역류가 있는지, 혈관의 굵기와 주행은 어떤지 확인합니다. 검사 화면을 함께 보며 결과를 설명해 드리고, 치료가 필요한지, 필요하다면 어떤 방법이 있는지 말씀드립니다. 궁금한 점은 언제든 편하게 물어봐 주세요.',
            },
          ],
        },
        {
          id: 'choice',
          heading: '한 가지 방법에 맞추지 않습니다',
          blocks: [
            {
              kind: 'p',
              text: '하지정맥류 치료에는 압박스타킹과 생활 습관 관리 같은 보존 치료부터 혈관경화요법, 여러 가지 수술·시술까지 다양한 방법이 있습니다. 저희 의원에서는 클라리베인(ClariVein), 플레보그리프(Flebogrif), 베나실(VenaSeal), 고주파 열폐쇄술, 레이저 열폐쇄술, 발거술의 여섯 가지 수술 방법을 시행합니다.',
            },
            {
              kind: 'p',
              text: '어떤 방법이 알맞은지는 검사 결과와 혈관의 상태, 전신 건강 상태, 일상생활과 비용에 대한 생각에 따라 달라집니다. 각 방법의 장단점과 예상되는 불편감, 부작용 가능성, 건강보험 적용 여부와 비용을 미리 설명해 드리고, 충분히 이해하신 뒤 함께 결정합니다. 치료 결과와 회복 기간은 개인에 따라 차이가 있습니다.',
            },
          ],
        },
        {
          id: 'after-treatment',
          heading: '치료 후에도 함께하겠습니다',
          blocks: [
            {
              kind: 'p',
              text: '하지정맥류는 시간이 지나며 다른 정맥에 새로 생길 수 있는 만성 질환입니다. 그래서 치료를 마친 뒤의 관리도 치료만큼 중요하게 생각합니다. 치료 후에는 초음파로 경과를 확인하고, 생활 속에서 다리 건강을 지키는 방법을 안내해 드립니다.',
            },
            {
              kind: 'p',
              text: '편안한 마음으로 진료받으실 수 있도록 의료진과 직원 모두 정성을 다하겠습니다. 다리에 불편함이 있으시다면 망설이지 마시고 상담을 받아 보시기 바랍니다. 감사합니다.',
            },
            {
              kind: 'p',
              text: '{{clinicName}} 대표원장 {{representative}}',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Greeting',
      description:
        'A greeting from {{representative}}, director of {{clinicName}}, on our approach to varicose vein care: careful examination and clear explanation.',
      lead: 'Hello, and thank you for visiting {{clinicName}}. Many people come to us with heavy, swollen legs or worries about bulging veins. We want to answer those concerns with calm and accurate care.',
      sections: [
        {
          id: 'our-clinic',
          heading: 'A clinic that looks after the health of your legs',
          blocks: [
            {
              kind: 'p',
              text: 'Because varicose veins are rarely life-threatening, many people simply put up with the discomfort. Yet when long hours of standing or sitting continue, the legs can feel heavy and swell easily, calf cramps can wake you at night, and daily life gradually becomes less comfortable. Over time, the skin may also change colour or become hard.',
            },
            {
              kind: 'p',
              text: 'Our clinic is run by board-certified thoracic and cardiovascular surgeons who treat varicose veins. As surgeons who work with blood vessels, we try neither to dismiss your symptoms nor to make you worry more than necessary. Our care begins by telling you plainly how your legs are right now.',
            },
          ],
        },
        {
          id: 'examination',
          heading: 'We start with an examination and explain it fully',
          blocks: [
            {
              kind: 'p',
              text: 'Varicose veins are hard to judge accurately from the visible veins alone. There may be reflux in the deeper veins even when few veins show on the surface, and, conversely, visible veins do not always need prompt treatment. That is why care at our clinic starts with a vascular (duplex) ultrasound examination performed by the doctor in person.',
            },
            {
              kind: 'p',
              text: 'The examination shows in which veins blood flows backwards and to what extent, and how wide the veins are and where they run. We go through the images on the screen with you, explain the results, and tell you whether treatment is needed and, if so, what the options are. Please feel free to ask questions at any time.',
            },
          ],
        },
        {
          id: 'choice',
          heading: 'We do not fit everyone to a single method',
          blocks: [
            {
              kind: 'p',
              text: 'Varicose veins can be treated in many ways, from conservative care such as compression stockings and lifestyle changes, to sclerotherapy and a range of surgical procedures. Our clinic performs six types of surgery: ClariVein, Flebogrif, VenaSeal, radiofrequency ablation, endovenous laser ablation and stripping.',
            },
            {
              kind: 'p',
              text: 'Which method suits you depends on the examination results, the condition of your veins, your general health, and your views on daily life and cost. We explain the advantages and drawbacks of each method, the discomfort to expect, possible side effects, health insurance coverage and costs in advance, and we decide together once you fully understand them. Results and recovery times differ from person to person.',
            },
          ],
        },
        {
          id: 'after-treatment',
          heading: 'We stay with you after treatment',
          blocks: [
            {
              kind: 'p',
              text: 'Varicose veins are a chronic condition, and new ones can appear in other veins over time. So we consider care after treatment as important as the treatment itself. After treatment we check your progress with ultrasound and show you how to look after your legs in everyday life.',
            },
            {
              kind: 'p',
              text: 'Our doctors and staff will take good care to help you feel at ease during your visit. If your legs are bothering you, please do not hesitate to come for a consultation. Thank you.',
            },
            {
              kind: 'p',
              text: '{{representative}}, Director, {{clinicName}}',
            },
          ],
        },
      ],
    },
    cn: {
      title: '院长致辞',
      description: '{{clinicName}}院长{{representative}}的致辞，介绍本院以检查和充分说明为基础的下肢静脉曲张诊疗。',
      lead: '您好，感谢您访问{{clinicName}}。很多人带着腿部沉重、肿胀的不适，或对血管凸起的担忧来到我们这里。我们希望以沉稳、准确的诊疗来回应您的关切。',
      sections: [
        {
          id: 'our-clinic',
          heading: '与您一起关注腿部健康',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脉曲张很少危及生命，因此很多人即使感到不适也选择忍耐。但如果长时间站立或久坐的生活持续下去，腿部可能会变得沉重、容易肿胀，夜间小腿抽筋，日常生活逐渐受到影响。随着时间推移，皮肤颜色也可能发生变化，或皮肤变硬。',
            },
            {
              kind: 'p',
              text: '本院由胸外科专科医生诊疗下肢静脉曲张。作为处理血管的外科医生，我们既不会轻视您的症状，也不会让您过度担心。我们的诊疗从如实告诉您腿部目前的状态开始。',
            },
          ],
        },
        {
          id: 'examination',
          heading: '从检查开始，充分说明',
          blocks: [
            {
              kind: 'p',
              text: '仅凭肉眼可见的血管很难准确判断下肢静脉曲张。即使表面可见的血管不多，深处的静脉也可能存在反流；反之，即使能看到血管，也有不必急于治疗的情况。因此，本院的诊疗从医生亲自进行的血管超声（双功超声）检查开始。',
            },
            {
              kind: 'p',
              text: '检查时，我们会确认哪条静脉存在反流、程度如何，以及血管的粗细和走行。我们会和您一起看检查画面并说明结果，告诉您是否需要治疗，如果需要，有哪些方法可以选择。有任何疑问，请随时提出。',
            },
          ],
        },
        {
          id: 'choice',
          heading: '不拘泥于一种方法',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脉曲张的治疗方法多种多样，从医用弹力袜、生活习惯管理等保守治疗，到硬化剂治疗以及各种手术和微创治疗。本院开展ClariVein、Flebogrif、VenaSeal、射频热闭合术、激光热闭合术和静脉剥脱术六种手术方法。',
            },
            {
              kind: 'p',
              text: '哪种方法合适，取决于检查结果、血管状况、全身健康状况，以及您对日常生活和费用的考虑。我们会事先说明各种方法的优缺点、可能出现的不适、副作用的可能性、是否适用健康保险以及费用，在您充分理解后共同决定。治疗效果和恢复时间因人而异。',
            },
          ],
        },
        {
          id: 'after-treatment',
          heading: '治疗后也与您同行',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脉曲张是一种慢性疾病，随着时间推移，其他静脉也可能出现新的曲张。因此，我们认为治疗后的管理与治疗本身同样重要。治疗后我们会通过超声确认恢复情况，并指导您在日常生活中保护腿部健康的方法。',
            },
            {
              kind: 'p',
              text: '为了让您安心就诊，全体医护人员和工作人员将尽心尽力。如果您的腿部有不适，请不要犹豫，欢迎前来咨询。谢谢。',
            },
            {
              kind: 'p',
              text: '{{clinicName}} 院长 {{representative}}',
            },
          ],
        },
      ],
    },
    jp: {
      title: 'ごあいさつ',
      description:
        '{{clinicName}}の院長{{representative}}からのごあいさつです。検査と丁寧な説明に基づく下肢静脈瘤の診療をご紹介します。',
      lead: 'こんにちは。{{clinicName}}をお訪ねいただき、ありがとうございます。脚が重い、むくむといった不快感や、浮き出た血管への不安を抱えて来られる方に、落ち着いた正確な診療でお応えしたいと考えています。',
      sections: [
        {
          id: 'our-clinic',
          heading: '脚の健康を一緒に見守るクリニック',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脈瘤は命に関わることがまれなため、不快でも我慢して過ごしている方が少なくありません。しかし、長時間の立ち仕事や座り仕事が続くと、脚が重くむくみやすくなったり、夜中にふくらはぎがつったりと、日常が少しずつ不便になることがあります。時間がたつにつれて、皮膚の色が変わったり硬くなったりすることもあります。',
            },
            {
              kind: 'p',
              text: '当院は、胸部外科専門医が下肢静脈瘤を診療するクリニックです。血管を扱う外科医として、症状を軽く見過ごすことも、必要以上にご心配をおかけすることもないよう心がけています。今の脚の状態をありのままにお伝えすることから診療を始めます。',
            },
          ],
        },
        {
          id: 'examination',
          heading: '検査から始め、十分にご説明します',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脈瘤は、目に見える血管だけでは正確に判断することが難しい病気です。表面に見える血管が少なくても奥の静脈に逆流があることがあり、反対に血管が見えていても治療を急ぐ必要がない場合もあります。そのため当院の診療は、医師自身が行う血管エコー(デュプレックス超音波)検査から始まります。',
            },
            {
              kind: 'p',
              text: '検査では、どの静脈にどの程度の逆流があるのか、血管の太さや走行はどうかを確認します。検査画面を一緒にご覧いただきながら結果をご説明し、治療が必要かどうか、必要であればどのような方法があるかをお伝えします。気になることはいつでもお気軽にお尋ねください。',
            },
          ],
        },
        {
          id: 'choice',
          heading: 'ひとつの方法に当てはめません',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脈瘤の治療には、弾性ストッキングや生活習慣の見直しといった保存療法から、硬化療法、さまざまな手術・処置まで多くの方法があります。当院では、クラリベイン(ClariVein)、フレボグリフ(Flebogrif)、ベナシール(VenaSeal)、高周波焼灼術、レーザー焼灼術、ストリッピング手術(抜去術)の6種類の手術を行っています。',
            },
            {
              kind: 'p',
              text: 'どの方法が適しているかは、検査結果や血管の状態、全身の健康状態、日常生活や費用についてのお考えによって変わります。それぞれの方法の長所と短所、予想される不快感、副作用の可能性、健康保険の適用の有無と費用を事前にご説明し、十分にご理解いただいたうえで一緒に決めます。治療の結果や回復期間には個人差があります。',
            },
          ],
        },
        {
          id: 'after-treatment',
          heading: '治療後もご一緒します',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脈瘤は、時間とともにほかの静脈に新たにできることもある慢性の病気です。そのため、治療を終えた後のケアも治療と同じくらい大切に考えています。治療後はエコーで経過を確認し、日常生活の中で脚の健康を守る方法をご案内します。',
            },
            {
              kind: 'p',
              text: '安心して診療を受けていただけるよう、医師とスタッフ一同、心を込めて対応いたします。脚に不快感がありましたら、ためらわずにご相談ください。ありがとうございます。',
            },
            {
              kind: 'p',
              text: '{{clinicName}} 院長 {{representative}}',
            },
          ],
        },
      ],
    },
  },
  'introduction/team': {
    ko: {
      title: '의료진 소개',
      description: '{{clinicName}}에서 하지정맥류를 진료하는 흉부외과 전문의 의료진을 소개합니다.',
      lead: '{{clinicName}}에서는 흉부외과 전문의가 하지정맥류를 진료합니다. 검사부터 치료, 치료 후 관리까지 의료진이 직접 살피고 설명해 드립니다.',
      sections: [
        {
          id: 'together',
          heading: '함께 진료하는 의료진',
          blocks: [
            {
              kind: 'p',
              text: '저희 의원의 의료진은 흉부외과 전문의로서 다리의 정맥 질환을 진료합니다. 첫 진료에서는 증상과 생활 습관, 과거 병력과 복용 중인 약을 자세히 여쭙고, 의사가 직접 혈관 초음파 검사를 시행합니다. 검사 결과는 화면을 함께 보며 이해하기 쉬운 말로 설명해 드립니다.',
            },
            {
              kind: 'p',
              text: '치료가 필요한 경우에는 의료진이 검사 소견을 함께 검토하여 보존 치료와 수술·시술 가운데 환자분의 상태에 맞는 방법을 제안합니다. 최종 결정은 충분한 설명을 들으신 뒤 환자분께서 내리실 수 있도록 돕습니다.',
            },
          ],
        },
        {
          id: 'flow',
          heading: '진료는 이렇게 진행됩니다',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                '접수와 문진: 증상, 병력, 복용 중인 약, 알레르기 여부를 확인합니다.',
                '혈관 초음파 검사: 선 자세 등에서 정맥의 역류와 굵기, 심부정맥의 상태를 확인합니다.',
                '결과 설명과 상담: 치료가 필요한지, 어떤 방법이 있는지, 비용과 건강보험 적용 여부를 안내합니다.',
                '치료: 상의하여 결정한 방법으로 치료를 진행합니다.',
                '경과 관찰: 치료 후 초음파로 상태를 확인하고 생활 속 관리 방법을 안내합니다.',
              ],
            },
            {
              kind: 'note',
              text: '의료진의 진료 일정은 사정에 따라 바뀔 수 있습니다. 특정 의료진의 진료를 원하시면 예약 전에 전화({{phone}})로 확인해 주세요.',
            },
          ],
        },
        {
          id: 'safety',
          heading: '안전을 먼저 생각합니다',
          blocks: [
            {
              kind: 'p',
              text: '수술·시술 전에는 전신 건강 상태와 복용 중인 약(특히 혈액을 묽게 하는 약), 알레르기 여부를 확인합니다. 치료 후 나타날 수 있는 멍과 통증, 정맥염, 피부 색소 침착, 신경 자극으로 인한 저림, 드물게 생기는 심부정맥혈전증 같은 가능성도 미리 설명해 드리고, 이상이 있을 때 연락하실 방법을 안내해 드립니다. 시술 당일에도 몸 상태를 확인한 뒤 귀가하시도록 하고, 치료 후에는 초음파로 경과를 살펴봅니다.',
            },
          ],
        },
      ],
      photoAlt: '의료진 사진',
      placeholderAlt: '의료진 사진 자리: 일러스트',
      linkLabel: '상담 신청하기',
    },
    en: {
      title: 'Our doctors',
      description:
        'Meet the board-certified thoracic and cardiovascular surgeons who treat varicose veins at {{clinicName}}.',
      lead: 'At {{clinicName}}, varicose veins are treated by board-certified thoracic and cardiovascular surgeons. From examination and treatment to aftercare, our doctors see you in person and explain every step.',
      sections: [
        {
          id: 'together',
          heading: 'Doctors who work together',
          blocks: [
            {
              kind: 'p',
              text: 'Our doctors are board-certified thoracic and cardiovascular surgeons who treat venous disease of the legs. At your first visit we ask in detail about your symptoms, lifestyle, medical history and the medicines you take, and the doctor performs the vascular ultrasound examination in person. We then go through the images on the screen with you and explain the results in plain language.',
            },
            {
              kind: 'p',
              text: 'When treatment is needed, our doctors review the findings together and suggest the option that suits your condition, whether conservative care or a procedure. We help you make the final decision yourself after a full explanation.',
            },
          ],
        },
        {
          id: 'flow',
          heading: 'How a visit works',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                'Registration and interview: we check your symptoms, medical history, medicines and any allergies.',
                'Vascular ultrasound: we check reflux and vein diameter, standing and in other positions, and the condition of the deep veins.',
                'Explanation and consultation: we tell you whether treatment is needed, what the options are, what they cost and whether health insurance applies.',
                'Treatment: we carry out the method we have agreed on together.',
                'Follow-up: after treatment we check your legs with ultrasound and show you how to look after them in daily life.',
              ],
            },
            {
              kind: 'note',
              text: 'Doctors’ schedules may change. If you would like to see a particular doctor, please call us ({{phone}}) before booking.',
            },
          ],
        },
        {
          id: 'safety',
          heading: 'Safety in every step',
          blocks: [
            {
              kind: 'p',
              text: 'Before any procedure we check your general health, the medicines you take (especially blood thinners) and any allergies. We explain in advance what can happen after treatment, such as bruising and pain, phlebitis, skin pigmentation, numbness from nerve irritation and, rarely, deep vein thrombosis, and we tell you how to reach us if anything seems wrong. On the day of a procedure we check how you are before you go home, and after treatment we follow your progress with ultrasound.',
            },
          ],
        },
      ],
      photoAlt: "Doctor's photo",
      placeholderAlt: "Placeholder for a doctor's photo: illustration",
      linkLabel: 'Request a consultation',
    },
    cn: {
      title: '医疗团队',
      description: '介绍在{{clinicName}}诊疗下肢静脉曲张的胸外科专科医生团队。',
      lead: '在{{clinicName}}，由胸外科专科医生诊疗下肢静脉曲张。从检查、治疗到治疗后的管理，都由医生亲自查看并为您说明。',
      sections: [
        {
          id: 'together',
          heading: '协同诊疗的医疗团队',
          blocks: [
            {
              kind: 'p',
              text: '本院医生均为胸外科专科医生，负责诊疗腿部静脉疾病。初诊时，我们会详细询问您的症状、生活习惯、既往病史和正在服用的药物，并由医生亲自进行血管超声检查。检查结果会和您一起看着画面，用通俗易懂的语言说明。',
            },
            {
              kind: 'p',
              text: '需要治疗时，医生们会共同讨论检查结果，在保守治疗与手术、微创治疗中提出适合您病情的方法。我们会在充分说明之后，协助您自己做出最终决定。',
            },
          ],
        },
        {
          id: 'flow',
          heading: '诊疗流程',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                '挂号与问诊：确认症状、病史、正在服用的药物及过敏情况。',
                '血管超声检查：在站立等体位下确认静脉反流和粗细，以及深静脉的状态。',
                '结果说明与咨询：告诉您是否需要治疗、有哪些方法、费用以及是否适用健康保险。',
                '治疗：按照商量后决定的方法进行治疗。',
                '随访观察：治疗后通过超声确认状态，并指导日常生活中的管理方法。',
              ],
            },
            {
              kind: 'note',
              text: '医生的出诊安排可能会有变动。如希望由特定医生诊疗，请在预约前致电（{{phone}}）确认。',
            },
          ],
        },
        {
          id: 'safety',
          heading: '安全放在首位',
          blocks: [
            {
              kind: 'p',
              text: '手术或微创治疗前，我们会确认您的全身健康状况、正在服用的药物（特别是抗凝等使血液变稀的药物）以及过敏情况。我们会事先说明治疗后可能出现的淤青和疼痛、静脉炎、皮肤色素沉着、神经刺激引起的麻木，以及少见的深静脉血栓等情况，并告诉您出现异常时的联系方式。治疗当天，我们会在确认您的身体状况后再让您回家，治疗后也会通过超声观察恢复情况。',
            },
          ],
        },
      ],
      photoAlt: '医生照片',
      placeholderAlt: '医生照片位置：插图',
      linkLabel: '预约咨询',
    },
    jp: {
      title: '医師紹介',
      description: '{{clinicName}}で下肢静脈瘤を診療する胸部外科専門医をご紹介します。',
      lead: '{{clinicName}}では、胸部外科専門医が下肢静脈瘤を診療します。検査から治療、治療後のケアまで、医師が直接診てご説明します。',
      sections: [
        {
          id: 'together',
          heading: '連携して診療する医師たち',
          blocks: [
            {
              kind: 'p',
              text: '当院の医師は胸部外科専門医として、脚の静脈の病気を診療しています。初診では症状や生活習慣、これまでの病歴、服用中のお薬について詳しくお伺いし、医師自身が血管エコー検査を行います。検査結果は画面を一緒にご覧いただきながら、わかりやすい言葉でご説明します。',
            },
            {
              kind: 'p',
              text: '治療が必要な場合は、医師同士で検査所見を検討し、保存療法と手術・処置の中から患者さまの状態に合った方法をご提案します。十分な説明を聞いていただいたうえで、患者さまご自身が最終的に決められるようお手伝いします。',
            },
          ],
        },
        {
          id: 'flow',
          heading: '診療の流れ',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                '受付・問診：症状、病歴、服用中のお薬、アレルギーの有無を確認します。',
                '血管エコー検査：立った姿勢などで静脈の逆流と太さ、深部静脈の状態を確認します。',
                '結果のご説明・ご相談：治療が必要かどうか、どのような方法があるか、費用と健康保険の適用の有無をご案内します。',
                '治療：話し合って決めた方法で治療を行います。',
                '経過観察：治療後にエコーで状態を確認し、日常生活でのケアの方法をご案内します。',
              ],
            },
            {
              kind: 'note',
              text: '医師の診療スケジュールは都合により変わることがあります。特定の医師の診療をご希望の場合は、ご予約の前にお電話({{phone}})でご確認ください。',
            },
          ],
        },
        {
          id: 'safety',
          heading: '安全を第一に考えます',
          blocks: [
            {
              kind: 'p',
              text: '手術・処置の前には、全身の健康状態、服用中のお薬(特に血液をサラサラにするお薬)、アレルギーの有無を確認します。治療後に起こりうる内出血や痛み、静脈炎、皮膚の色素沈着、神経への刺激によるしびれ、まれに起こる深部静脈血栓症などについても事前にご説明し、異常を感じたときの連絡方法をご案内します。処置当日も体調を確認してからお帰りいただき、治療後はエコーで経過を確認します。',
            },
          ],
        },
      ],
      photoAlt: '医師の写真',
      placeholderAlt: '医師の写真の位置：イラスト',
      linkLabel: 'ご相談のお申し込み',
    },
  },
  'introduction/panorama': {
    ko: {
      title: '병원 둘러보기',
      description: '{{clinicName}}의 외관과 접수·대기 공간, 진료실, 검사실, 시술실, 회복실, 주차장을 미리 둘러보세요.',
      lead: '처음 오시는 길이 낯설지 않도록 병원 곳곳을 미리 보여 드립니다.',
      sections: [
        {
          id: 'route',
          heading: '방문하시면 이렇게 이동합니다',
          blocks: [
            {
              kind: 'p',
              text: '차로 오시는 분은 주차하신 뒤 엘리베이터로 올라오시면 됩니다. {{parking}} 병원에 도착하시면 먼저 접수 데스크에서 접수를 하시고, 대기실에서 잠시 기다리시면 진료실로 안내해 드립니다.',
            },
            {
              kind: 'p',
              text: '진료실에서 의사와 상담한 뒤 초음파 검사실에서 혈관 초음파 검사를 받으시고, 다시 결과 설명을 듣습니다. 수술·시술을 받으시는 날에는 시술실에서 치료를 받고, 회복실에서 쉬시면서 몸 상태를 확인한 뒤 귀가하십니다.',
            },
          ],
        },
        {
          id: 'comfort',
          heading: '편안한 진료를 위해',
          blocks: [
            {
              kind: 'p',
              text: '혈관 초음파 검사와 시술을 할 때는 다리를 드러내야 하므로, 갈아입기 편한 옷차림으로 오시면 좋습니다. 검사와 상담은 다른 분의 시선을 신경 쓰지 않아도 되도록 분리된 공간에서 진행합니다. 불편한 점이 있으시면 언제든 직원에게 말씀해 주세요.',
            },
            {
              kind: 'note',
              text: '시술에 쓰는 기구는 정해진 절차에 따라 소독하고 관리합니다. 진료 공간의 모습은 사정에 따라 바뀔 수 있습니다.',
            },
          ],
        },
        {
          id: 'before-visit',
          heading: '방문 전에 확인해 주세요',
          blocks: [
            {
              kind: 'p',
              text: '진료 시간은 {{hours.summary}}입니다. 예약하고 오시면 기다리는 시간을 줄이실 수 있습니다. 진료 예약과 문의는 전화({{phone}})나 홈페이지의 상담 신청을 이용해 주세요.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Clinic tour',
      description:
        'A look around {{clinicName}}: the building, reception, waiting room, consultation, ultrasound, procedure and recovery rooms, and parking.',
      lead: 'To make your first visit feel familiar, here is a look around the clinic in advance.',
      sections: [
        {
          id: 'route',
          heading: 'Your way through the clinic',
          blocks: [
            {
              kind: 'p',
              text: 'If you come by car, please park and take the lift up. {{parking}} When you arrive at the clinic, please check in at the reception desk first; after a short wait in the waiting room, we will show you to the consultation room.',
            },
            {
              kind: 'p',
              text: 'After talking with the doctor in the consultation room, you have a vascular ultrasound examination in the ultrasound room and then hear the results explained. On the day of a procedure, you are treated in the procedure room, rest in the recovery room while we check how you are, and then go home.',
            },
          ],
        },
        {
          id: 'comfort',
          heading: 'For a comfortable visit',
          blocks: [
            {
              kind: 'p',
              text: 'Your legs need to be uncovered for the ultrasound examination and for procedures, so clothes that are easy to change are a good choice. Examinations and consultations take place in separate rooms, so you do not have to worry about being seen by others. If anything makes you uncomfortable, please let our staff know at any time.',
            },
            {
              kind: 'note',
              text: 'Instruments used for procedures are sterilised and managed according to set procedures. The rooms may change from time to time.',
            },
          ],
        },
        {
          id: 'before-visit',
          heading: 'Before you visit',
          blocks: [
            {
              kind: 'p',
              text: 'Our opening hours are: {{hours.summary}}. Booking ahead can shorten your wait. For appointments and enquiries, please call us ({{phone}}) or use the consultation request on our website.',
            },
          ],
        },
      ],
    },
    cn: {
      title: '医院环境',
      description: '提前看看{{clinicName}}的外观、挂号及候诊区、诊室、检查室、治疗室、恢复室和停车场。',
      lead: '为了让您初次来院时不感到陌生，我们提前为您展示医院的各个角落。',
      sections: [
        {
          id: 'route',
          heading: '来院后的就诊动线',
          blocks: [
            {
              kind: 'p',
              text: '驾车来院的患者停车后请乘电梯上楼。{{parking}}到达医院后，请先在前台挂号，在候诊室稍候，工作人员会引导您进入诊室。',
            },
            {
              kind: 'p',
              text: '在诊室与医生面谈后，您将在超声检查室接受血管超声检查，然后再听取结果说明。接受手术或微创治疗的当天，您将在治疗室接受治疗，在恢复室休息并确认身体状况后回家。',
            },
          ],
        },
        {
          id: 'comfort',
          heading: '为了让您安心就诊',
          blocks: [
            {
              kind: 'p',
              text: '血管超声检查和治疗时需要露出腿部，因此建议您穿着方便更换的衣服来院。检查和咨询在独立的空间进行，您不必在意他人的目光。如有任何不便，请随时告诉工作人员。',
            },
            {
              kind: 'note',
              text: '治疗所用器械均按照规定流程进行消毒和管理。诊疗空间的样子可能会根据情况有所调整。',
            },
          ],
        },
        {
          id: 'before-visit',
          heading: '来院前请确认',
          blocks: [
            {
              kind: 'p',
              text: '本院诊疗时间：{{hours.summary}}。提前预约可以缩短等候时间。预约和咨询请致电（{{phone}}）或使用网站上的预约咨询。',
            },
          ],
        },
      ],
    },
    jp: {
      title: '院内案内',
      description: '{{clinicName}}の外観、受付・待合、診察室、検査室、処置室、回復室、駐車場を事前にご覧ください。',
      lead: '初めてのご来院でも戸惑わないよう、院内の様子を事前にご紹介します。',
      sections: [
        {
          id: 'route',
          heading: 'ご来院後の流れ',
          blocks: [
            {
              kind: 'p',
              text: 'お車でお越しの方は、駐車後にエレベーターでお上がりください。{{parking}}医院に着かれたら、まず受付で受付を済ませ、待合室で少しお待ちいただくと診察室へご案内します。',
            },
            {
              kind: 'p',
              text: '診察室で医師と話した後、エコー検査室で血管エコー検査を受けていただき、あらためて結果の説明をお聞きいただきます。手術・処置を受ける日は処置室で治療を受け、回復室で休みながら体調を確認してからお帰りいただきます。',
            },
          ],
        },
        {
          id: 'comfort',
          heading: '快適に受診していただくために',
          blocks: [
            {
              kind: 'p',
              text: '血管エコー検査や処置の際は脚を出していただく必要があるため、着替えやすい服装でお越しいただくと便利です。検査と相談はほかの方の目を気にせずに済むよう、仕切られた空間で行います。気になることがありましたら、いつでもスタッフにお声がけください。',
            },
            {
              kind: 'note',
              text: '処置に使用する器具は、定められた手順に従って消毒・管理しています。院内の様子は都合により変わることがあります。',
            },
          ],
        },
        {
          id: 'before-visit',
          heading: 'ご来院の前にご確認ください',
          blocks: [
            {
              kind: 'p',
              text: '診療時間は{{hours.summary}}です。ご予約のうえお越しいただくと、お待ちいただく時間を短くできます。ご予約・お問い合わせは、お電話({{phone}})またはホームページのご相談のお申し込みをご利用ください。',
            },
          ],
        },
      ],
    },
  },
  'introduction/information': {
    ko: {
      title: '진료시간·오시는 길',
      description:
        '{{clinicName}}의 진료시간과 오시는 길, 주차 안내입니다. 지하철과 버스로 오시는 방법, 지도 링크를 함께 안내해 드립니다.',
      lead: '진료 시간은 {{hours.summary}}입니다. 아래에서 요일별 진료 시간과 오시는 길을 확인하실 수 있습니다.',
      sections: [
        {
          id: 'reservation',
          heading: '진료 예약과 상담',
          blocks: [
            {
              kind: 'p',
              text: '진료는 전화({{phone}}) 또는 홈페이지의 상담 신청으로 예약하실 수 있습니다. 예약 없이 방문하셔도 진료를 받으실 수 있지만, 진료 상황에 따라 기다리실 수 있으니 가능하면 미리 예약해 주시기 바랍니다. 예약 시간을 바꾸거나 취소하실 때도 전화로 알려 주세요.',
            },
            {
              kind: 'p',
              text: '평일에 시간을 내기 어려우신 분은 이 페이지의 진료시간 안내에서 토요일 진료 여부와 시간을 확인해 주세요. 어느 요일이든 미리 예약하시면 기다리는 시간을 줄이실 수 있습니다.',
            },
          ],
        },
        {
          id: 'first-visit',
          heading: '처음 방문하실 때',
          blocks: [
            {
              kind: 'p',
              text: '처음 오실 때는 다음을 준비해 주시면 진료가 수월합니다.',
            },
            {
              kind: 'list',
              items: [
                '신분증(건강보험 본인 확인에 필요합니다)',
                '복용 중인 약의 이름을 적은 메모, 약 봉투 또는 처방전',
                '다른 병원에서 받은 검사 결과나 진료 기록(있는 경우)',
                '다리 검사가 쉽도록 갈아입기 편한 옷차림',
              ],
            },
            {
              kind: 'note',
              text: '혈액을 묽게 하는 약(항응고제·항혈소판제)을 드시고 계시면 임의로 중단하지 마시고, 진료 때 꼭 말씀해 주세요.',
            },
          ],
        },
        {
          id: 'arrival',
          heading: '오시는 길 안내',
          blocks: [
            {
              kind: 'p',
              text: '병원 주소는 {{address}}입니다. 지하철과 버스로 오시는 방법, 주차 안내는 이 페이지의 오시는 길에 정리해 두었습니다. 아래 지도 링크를 누르시면 네이버 지도나 카카오맵에서 위치와 길 찾기를 확인하실 수 있습니다. 길을 찾기 어려우시면 전화({{phone}})로 문의해 주세요.',
            },
          ],
        },
      ],
      hoursNote:
        '공휴일 전날이나 명절 연휴 앞뒤에는 진료 일정이 달라질 수 있으니, 방문하시기 전에 전화({{phone}})로 확인해 주세요.',
      directions: [
        {
          category: '지하철',
          text: '{{subway}}',
        },
        {
          category: '버스',
          text: '{{bus}}',
        },
        {
          category: '자가용',
          text: '내비게이션에서 병원 이름({{clinicName}})이나 주소({{address}})로 검색해 주세요.',
        },
      ],
      parking: '{{parking}}',
      mapHeading: '지도로 보기',
      naverMap: '네이버 지도에서 보기',
      kakaoMap: '카카오맵에서 보기',
    },
    en: {
      title: 'Hours & directions',
      description:
        'Opening hours, directions and parking for {{clinicName}}, with how to come by subway or bus and links to the map.',
      lead: 'Our opening hours are: {{hours.summary}}. Below you will find our hours day by day and how to reach us.',
      sections: [
        {
          id: 'reservation',
          heading: 'Appointments and consultations',
          blocks: [
            {
              kind: 'p',
              text: 'You can book an appointment by phone ({{phone}}) or through the consultation request on our website. You can also come without an appointment, but you may have to wait depending on how busy we are, so please book in advance if you can. To change or cancel an appointment, please let us know by phone.',
            },
            {
              kind: 'p',
              text: 'If it is hard for you to find time on weekdays, please check the opening hours on this page to see whether and when we are open on Saturdays. On any day, booking ahead can shorten your wait.',
            },
          ],
        },
        {
          id: 'first-visit',
          heading: 'Your first visit',
          blocks: [
            {
              kind: 'p',
              text: 'For your first visit, it helps if you bring the following.',
            },
            {
              kind: 'list',
              items: [
                'An identity document (needed to confirm your identity for health insurance)',
                'A note with the names of the medicines you take, the medicine packets or your prescription',
                'Examination results or medical records from other hospitals (if you have any)',
                'Clothes that are easy to change, so that your legs can be examined easily',
              ],
            },
            {
              kind: 'note',
              text: 'If you take blood thinners (anticoagulants or antiplatelet drugs), please do not stop them on your own, and be sure to tell the doctor at your visit.',
            },
          ],
        },
        {
          id: 'arrival',
          heading: 'Getting here',
          blocks: [
            {
              kind: 'p',
              text: 'The clinic’s address is {{address}}. How to come by subway or bus, and where to park, are set out under directions on this page. Use the map links below to see our location and get directions on Naver Map or Kakao Map. If you have trouble finding us, please call {{phone}}.',
            },
          ],
        },
      ],
      hoursNote:
        'Our schedule may change on the day before a public holiday and around the Lunar New Year and Chuseok holidays, so please call us ({{phone}}) before your visit.',
      directions: [
        {
          category: 'Subway',
          text: '{{subway}}',
        },
        {
          category: 'Bus',
          text: '{{bus}}',
        },
        {
          category: 'Car',
          text: 'Enter “{{clinicName}}” or “{{address}}” into your navigation system.',
        },
      ],
      parking: '{{parking}}',
      mapHeading: 'Map',
      naverMap: 'View on Naver Map',
      kakaoMap: 'View on Kakao Map',
    },
    cn: {
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
    },
    jp: {
      title: '診療時間・アクセス',
      description:
        '{{clinicName}}の診療時間、アクセス、駐車場のご案内です。地下鉄・バスでのお越し方と地図リンクもご案内します。',
      lead: '診療時間は{{hours.summary}}です。曜日ごとの診療時間とアクセスは下記をご覧ください。',
      sections: [
        {
          id: 'reservation',
          heading: '診療のご予約とご相談',
          blocks: [
            {
              kind: 'p',
              text: 'ご予約は、お電話({{phone}})またはホームページのご相談のお申し込みから承ります。ご予約なしでも受診いただけますが、混み具合によってはお待ちいただくことがありますので、できるだけ事前にご予約ください。ご予約の変更やキャンセルも、お電話でお知らせください。',
            },
            {
              kind: 'p',
              text: '平日にお時間が取りにくい方は、このページの診療時間で土曜日の診療の有無と時間をご確認ください。どの曜日も、事前にご予約いただくとお待ちいただく時間を短くできます。',
            },
          ],
        },
        {
          id: 'first-visit',
          heading: '初めてご来院の際は',
          blocks: [
            {
              kind: 'p',
              text: '初めてお越しの際は、次のものをご用意いただくと診療がスムーズです。',
            },
            {
              kind: 'list',
              items: [
                '身分証明書(健康保険のご本人確認に必要です)',
                '服用中のお薬の名前を書いたメモ、お薬の袋または処方せん',
                'ほかの医療機関で受けた検査結果や診療記録(お持ちの場合)',
                '脚の検査がしやすい、着替えやすい服装',
              ],
            },
            {
              kind: 'note',
              text: '血液をサラサラにするお薬(抗凝固薬・抗血小板薬)を服用中の方は、自己判断で中止せず、受診の際に必ず医師にお伝えください。',
            },
          ],
        },
        {
          id: 'arrival',
          heading: 'アクセスのご案内',
          blocks: [
            {
              kind: 'p',
              text: '当院の住所は{{address}}です。地下鉄・バスでのお越し方と駐車場のご案内は、このページのアクセスにまとめています。下の地図リンクから、NAVERマップやカカオマップで場所と経路をご確認いただけます。道がわかりにくい場合は、お電話({{phone}})でお問い合わせください。',
            },
          ],
        },
      ],
      hoursNote:
        '祝日の前日や旧正月・秋夕(チュソク)の連休前後は診療日程が変わることがありますので、ご来院前にお電話({{phone}})でご確認ください。',
      directions: [
        {
          category: '地下鉄',
          text: '{{subway}}',
        },
        {
          category: 'バス',
          text: '{{bus}}',
        },
        {
          category: 'お車',
          text: 'カーナビに「{{clinicName}}」または「{{address}}」を入力してください。',
        },
      ],
      parking: '{{parking}}',
      mapHeading: '地図で見る',
      naverMap: 'NAVERマップで見る',
      kakaoMap: 'カカオマップで見る',
    },
  },
  varicose: {
    ko: {
      title: '하지정맥류란',
      description:
        '하지정맥류가 무엇인지, 왜 생기는지, 어떤 증상과 위험 요인이 있는지, 언제 진료를 받아야 하는지 알기 쉽게 설명합니다.',
      lead: '하지정맥류는 다리 정맥의 판막이 제 역할을 하지 못해 피가 거꾸로 흐르고 고이면서, 정맥이 늘어나고 구불구불해지는 질환입니다. 흔한 질환이지만 원인과 증상을 알아 두면 알맞은 때에 관리와 치료를 시작할 수 있습니다.',
      sections: [
        {
          id: 'what',
          heading: '다리 정맥의 구조와 하지정맥류',
          blocks: [
            {
              kind: 'p',
              text: '다리의 정맥은 발끝에서 심장 쪽으로 피를 되돌려 보내는 혈관입니다. 근육 속 깊은 곳을 지나는 심부정맥, 피부 바로 아래를 지나는 표재정맥, 그리고 두 정맥을 잇는 관통정맥으로 나뉩니다. 표재정맥 가운데에는 발목 안쪽에서 허벅지 안쪽을 따라 올라가는 대복재정맥과, 종아리 뒤쪽을 지나 무릎 뒤에서 심부정맥과 만나는 소복재정맥이 대표적입니다.',
            },
            {
              kind: 'figure',
              image: 'leg-veins',
              alt: '다리 안쪽을 따라 올라가는 대복재정맥과 종아리 뒤쪽의 소복재정맥, 근육 속 심부정맥, 그리고 두 정맥을 잇는 관통정맥을 색으로 구분해 표시한 다리 정맥 그림',
              caption: '다리 정맥의 구조: 심부정맥, 표재정맥(대복재정맥·소복재정맥), 관통정맥',
            },
            {
              kind: 'p',
              text: '하지정맥류는 이 가운데 표재정맥이 늘어나고 구불구불해진 상태를 말합니다. 선 자세에서 지름 3mm 이상으로 늘어난 피부 아래 정맥을 정맥류라고 하며, 이보다 가는 푸른 그물 모양의 정맥(망상정맥)이나 거미줄 같은 실핏줄(모세혈관확장증)도 같은 질환의 한 모습으로 나타날 수 있습니다.',
            },
          ],
        },
        {
          id: 'cause',
          heading: '왜 생길까요: 판막과 역류',
          blocks: [
            {
              kind: 'p',
              text: '정맥 안에는 피가 한 방향으로만 흐르도록 하는 얇은 판막이 있습니다. 걸을 때 종아리 근육이 수축하면 정맥을 짜 주어 피가 위로 올라가고, 근육이 이완될 때는 판막이 닫혀 피가 다시 내려오지 않도록 막습니다. 그래서 종아리 근육을 흔히 "제2의 심장"이라고 부릅니다.',
            },
            {
              kind: 'figure',
              image: 'valve-normal',
              alt: '정맥 속 두 장의 판막이 맞물려 닫혀 있고, 화살표가 피가 심장 쪽 위로만 흐르는 것을 보여 주는 정상 정맥 단면 그림',
              caption: '정상 판막: 피가 심장 쪽으로만 흐릅니다.',
            },
            {
              kind: 'p',
              text: '판막이 약해지거나 정맥 벽이 늘어나 판막이 제대로 닫히지 않으면, 피가 중력 방향으로 거꾸로 흐르는 역류가 생깁니다. 역류한 피가 다리 아래쪽에 고이면 정맥 안의 압력이 높아지고, 시간이 지나면서 정맥이 늘어나 피부 위로 튀어나오게 됩니다. 역류는 대복재정맥이나 소복재정맥이 심부정맥과 만나는 부위에서 시작되는 경우가 많으며, 관통정맥을 통해 생기기도 합니다.',
            },
            {
              kind: 'figure',
              image: 'valve-reflux',
              alt: '판막 사이에 틈이 생겨 제대로 닫히지 않고, 아래로 향한 화살표가 피가 거꾸로 흘러 정맥이 부풀어 오른 모습을 보여 주는 정맥 단면 그림',
              caption: '판막 기능 부전: 피가 거꾸로 흐르면서(역류) 정맥이 늘어납니다.',
            },
          ],
        },
        {
          id: 'symptoms',
          heading: '주요 증상',
          blocks: [
            {
              kind: 'p',
              text: '하지정맥류의 증상은 사람마다 다르게 나타납니다. 혈관이 눈에 띄게 튀어나오지 않았는데도 불편한 증상이 먼저 나타나기도 하고, 혈관이 보여도 별다른 증상이 없기도 합니다. 흔히 호소하는 증상은 다음과 같습니다.',
            },
            {
              kind: 'list',
              items: [
                '다리가 무겁고 쉽게 피로합니다. 오래 서 있거나 앉아 있은 뒤, 저녁 무렵에 더 심해집니다.',
                '발목과 종아리가 붓고, 양말 자국이 깊게 남습니다.',
                '밤에 자다가 종아리에 쥐가 납니다.',
                '다리가 저리거나 화끈거리고, 가렵거나 욱신거립니다.',
                '다리에 혈관이 구불구불하게 튀어나오거나, 푸르거나 붉은 실핏줄이 퍼져 보입니다.',
                '발목 주변 피부가 갈색으로 변하거나 습진이 생기고, 피부가 단단해집니다.',
              ],
            },
            {
              kind: 'p',
              text: '이런 증상은 다리를 높이 올리고 쉬면 가벼워지는 경우가 많습니다. 다만 비슷한 증상이 다른 질환 때문에 생길 수도 있으므로, 원인은 진찰과 검사로 확인하는 것이 좋습니다.',
            },
          ],
        },
        {
          id: 'risk-factors',
          heading: '위험 요인',
          blocks: [
            {
              kind: 'p',
              text: '하지정맥류는 한 가지 원인보다는 여러 요인이 함께 작용해 생깁니다. 다음에 해당하는 분은 다리 정맥 건강에 조금 더 관심을 가져 보시기 바랍니다.',
            },
            {
              kind: 'list',
              items: [
                '가족 중에 하지정맥류가 있는 경우',
                '나이가 많아지는 경우(정맥 벽과 판막이 약해질 수 있습니다)',
                '여성, 특히 임신과 출산을 경험한 경우(호르몬 변화와 배 속 압력 증가)',
                '하루 대부분을 서서 일하거나 오래 앉아서 일하는 경우',
                '체중이 많이 늘었거나 운동량이 적은 경우',
                '과거에 심부정맥혈전증을 앓았거나 다리를 크게 다친 적이 있는 경우',
              ],
            },
            {
              kind: 'p',
              text: '위험 요인이 있다고 해서 반드시 하지정맥류가 생기는 것은 아니며, 위험 요인이 없어도 생길 수 있습니다. 자주 걷고, 오래 서 있거나 앉아 있을 때 틈틈이 발목을 움직이며, 쉴 때 다리를 올려 두는 습관은 다리의 혈액 순환에 도움이 됩니다.',
            },
          ],
        },
        {
          id: 'when-to-see',
          heading: '이럴 때는 진료를 받아 보세요',
          blocks: [
            {
              kind: 'p',
              text: '하지정맥류는 대부분 서서히 진행합니다. 저절로 좋아지는 경우는 드물고, 오래 두면 증상이 심해지거나 피부 변화로 이어질 수 있습니다. 다음과 같은 경우에는 혈관 초음파 검사를 포함한 진료를 받아 보시기를 권합니다.',
            },
            {
              kind: 'list',
              items: [
                '다리의 무거움, 부종, 쥐 같은 증상으로 일상생활이 불편한 경우',
                '튀어나온 혈관이 점점 늘어나거나 굵어지는 경우',
                '발목 주변 피부색이 변하거나 습진, 피부가 단단해지는 변화가 나타난 경우',
                '튀어나온 혈관 부위가 붉어지고 단단하게 만져지며 아픈 경우(표재성 혈전정맥염일 수 있습니다)',
                '치료 방법과 비용, 건강보험 적용 여부를 미리 알고 싶은 경우',
              ],
            },
            {
              kind: 'note',
              text: '한쪽 다리가 갑자기 붓고 아프거나, 갑자기 숨이 차거나 가슴이 아프면 심부정맥혈전증이나 폐색전증일 수 있으니 바로 응급실을 찾아 주세요. 정맥류에서 피가 날 때는 눕거나 앉아서 다리를 심장보다 높이 올리고 출혈 부위를 눌러 지혈한 뒤 진료를 받으세요.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'What are varicose veins?',
      description:
        'A plain guide to varicose veins: what they are, why they develop, their symptoms and risk factors, and when to see a doctor.',
      lead: 'Varicose veins develop when the valves in the leg veins stop working properly, so that blood flows backwards and pools, and the veins become enlarged and twisted. The condition is common, and knowing its causes and symptoms helps you start care and treatment at the right time.',
      sections: [
        {
          id: 'what',
          heading: 'The leg veins and varicose veins',
          blocks: [
            {
              kind: 'p',
              text: 'The veins of the leg carry blood from the feet back towards the heart. They are divided into deep veins running deep within the muscles, superficial veins running just under the skin, and perforating veins that connect the two. The main superficial veins are the great saphenous vein, which runs up from the inner ankle along the inner thigh, and the small saphenous vein, which runs up the back of the calf and joins the deep veins behind the knee.',
            },
            {
              kind: 'figure',
              image: 'leg-veins',
              alt: 'Drawing of the leg veins, colour-coding the great saphenous vein along the inner leg, the small saphenous vein at the back of the calf, the deep veins within the muscles, and the perforating veins connecting them',
              caption:
                'The leg veins: deep veins, superficial veins (great and small saphenous veins) and perforating veins',
            },
            {
              kind: 'p',
              text: 'Varicose veins are superficial veins that have become enlarged and twisted. Veins under the skin that are 3 mm or more in diameter when standing are called varicose veins; thinner bluish, net-like veins (reticular veins) and web-like thread veins (telangiectasias, or spider veins) can be other forms of the same condition.',
            },
          ],
        },
        {
          id: 'cause',
          heading: 'Why do they develop? Valves and reflux',
          blocks: [
            {
              kind: 'p',
              text: 'Inside the veins are thin valves that let blood flow in one direction only. When you walk, the calf muscles contract and squeeze the veins so that blood moves upwards; when the muscles relax, the valves close and stop the blood from flowing back down. This is why the calf muscle is often called the “second heart”.',
            },
            {
              kind: 'figure',
              image: 'valve-normal',
              alt: 'Cross-section of a normal vein in which two valve leaflets meet and close, with arrows showing blood flowing only upwards towards the heart',
              caption: 'A normal valve: blood flows only towards the heart.',
            },
            {
              kind: 'p',
              text: 'If the valves weaken, or the vein wall stretches so that the valves no longer close properly, blood flows backwards with gravity; this is called reflux. As the refluxing blood pools in the lower leg, the pressure inside the veins rises, and over time the veins stretch and bulge under the skin. Reflux often begins where the great or small saphenous vein joins the deep veins, and it can also arise through perforating veins.',
            },
            {
              kind: 'figure',
              image: 'valve-reflux',
              alt: 'Cross-section of a vein whose valve leaflets leave a gap and do not close, with downward arrows showing blood flowing backwards and the vein bulging',
              caption: 'Valve failure: blood flows backwards (reflux) and the vein widens.',
            },
          ],
        },
        {
          id: 'symptoms',
          heading: 'Main symptoms',
          blocks: [
            {
              kind: 'p',
              text: 'Symptoms of varicose veins differ from person to person. Uncomfortable symptoms sometimes appear before any veins visibly bulge, and sometimes visible veins cause no particular symptoms. Commonly reported symptoms include the following.',
            },
            {
              kind: 'list',
              items: [
                'Heavy legs that tire easily, worse after standing or sitting for a long time and towards the evening.',
                'Swelling of the ankles and calves, with deep marks left by socks.',
                'Calf cramps that wake you at night.',
                'Tingling, burning, itching or throbbing in the legs.',
                'Twisted, bulging veins on the legs, or spreading blue or red thread veins.',
                'Brownish skin around the ankles, eczema, or hardening of the skin.',
              ],
            },
            {
              kind: 'p',
              text: 'These symptoms often ease when you raise your legs and rest. However, similar symptoms can be caused by other conditions, so we recommend confirming the cause with an examination.',
            },
          ],
        },
        {
          id: 'risk-factors',
          heading: 'Risk factors',
          blocks: [
            {
              kind: 'p',
              text: 'Varicose veins usually result from several factors acting together rather than from a single cause. If any of the following apply to you, it is worth paying a little more attention to the health of your leg veins.',
            },
            {
              kind: 'list',
              items: [
                'A family history of varicose veins',
                'Increasing age (the vein walls and valves can weaken)',
                'Being a woman, especially after pregnancy and childbirth (hormonal changes and increased pressure in the abdomen)',
                'Spending most of the day standing or sitting at work',
                'Significant weight gain or little physical activity',
                'A past deep vein thrombosis or a serious leg injury',
              ],
            },
            {
              kind: 'p',
              text: 'Having risk factors does not mean you will necessarily develop varicose veins, and they can develop without any risk factors. Walking often, moving your ankles regularly when standing or sitting for long periods, and raising your legs when resting all help the circulation in your legs.',
            },
          ],
        },
        {
          id: 'when-to-see',
          heading: 'When to see a doctor',
          blocks: [
            {
              kind: 'p',
              text: 'Varicose veins usually progress slowly. They rarely improve on their own, and if left for a long time, symptoms can worsen or lead to skin changes. We recommend seeing a doctor, including a vascular ultrasound examination, in the following cases.',
            },
            {
              kind: 'list',
              items: [
                'Heaviness, swelling or cramps in the legs are making daily life uncomfortable',
                'Bulging veins are gradually increasing in number or size',
                'The skin around the ankles has changed colour, or eczema or hardening of the skin has appeared',
                'A bulging vein has become red, firm to the touch and painful (this may be superficial thrombophlebitis)',
                'You would like to know about treatment options, costs and health insurance coverage in advance',
              ],
            },
            {
              kind: 'note',
              text: 'If one leg suddenly becomes swollen and painful, or you suddenly become short of breath or have chest pain, this may be a deep vein thrombosis or a pulmonary embolism, so please go to an emergency department straight away. If a varicose vein bleeds, lie or sit down, raise the leg above the level of your heart, press on the bleeding point to stop it, and then see a doctor.',
            },
          ],
        },
      ],
    },
    cn: {
      title: '什么是下肢静脉曲张',
      description: '通俗易懂地说明什么是下肢静脉曲张、为什么会发生、有哪些症状和危险因素，以及何时应该就诊。',
      lead: '下肢静脉曲张是指腿部静脉的瓣膜无法正常工作，血液倒流并淤积，使静脉扩张、迂曲的疾病。这是一种常见病，了解其原因和症状，有助于在适当的时机开始管理和治疗。',
      sections: [
        {
          id: 'what',
          heading: '腿部静脉的结构与下肢静脉曲张',
          blocks: [
            {
              kind: 'p',
              text: '腿部静脉负责把血液从脚尖送回心脏。它分为走行于肌肉深处的深静脉、位于皮肤下方的浅静脉，以及连接两者的穿通静脉。浅静脉中具有代表性的是从脚踝内侧沿大腿内侧上行的大隐静脉，以及沿小腿后侧上行、在膝盖后方汇入深静脉的小隐静脉。',
            },
            {
              kind: 'figure',
              image: 'leg-veins',
              alt: '腿部静脉示意图，用不同颜色标出沿腿内侧上行的大隐静脉、小腿后侧的小隐静脉、肌肉中的深静脉以及连接两者的穿通静脉',
              caption: '腿部静脉的结构：深静脉、浅静脉（大隐静脉、小隐静脉）、穿通静脉',
            },
            {
              kind: 'p',
              text: '下肢静脉曲张是指其中的浅静脉扩张、迂曲的状态。站立时直径扩张到3mm以上的皮下静脉称为静脉曲张；比它更细的青色网状静脉（网状静脉）和蜘蛛网样的细小血管（毛细血管扩张）也可能是同一疾病的表现。',
            },
          ],
        },
        {
          id: 'cause',
          heading: '为什么会发生：瓣膜与反流',
          blocks: [
            {
              kind: 'p',
              text: '静脉内有薄薄的瓣膜，使血液只朝一个方向流动。走路时小腿肌肉收缩，挤压静脉，使血液向上流动；肌肉放松时，瓣膜关闭，阻止血液回流。因此，小腿肌肉常被称为“第二心脏”。',
            },
            {
              kind: 'figure',
              image: 'valve-normal',
              alt: '正常静脉的剖面图，两片瓣膜相互闭合，箭头表示血液只向上朝心脏方向流动',
              caption: '正常瓣膜：血液只朝心脏方向流动。',
            },
            {
              kind: 'p',
              text: '如果瓣膜变弱，或静脉壁扩张导致瓣膜无法正常关闭，血液就会顺着重力方向倒流，这称为反流。反流的血液淤积在腿的下部，静脉内压力升高，随着时间推移，静脉扩张并在皮肤表面凸起。反流多始于大隐静脉或小隐静脉与深静脉汇合的部位，也可能通过穿通静脉发生。',
            },
            {
              kind: 'figure',
              image: 'valve-reflux',
              alt: '静脉剖面图，瓣膜之间出现缝隙而无法关闭，向下的箭头表示血液倒流、静脉膨出',
              caption: '瓣膜功能不全：血液倒流（反流），静脉扩张。',
            },
          ],
        },
        {
          id: 'symptoms',
          heading: '主要症状',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脉曲张的症状因人而异。有时血管尚未明显凸起，不适症状就先出现了；有时虽然能看到血管，却没有特别的症状。常见的症状如下。',
            },
            {
              kind: 'list',
              items: [
                '腿部沉重、容易疲劳。久站或久坐后、傍晚时更加明显。',
                '脚踝和小腿肿胀，袜子勒痕很深。',
                '夜间睡觉时小腿抽筋。',
                '腿部发麻、灼热、瘙痒或阵阵作痛。',
                '腿上血管迂曲凸起，或可见青色、红色的细小血管蔓延。',
                '脚踝周围皮肤变成褐色、出现湿疹，或皮肤变硬。',
              ],
            },
            {
              kind: 'p',
              text: '这些症状在抬高腿部休息后往往会减轻。不过，类似症状也可能由其他疾病引起，因此建议通过诊察和检查确认原因。',
            },
          ],
        },
        {
          id: 'risk-factors',
          heading: '危险因素',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脉曲张通常不是由单一原因引起，而是多种因素共同作用的结果。符合以下情况的人，建议多关注一下腿部静脉健康。',
            },
            {
              kind: 'list',
              items: [
                '家族中有下肢静脉曲张患者',
                '年龄增长（静脉壁和瓣膜可能变弱）',
                '女性，特别是有妊娠和分娩经历者（激素变化和腹腔压力增加）',
                '一天中大部分时间站着工作或长时间坐着工作',
                '体重明显增加或运动量少',
                '曾患过深静脉血栓或腿部受过严重外伤',
              ],
            },
            {
              kind: 'p',
              text: '有危险因素并不意味着一定会患下肢静脉曲张，没有危险因素也可能发生。经常走路、久站或久坐时不时活动脚踝、休息时抬高双腿，这些习惯都有助于腿部血液循环。',
            },
          ],
        },
        {
          id: 'when-to-see',
          heading: '出现以下情况时请就诊',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脉曲张大多进展缓慢。很少会自行好转，长期放任不管，症状可能加重或导致皮肤变化。出现以下情况时，建议接受包括血管超声检查在内的诊疗。',
            },
            {
              kind: 'list',
              items: [
                '腿部沉重、水肿、抽筋等症状影响日常生活',
                '凸起的血管逐渐增多或变粗',
                '脚踝周围皮肤变色，或出现湿疹、皮肤变硬等变化',
                '凸起的血管部位发红、摸起来发硬并伴有疼痛（可能是浅表血栓性静脉炎）',
                '希望事先了解治疗方法、费用以及是否适用健康保险',
              ],
            },
            {
              kind: 'note',
              text: '如果一侧腿突然肿胀疼痛，或突然呼吸困难、胸痛，可能是深静脉血栓或肺栓塞，请立即前往急诊。曲张静脉出血时，请躺下或坐下，将腿抬高至高于心脏的位置，按压出血部位止血后就诊。',
            },
          ],
        },
      ],
    },
    jp: {
      title: '下肢静脈瘤とは',
      description:
        '下肢静脈瘤とは何か、なぜできるのか、どのような症状や危険因子があるのか、いつ受診すべきかをわかりやすくご説明します。',
      lead: '下肢静脈瘤は、脚の静脈の弁が正しく働かなくなって血液が逆流してたまり、静脈が太く曲がりくねってしまう病気です。よくある病気ですが、原因と症状を知っておくと、適切な時期にケアや治療を始めることができます。',
      sections: [
        {
          id: 'what',
          heading: '脚の静脈のしくみと下肢静脈瘤',
          blocks: [
            {
              kind: 'p',
              text: '脚の静脈は、足先から心臓へ血液を戻す血管です。筋肉の奥を通る深部静脈、皮膚のすぐ下を通る表在静脈、そして両者をつなぐ穿通枝(穿通静脈)に分けられます。表在静脈の代表は、足首の内側から太ももの内側に沿って上る大伏在静脈と、ふくらはぎの後ろを通って膝の裏で深部静脈に合流する小伏在静脈です。',
            },
            {
              kind: 'figure',
              image: 'leg-veins',
              alt: '脚の内側に沿って上る大伏在静脈、ふくらはぎの後ろの小伏在静脈、筋肉の中の深部静脈、それらをつなぐ穿通枝を色分けして示した脚の静脈の図',
              caption: '脚の静脈のしくみ：深部静脈、表在静脈(大伏在静脈・小伏在静脈)、穿通枝',
            },
            {
              kind: 'p',
              text: '下肢静脈瘤とは、このうち表在静脈が太く曲がりくねった状態をいいます。立った姿勢で直径3mm以上に広がった皮下の静脈を静脈瘤と呼び、それより細い青い網目状の静脈(網目状静脈瘤)やクモの巣のような細い血管(クモの巣状静脈瘤、毛細血管拡張)も、同じ病気のひとつの現れとしてみられることがあります。',
            },
          ],
        },
        {
          id: 'cause',
          heading: 'なぜできるのか：弁と逆流',
          blocks: [
            {
              kind: 'p',
              text: '静脈の中には、血液を一方向にだけ流すための薄い弁があります。歩くとふくらはぎの筋肉が収縮して静脈を絞り、血液が上へ送られます。筋肉がゆるむときは弁が閉じて、血液が下に戻らないように防ぎます。そのため、ふくらはぎの筋肉はよく「第二の心臓」と呼ばれます。',
            },
            {
              kind: 'figure',
              image: 'valve-normal',
              alt: '静脈の中の2枚の弁がぴったり閉じ、矢印で血液が心臓のある上方向にだけ流れる様子を示した正常な静脈の断面図',
              caption: '正常な弁：血液は心臓の方向にだけ流れます。',
            },
            {
              kind: 'p',
              text: '弁が弱くなったり、静脈の壁が広がって弁がきちんと閉じなくなったりすると、血液が重力に従って逆向きに流れる「逆流」が起こります。逆流した血液が脚の下のほうにたまると静脈の中の圧力が高くなり、時間とともに静脈が広がって皮膚の上に浮き出てきます。逆流は、大伏在静脈や小伏在静脈が深部静脈と合流する部分から始まることが多く、穿通枝を通じて起こることもあります。',
            },
            {
              kind: 'figure',
              image: 'valve-reflux',
              alt: '弁の間にすき間ができて閉じず、下向きの矢印で血液が逆流し静脈がふくらむ様子を示した静脈の断面図',
              caption: '弁の機能不全：血液が逆向きに流れ(逆流)、静脈が広がります。',
            },
          ],
        },
        {
          id: 'symptoms',
          heading: '主な症状',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脈瘤の症状の現れ方は人によって異なります。血管が目立って浮き出ていないのに不快な症状が先に出ることもあれば、血管が見えていても特に症状がないこともあります。よくみられる症状は次のとおりです。',
            },
            {
              kind: 'list',
              items: [
                '脚が重く疲れやすい。長時間立ったり座ったりした後や、夕方になると強くなります。',
                '足首やふくらはぎがむくみ、靴下の跡が深く残ります。',
                '夜、寝ている間にふくらはぎがつります。',
                '脚がしびれたり、ほてったり、かゆくなったり、うずいたりします。',
                '脚の血管が曲がりくねって浮き出たり、青や赤の細い血管が広がって見えたりします。',
                '足首まわりの皮膚が茶色っぽくなったり、湿疹ができたり、皮膚が硬くなったりします。',
              ],
            },
            {
              kind: 'p',
              text: 'こうした症状は、脚を高くして休むと軽くなることが多いものです。ただし、似た症状がほかの病気によって起こることもあるため、原因は診察と検査で確かめることをおすすめします。',
            },
          ],
        },
        {
          id: 'risk-factors',
          heading: '危険因子',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脈瘤は、ひとつの原因よりも、いくつもの要因が重なって起こります。次に当てはまる方は、脚の静脈の健康に少し気を配ってみてください。',
            },
            {
              kind: 'list',
              items: [
                'ご家族に下肢静脈瘤の方がいる',
                '年齢を重ねている(静脈の壁や弁が弱くなることがあります)',
                '女性、特に妊娠・出産を経験している(ホルモンの変化やお腹の中の圧力の上昇)',
                '一日の大半を立ち仕事、または長時間の座り仕事で過ごしている',
                '体重が大きく増えた、または運動量が少ない',
                '過去に深部静脈血栓症にかかった、または脚に大きなけがをしたことがある',
              ],
            },
            {
              kind: 'p',
              text: '危険因子があるからといって必ず下肢静脈瘤になるわけではなく、危険因子がなくてもできることがあります。よく歩くこと、長く立ったり座ったりするときにこまめに足首を動かすこと、休むときに脚を高くしておくことは、脚の血液の流れを助けます。',
            },
          ],
        },
        {
          id: 'when-to-see',
          heading: 'このようなときは受診してください',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脈瘤の多くはゆっくりと進行します。自然に良くなることはまれで、長く放っておくと症状が強くなったり、皮膚の変化につながったりすることがあります。次のような場合は、血管エコー検査を含めた診療を受けることをおすすめします。',
            },
            {
              kind: 'list',
              items: [
                '脚の重さ、むくみ、こむら返りなどの症状で日常生活に支障がある',
                '浮き出た血管が少しずつ増えたり太くなったりしている',
                '足首まわりの皮膚の色が変わった、または湿疹や皮膚が硬くなる変化が出てきた',
                '浮き出た血管の部分が赤くなり、硬く触れて痛む(表在性血栓性静脈炎の可能性があります)',
                '治療方法や費用、健康保険の適用の有無を事前に知りたい',
              ],
            },
            {
              kind: 'note',
              text: '片方の脚が急に腫れて痛む場合や、急に息苦しくなったり胸が痛んだりする場合は、深部静脈血栓症や肺塞栓症の可能性がありますので、すぐに救急外来を受診してください。静脈瘤から出血したときは、横になるか座って脚を心臓より高く上げ、出血している部分を押さえて止血してから受診してください。',
            },
          ],
        },
      ],
    },
  },
  'varicose/self-diagnosis': {
    ko: {
      title: '하지정맥류 자가진단',
      description:
        '10가지 질문으로 하지정맥류와 관련된 증상과 위험 요인을 간단히 점검해 보세요. 의학적 진단을 대신하지 않습니다.',
      lead: '최근 한 달 동안의 다리 상태를 떠올리며 각 질문에 "예" 또는 "아니요"로 답해 주세요. 결과는 참고용이며, 다리 정맥의 정확한 상태는 혈관 초음파 검사로 확인할 수 있습니다.',
      sections: [
        {
          id: 'how-to-use',
          heading: '자가진단은 이렇게 활용하세요',
          blocks: [
            {
              kind: 'p',
              text: '이 자가진단은 하지정맥류에서 흔히 나타나는 증상과 위험 요인을 스스로 점검해 볼 수 있도록 만든 것입니다. "예"라고 답한 질문 하나당 1점으로 계산합니다. 점수가 높을수록 다리 정맥의 상태를 살펴볼 필요가 있다는 뜻이지만, 점수만으로 질환이 있는지나 얼마나 진행했는지를 판단할 수는 없습니다. 점수가 낮아도 하지정맥류가 있을 수 있고, 점수가 높아도 다른 원인 때문일 수 있습니다.',
            },
          ],
        },
        {
          id: 'see-a-doctor',
          heading: '점수와 관계없이 진료가 필요한 경우',
          blocks: [
            {
              kind: 'p',
              text: '다음과 같은 변화가 있다면 점수와 관계없이 진료를 받아 보시기를 권합니다.',
            },
            {
              kind: 'list',
              items: [
                '발목이나 종아리 피부가 갈색으로 변했거나, 습진이 생겼거나, 상처가 잘 낫지 않는 경우',
                '튀어나온 혈관이 붉고 단단하게 만져지며 아픈 경우',
                '정맥류 부위에서 피가 난 적이 있는 경우',
              ],
            },
            {
              kind: 'note',
              text: '한쪽 다리가 갑자기 붓고 아프거나 숨이 차는 증상이 함께 있으면 심부정맥혈전증 같은 다른 질환일 수 있으니 바로 응급실을 찾아 주세요.',
            },
          ],
        },
        {
          id: 'ultrasound',
          heading: '혈관 초음파 검사란',
          blocks: [
            {
              kind: 'p',
              text: '혈관 초음파 검사(듀플렉스 초음파)는 다리 정맥의 모양과 피의 흐름을 함께 보는 검사입니다. 바늘이나 조영제를 쓰지 않고, 피부에 젤을 바른 뒤 탐촉자를 대어 검사합니다. 선 자세 등에서 판막이 제대로 닫히는지, 피가 거꾸로 흐르는 시간이 얼마나 되는지 확인하며, 검사 결과에 따라 생활 관리로 충분한지 치료가 필요한지를 의사가 설명해 드립니다. 검사는 반바지 등 다리를 드러내기 편한 옷차림으로 받으시면 수월합니다.',
            },
          ],
        },
      ],
      questions: [
        '다리에 혈관이 구불구불하게 튀어나와 보인다.',
        '다리에 푸르거나 붉은 실핏줄이 거미줄처럼 퍼져 보인다.',
        '오래 서 있거나 앉아 있으면 다리가 무겁고 쉽게 피로해진다.',
        '저녁이 되면 발목이나 종아리가 붓는다.',
        '자다가 종아리에 쥐가 나서 깬 적이 있다.',
        '다리가 저리거나 화끈거리고, 가려울 때가 있다.',
        '발목이나 종아리의 피부색이 갈색으로 변했거나 피부가 단단해졌다.',
        '다리를 높이 올리고 쉬면 무겁거나 붓는 느낌이 줄어든다.',
        '하루 대부분을 서서 일하거나 오래 앉아서 일한다.',
        '부모나 형제자매 중에 하지정맥류가 있는 사람이 있다.',
      ],
      results: [
        {
          min: 0,
          max: 2,
          title: '지금은 뚜렷한 신호가 적습니다',
          text: '하지정맥류와 관련된 증상이나 위험 요인이 많지 않습니다. 오래 서 있거나 앉아 있을 때는 틈틈이 걷거나 발목을 움직여 주고, 적정 체중을 유지하는 등 생활 속 관리를 이어 가세요. 다만 점수가 낮더라도 피부색 변화나 불편한 증상이 있다면 진료를 받아 보시기 바랍니다.',
        },
        {
          min: 3,
          max: 5,
          title: '다리 정맥 상태를 한번 점검해 보세요',
          text: '하지정맥류와 관련된 증상이나 위험 요인이 몇 가지 있습니다. 걱정하실 단계라고 단정할 수는 없지만, 다리 정맥의 상태를 한번 확인해 두시면 좋습니다. 증상이 계속된다면 혈관 초음파 검사로 역류가 있는지 확인해 보시기를 권합니다.',
        },
        {
          min: 6,
          max: 10,
          title: '혈관 초음파 검사를 권해 드립니다',
          text: '하지정맥류에서 흔히 나타나는 증상과 위험 요인이 여러 가지 있습니다. 하지정맥류가 있는지, 있다면 어느 정맥에서 얼마나 역류가 있는지는 혈관 초음파 검사로 확인할 수 있습니다. 검사 결과를 바탕으로 생활 관리로 충분한지, 치료가 필요한지를 의사와 차분히 상의해 보세요.',
        },
      ],
      yes: '예',
      no: '아니요',
      submit: '결과 보기',
      reset: '다시 하기',
      scoreLabel: '나의 점수',
      cta: '다리 정맥의 정확한 상태가 궁금하시다면 혈관 초음파 검사로 확인해 보세요. 전화({{phone}}) 또는 상담 신청으로 예약하실 수 있습니다.',
      disclaimer:
        '이 자가진단은 건강 상태를 스스로 점검해 보기 위한 참고 자료이며, 의학적 진단을 대신하지 않습니다. 정확한 진단은 의사의 진찰과 검사를 통해 이루어집니다.',
    },
    en: {
      title: 'Self-check for varicose veins',
      description:
        'Check symptoms and risk factors related to varicose veins with 10 simple questions. This self-check does not replace a medical diagnosis.',
      lead: 'Think about how your legs have felt over the past month and answer each question with “Yes” or “No”. The result is for reference only; the actual condition of your leg veins can be confirmed with a vascular ultrasound examination.',
      sections: [
        {
          id: 'how-to-use',
          heading: 'How to use this self-check',
          blocks: [
            {
              kind: 'p',
              text: 'This self-check was made so that you can review for yourself the symptoms and risk factors commonly seen with varicose veins. Each question answered “Yes” counts as one point. A higher score means it is worth having your leg veins looked at, but the score alone cannot tell whether you have the condition or how far it has progressed. You may have varicose veins even with a low score, and a high score may have other causes.',
            },
          ],
        },
        {
          id: 'see-a-doctor',
          heading: 'When to see a doctor whatever your score',
          blocks: [
            {
              kind: 'p',
              text: 'If you notice any of the following changes, we recommend seeing a doctor regardless of your score.',
            },
            {
              kind: 'list',
              items: [
                'The skin of your ankle or calf has turned brownish, you have eczema, or a wound is slow to heal',
                'A bulging vein feels red, firm and painful',
                'A varicose vein has bled',
              ],
            },
            {
              kind: 'note',
              text: 'If one leg suddenly becomes swollen and painful, or this comes with shortness of breath, it may be another condition such as deep vein thrombosis, so please go to an emergency department straight away.',
            },
          ],
        },
        {
          id: 'ultrasound',
          heading: 'What is a vascular ultrasound examination?',
          blocks: [
            {
              kind: 'p',
              text: 'A vascular (duplex) ultrasound examination shows both the shape of the leg veins and the flow of blood in them. No needles or contrast agents are used: gel is applied to the skin and a probe is placed on it. We check, while you stand and in other positions, whether the valves close properly and how long blood flows backwards, and based on the results the doctor explains whether everyday care is enough or treatment is needed. Wearing shorts or other clothes that make it easy to uncover your legs helps the examination go smoothly.',
            },
          ],
        },
      ],
      questions: [
        'Twisted, bulging veins can be seen on my legs.',
        'Blue or red thread veins spread like a spider’s web on my legs.',
        'My legs feel heavy and tire easily when I stand or sit for a long time.',
        'My ankles or calves swell in the evening.',
        'I have been woken at night by cramps in my calves.',
        'My legs sometimes tingle, burn or itch.',
        'The skin on my ankles or calves has turned brownish or become hard.',
        'The heaviness or swelling eases when I raise my legs and rest.',
        'I spend most of the day standing or sitting at work.',
        'A parent, brother or sister has varicose veins.',
      ],
      results: [
        {
          min: 0,
          max: 2,
          title: 'Few clear signs at the moment',
          text: 'You have few symptoms or risk factors related to varicose veins. When you stand or sit for a long time, walk or move your ankles now and then, keep a healthy weight, and continue to look after your legs in daily life. Even with a low score, however, please see a doctor if you notice skin colour changes or uncomfortable symptoms.',
        },
        {
          min: 3,
          max: 5,
          title: 'Consider having your leg veins checked',
          text: 'You have a few symptoms or risk factors related to varicose veins. This does not necessarily mean there is cause for concern, but it is a good idea to have your leg veins checked once. If the symptoms continue, we recommend a vascular ultrasound examination to see whether there is reflux.',
        },
        {
          min: 6,
          max: 10,
          title: 'We recommend a vascular ultrasound examination',
          text: 'You have several of the symptoms and risk factors commonly seen with varicose veins. A vascular ultrasound examination can show whether you have varicose veins and, if so, in which veins and to what extent blood flows backwards. Based on the results, please talk calmly with the doctor about whether everyday care is enough or treatment is needed.',
        },
      ],
      yes: 'Yes',
      no: 'No',
      submit: 'See result',
      reset: 'Start again',
      scoreLabel: 'Your score',
      cta: 'If you would like to know the actual condition of your leg veins, have a vascular ultrasound examination. You can book by phone ({{phone}}) or through a consultation request.',
      disclaimer:
        'This self-check is reference material to help you review your own health; it does not replace a medical diagnosis. An accurate diagnosis is made through a doctor’s examination and tests.',
    },
    cn: {
      title: '下肢静脉曲张自我检查',
      description: '通过10个问题简单检查与下肢静脉曲张相关的症状和危险因素。本自我检查不能代替医学诊断。',
      lead: '请回想最近一个月腿部的状态，对每个问题回答“是”或“否”。结果仅供参考，腿部静脉的准确状态可以通过血管超声检查确认。',
      sections: [
        {
          id: 'how-to-use',
          heading: '如何使用自我检查',
          blocks: [
            {
              kind: 'p',
              text: '本自我检查旨在帮助您自行检查下肢静脉曲张常见的症状和危险因素。每个回答“是”的问题计1分。分数越高，说明越有必要检查腿部静脉的状态，但仅凭分数无法判断是否患病或病情进展到何种程度。分数低也可能患有下肢静脉曲张，分数高也可能是其他原因所致。',
            },
          ],
        },
        {
          id: 'see-a-doctor',
          heading: '无论分数高低都需要就诊的情况',
          blocks: [
            {
              kind: 'p',
              text: '如果出现以下变化，无论分数高低，都建议您就诊。',
            },
            {
              kind: 'list',
              items: [
                '脚踝或小腿皮肤变成褐色、出现湿疹，或伤口不易愈合',
                '凸起的血管发红、摸起来发硬并伴有疼痛',
                '曲张静脉部位曾经出血',
              ],
            },
            {
              kind: 'note',
              text: '如果一侧腿突然肿胀疼痛，或同时伴有呼吸困难，可能是深静脉血栓等其他疾病，请立即前往急诊。',
            },
          ],
        },
        {
          id: 'ultrasound',
          heading: '什么是血管超声检查',
          blocks: [
            {
              kind: 'p',
              text: '血管超声检查（双功超声）可以同时观察腿部静脉的形态和血流。检查不使用针头或造影剂，只需在皮肤上涂抹凝胶，再放上探头即可。我们会在站立等体位下确认瓣膜能否正常关闭、血液倒流的时间有多长，医生会根据检查结果说明是日常管理即可，还是需要治疗。检查时穿短裤等方便露出腿部的衣服会更方便。',
            },
          ],
        },
      ],
      questions: [
        '腿上可以看到迂曲凸起的血管。',
        '腿上有青色或红色的细小血管呈蜘蛛网状蔓延。',
        '久站或久坐时，腿部沉重、容易疲劳。',
        '到了傍晚，脚踝或小腿会肿胀。',
        '曾经在睡觉时因小腿抽筋而醒来。',
        '腿部有时发麻、灼热或瘙痒。',
        '脚踝或小腿的皮肤变成褐色，或皮肤变硬。',
        '抬高腿部休息后，沉重或肿胀的感觉会减轻。',
        '一天中大部分时间站着工作或长时间坐着工作。',
        '父母或兄弟姐妹中有人患有下肢静脉曲张。',
      ],
      results: [
        {
          min: 0,
          max: 2,
          title: '目前明显的信号较少',
          text: '与下肢静脉曲张相关的症状或危险因素不多。久站或久坐时请不时走动或活动脚踝，保持适当体重，继续做好日常管理。不过，即使分数较低，如果出现皮肤颜色变化或不适症状，也请就诊。',
        },
        {
          min: 3,
          max: 5,
          title: '建议检查一下腿部静脉的状态',
          text: '您有几项与下肢静脉曲张相关的症状或危险因素。虽然不能断定已经到了需要担心的程度，但建议检查一下腿部静脉的状态。如果症状持续，建议通过血管超声检查确认是否存在反流。',
        },
        {
          min: 6,
          max: 10,
          title: '建议接受血管超声检查',
          text: '您有多项下肢静脉曲张常见的症状和危险因素。是否患有下肢静脉曲张，如果有，哪条静脉存在反流、程度如何，都可以通过血管超声检查确认。请根据检查结果，与医生从容地商量是日常管理即可，还是需要治疗。',
        },
      ],
      yes: '是',
      no: '否',
      submit: '查看结果',
      reset: '重新检查',
      scoreLabel: '我的分数',
      cta: '如想了解腿部静脉的准确状态，请通过血管超声检查确认。您可以致电（{{phone}}）或通过预约咨询进行预约。',
      disclaimer:
        '本自我检查是帮助您自行检查健康状况的参考资料，不能代替医学诊断。准确的诊断需通过医生的诊察和检查作出。',
    },
    jp: {
      title: '下肢静脈瘤セルフチェック',
      description:
        '10の質問で、下肢静脈瘤に関係する症状や危険因子を簡単にチェックできます。医学的な診断に代わるものではありません。',
      lead: 'この1か月ほどの脚の状態を思い出しながら、それぞれの質問に「はい」か「いいえ」でお答えください。結果は参考用です。脚の静脈の正確な状態は血管エコー検査で確認できます。',
      sections: [
        {
          id: 'how-to-use',
          heading: 'セルフチェックの活用のしかた',
          blocks: [
            {
              kind: 'p',
              text: 'このセルフチェックは、下肢静脈瘤によくみられる症状や危険因子をご自身で確認できるように作ったものです。「はい」と答えた質問1つにつき1点として計算します。点数が高いほど脚の静脈の状態を調べてみる必要があるということですが、点数だけで病気があるかどうか、どの程度進んでいるかを判断することはできません。点数が低くても下肢静脈瘤がある場合があり、点数が高くてもほかの原因による場合があります。',
            },
          ],
        },
        {
          id: 'see-a-doctor',
          heading: '点数にかかわらず受診が必要な場合',
          blocks: [
            {
              kind: 'p',
              text: '次のような変化がある場合は、点数にかかわらず受診をおすすめします。',
            },
            {
              kind: 'list',
              items: [
                '足首やふくらはぎの皮膚が茶色っぽくなった、湿疹ができた、傷が治りにくい',
                '浮き出た血管が赤く硬く触れて痛む',
                '静脈瘤の部分から出血したことがある',
              ],
            },
            {
              kind: 'note',
              text: '片方の脚が急に腫れて痛む場合や、息苦しさを伴う場合は、深部静脈血栓症などほかの病気の可能性がありますので、すぐに救急外来を受診してください。',
            },
          ],
        },
        {
          id: 'ultrasound',
          heading: '血管エコー検査とは',
          blocks: [
            {
              kind: 'p',
              text: '血管エコー検査(デュプレックス超音波検査)は、脚の静脈の形と血液の流れを同時に調べる検査です。針や造影剤は使わず、皮膚にゼリーを塗ってプローブを当てて検査します。立った姿勢などで弁がきちんと閉じているか、血液が逆流する時間がどのくらいかを確認し、検査結果をもとに、日常のケアで十分か治療が必要かを医師がご説明します。検査の際は、短パンなど脚を出しやすい服装でお越しいただくとスムーズです。',
            },
          ],
        },
      ],
      questions: [
        '脚の血管が曲がりくねって浮き出ている。',
        '脚に青や赤の細い血管がクモの巣のように広がっている。',
        '長時間立ったり座ったりすると、脚が重く疲れやすい。',
        '夕方になると足首やふくらはぎがむくむ。',
        '寝ている間にふくらはぎがつって目が覚めたことがある。',
        '脚がしびれたり、ほてったり、かゆくなったりすることがある。',
        '足首やふくらはぎの皮膚が茶色っぽくなった、または硬くなった。',
        '脚を高くして休むと、重さやむくみが和らぐ。',
        '一日の大半を立ち仕事、または長時間の座り仕事で過ごしている。',
        '両親やきょうだいに下肢静脈瘤の人がいる。',
      ],
      results: [
        {
          min: 0,
          max: 2,
          title: '今のところ、はっきりしたサインは少なめです',
          text: '下肢静脈瘤に関係する症状や危険因子は多くありません。長時間立ったり座ったりするときはこまめに歩いたり足首を動かしたりし、適正体重を保つなど、日常のケアを続けてください。ただし、点数が低くても皮膚の色の変化や気になる症状がある場合は、受診をご検討ください。',
        },
        {
          min: 3,
          max: 5,
          title: '脚の静脈の状態を一度チェックしてみましょう',
          text: '下肢静脈瘤に関係する症状や危険因子がいくつかあります。心配な段階だと決めつけることはできませんが、一度脚の静脈の状態を確認しておくと安心です。症状が続く場合は、血管エコー検査で逆流がないか確認することをおすすめします。',
        },
        {
          min: 6,
          max: 10,
          title: '血管エコー検査をおすすめします',
          text: '下肢静脈瘤によくみられる症状や危険因子がいくつも当てはまります。下肢静脈瘤があるかどうか、あればどの静脈にどの程度の逆流があるかは、血管エコー検査で確認できます。検査結果をもとに、日常のケアで十分か、治療が必要かを医師と落ち着いて相談してみてください。',
        },
      ],
      yes: 'はい',
      no: 'いいえ',
      submit: '結果を見る',
      reset: 'もう一度',
      scoreLabel: 'あなたの点数',
      cta: '脚の静脈の正確な状態を知りたい方は、血管エコー検査で確認してみてください。お電話({{phone}})またはご相談のお申し込みからご予約いただけます。',
      disclaimer:
        'このセルフチェックは、ご自身の健康状態を確認するための参考資料であり、医学的な診断に代わるものではありません。正確な診断は、医師の診察と検査によって行われます。',
    },
  },
  'varicose/standards': {
    ko: {
      title: '하지정맥류 진단 기준',
      description: '혈관 초음파 검사로 하지정맥류를 진단하는 기준(역류 시간, 정맥 굵기)과 CEAP 분류를 설명합니다.',
      lead: '하지정맥류는 눈에 보이는 혈관의 모양만으로 진단하지 않습니다. 진찰과 함께 혈관 초음파 검사로 정맥의 역류와 굵기를 확인하고, 국제적으로 쓰이는 CEAP 분류로 상태를 정리합니다.',
      sections: [
        {
          id: 'duplex-ultrasound',
          heading: '혈관 초음파(듀플렉스 초음파) 검사',
          blocks: [
            {
              kind: 'p',
              text: '듀플렉스 초음파는 혈관의 모양을 보여 주는 초음파 영상과 피의 흐름을 측정하는 도플러 검사를 함께 하는 방법으로, 하지정맥류 진단의 기본이 되는 검사입니다. 바늘을 찌르거나 조영제를 쓰지 않으며, 피부에 젤을 바르고 탐촉자를 대어 검사합니다.',
            },
            {
              kind: 'figure',
              image: 'ultrasound',
              alt: '선 자세의 환자 다리에 의사가 초음파 탐촉자를 대고 있고, 옆 모니터에 정맥 단면 영상과 혈류 파형이 나타난 모습을 그린 그림',
              caption: '듀플렉스 초음파로 정맥의 모양과 피의 흐름을 함께 확인합니다.',
            },
            {
              kind: 'p',
              text: '역류는 중력의 영향을 받는 자세에서 잘 드러나므로 주로 선 자세에서 검사합니다. 종아리를 손으로 눌렀다 놓거나 배에 힘을 주게 하여(발살바 수기) 판막이 제대로 닫히는지 확인합니다. 심부정맥, 대복재정맥과 소복재정맥, 관통정맥, 가지 정맥을 차례로 살펴보며, 심부정맥에 혈전이나 막힌 곳이 없는지도 함께 확인합니다.',
            },
          ],
        },
        {
          id: 'reflux',
          heading: '역류 시간 기준',
          blocks: [
            {
              kind: 'p',
              text: '판막이 정상이라면 압박을 풀었을 때 피가 거꾸로 흐르더라도 아주 짧은 순간에 그칩니다. 역류가 일정 시간보다 길게 이어지면 판막 기능이 떨어진 것, 즉 병적인 역류로 봅니다. 진료 지침에서 흔히 쓰는 기준은 다음과 같습니다.',
            },
            {
              kind: 'table',
              caption: '병적인 역류로 보는 일반적인 기준',
              head: ['정맥', '역류 시간 기준'],
              rows: [
                ['표재정맥(대복재정맥, 소복재정맥, 가지 정맥)', '0.5초 초과'],
                ['관통정맥', '0.5초 초과'],
                ['심부정맥(대퇴정맥, 슬와정맥)', '1.0초 초과'],
              ],
            },
            {
              kind: 'note',
              text: '역류 시간은 검사 자세와 방법에 따라 달라질 수 있습니다. 그래서 한 가지 수치만으로 판단하지 않고, 증상과 진찰 소견, 정맥의 굵기를 함께 보고 판단합니다.',
            },
          ],
        },
        {
          id: 'diameter',
          heading: '정맥의 굵기와 모양',
          blocks: [
            {
              kind: 'p',
              text: 'CEAP 분류에서는 선 자세에서 잰 지름을 기준으로 늘어난 정맥을 구분합니다. 지름 1mm 미만의 실핏줄은 모세혈관확장증, 1~3mm의 푸른 그물 모양 정맥은 망상정맥, 3mm 이상으로 늘어난 피부 아래 정맥은 정맥류로 봅니다.',
            },
            {
              kind: 'p',
              text: '초음파 검사에서는 역류가 있는 대복재정맥이나 소복재정맥의 지름, 피부에서 얼마나 깊은 곳에 있는지, 구불구불한 정도와 길이도 확인합니다. 이러한 정보는 치료가 필요한지 판단하고, 치료한다면 어떤 방법이 알맞은지 고르는 데 쓰입니다. 정맥의 굵기만으로 치료 여부를 정하지는 않으며, 역류 여부와 증상을 함께 고려합니다.',
            },
          ],
        },
        {
          id: 'ceap',
          heading: 'CEAP 분류',
          blocks: [
            {
              kind: 'p',
              text: 'CEAP 분류는 만성 정맥 질환을 임상 소견(C), 원인(E), 해부학적 위치(A), 병태생리(P)의 네 가지 측면에서 정리하는 국제 분류입니다. 이 가운데 임상 분류(C)는 다리에 나타난 변화를 C0부터 C6까지 나눕니다.',
            },
            {
              kind: 'table',
              caption: 'CEAP 임상 분류(C)',
              head: ['등급', '내용'],
              rows: [
                ['C0', '눈으로 보이거나 만져지는 정맥 질환의 징후가 없음'],
                ['C1', '모세혈관확장증(실핏줄) 또는 망상정맥'],
                ['C2', '정맥류(지름 3mm 이상으로 늘어난 피부 아래 정맥)'],
                ['C3', '정맥 질환으로 인한 부종'],
                ['C4', '정맥 질환으로 인한 피부와 피하 조직의 변화(색소 침착, 습진, 지방피부경화증, 위축성 백색반 등)'],
                ['C5', '아문 정맥성 궤양'],
                ['C6', '아물지 않은 활동성 정맥성 궤양'],
              ],
            },
            {
              kind: 'p',
              text: '증상이 있으면 등급 뒤에 s(symptomatic), 없으면 a(asymptomatic)를 붙여 C2s처럼 표시합니다. 원인(E)은 선천성, 일차성, 이차성(예: 심부정맥혈전증 이후)으로, 해부학적 위치(A)는 표재정맥, 심부정맥, 관통정맥으로, 병태생리(P)는 역류, 폐쇄 또는 둘 다로 나눕니다.',
            },
          ],
        },
        {
          id: 'results',
          heading: '진단 결과는 이렇게 활용합니다',
          blocks: [
            {
              kind: 'p',
              text: '진찰 소견과 초음파 결과를 종합하면 어느 정맥에서 역류가 시작되는지, 질환이 어느 단계인지 알 수 있습니다. 의사는 이 결과를 바탕으로 생활 관리와 압박스타킹으로 충분한지, 혈관경화요법이나 수술·시술이 필요한지를 설명해 드립니다. 치료가 필요하다면 어떤 방법이 알맞은지, 비용과 건강보험 적용 여부는 어떤지도 함께 안내합니다. 검사 결과를 보면서 궁금한 점을 편하게 물어봐 주세요.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Diagnostic criteria for varicose veins',
      description:
        'How varicose veins are diagnosed with vascular ultrasound: criteria for reflux time and vein diameter, and the CEAP classification.',
      lead: 'Varicose veins are not diagnosed from the appearance of the visible veins alone. Together with a physical examination, we check reflux and vein diameter with vascular ultrasound and summarise the condition using the internationally used CEAP classification.',
      sections: [
        {
          id: 'duplex-ultrasound',
          heading: 'Vascular (duplex) ultrasound examination',
          blocks: [
            {
              kind: 'p',
              text: 'Duplex ultrasound combines ultrasound images showing the shape of the vessels with a Doppler examination measuring the flow of blood, and it is the basic examination for diagnosing varicose veins. No needles or contrast agents are used: gel is applied to the skin and a probe is placed on it.',
            },
            {
              kind: 'figure',
              image: 'ultrasound',
              alt: 'Drawing of a doctor placing an ultrasound probe on the leg of a standing patient, with a monitor beside them showing a cross-section of a vein and a blood-flow waveform',
              caption: 'Duplex ultrasound shows both the shape of the veins and the flow of blood.',
            },
            {
              kind: 'p',
              text: 'Because reflux shows up most clearly in positions where gravity acts, the examination is mainly done standing. We squeeze and release the calf by hand, or ask you to bear down (the Valsalva manoeuvre), to check whether the valves close properly. We look in turn at the deep veins, the great and small saphenous veins, the perforating veins and the tributary veins, and we also check that there are no clots or blockages in the deep veins.',
            },
          ],
        },
        {
          id: 'reflux',
          heading: 'Reflux time criteria',
          blocks: [
            {
              kind: 'p',
              text: 'When the valves are normal, any backward flow after the pressure is released stops within a very short moment. If the reflux lasts longer than a certain time, the valves are considered to be failing, that is, the reflux is pathological. The criteria commonly used in clinical guidelines are as follows.',
            },
            {
              kind: 'table',
              caption: 'Commonly used criteria for pathological reflux',
              head: ['Veins', 'Reflux time'],
              rows: [
                ['Superficial veins (great and small saphenous veins, tributaries)', 'More than 0.5 seconds'],
                ['Perforating veins', 'More than 0.5 seconds'],
                ['Deep veins (femoral and popliteal veins)', 'More than 1.0 second'],
              ],
            },
            {
              kind: 'note',
              text: 'Reflux time can vary with the position and technique of the examination. That is why we do not rely on a single number, but judge it together with your symptoms, the physical findings and the vein diameter.',
            },
          ],
        },
        {
          id: 'diameter',
          heading: 'Vein diameter and shape',
          blocks: [
            {
              kind: 'p',
              text: 'The CEAP classification distinguishes widened veins by their diameter measured standing. Thread veins less than 1 mm across are telangiectasias, bluish net-like veins of 1–3 mm are reticular veins, and veins under the skin widened to 3 mm or more are varicose veins.',
            },
            {
              kind: 'p',
              text: 'On ultrasound we also check the diameter of a refluxing great or small saphenous vein, how deep it lies under the skin, and how twisted and long it is. This information is used to judge whether treatment is needed and, if so, which method suits you. Vein diameter alone does not decide treatment; reflux and symptoms are considered together.',
            },
          ],
        },
        {
          id: 'ceap',
          heading: 'The CEAP classification',
          blocks: [
            {
              kind: 'p',
              text: 'The CEAP classification is an international system that describes chronic venous disease in four respects: clinical signs (C), etiology (E), anatomy (A) and pathophysiology (P). Its clinical part (C) divides the changes seen in the legs into classes C0 to C6.',
            },
            {
              kind: 'table',
              caption: 'CEAP clinical classification (C)',
              head: ['Class', 'Description'],
              rows: [
                ['C0', 'No visible or palpable signs of venous disease'],
                ['C1', 'Telangiectasias (thread veins) or reticular veins'],
                ['C2', 'Varicose veins (veins under the skin widened to 3 mm or more)'],
                ['C3', 'Swelling (oedema) caused by venous disease'],
                [
                  'C4',
                  'Changes in the skin and subcutaneous tissue caused by venous disease (pigmentation, eczema, lipodermatosclerosis, atrophie blanche, etc.)',
                ],
                ['C5', 'Healed venous ulcer'],
                ['C6', 'Active venous ulcer that has not healed'],
              ],
            },
            {
              kind: 'p',
              text: 'If there are symptoms, an s (symptomatic) is added after the class, or an a (asymptomatic) if there are none, as in C2s. Etiology (E) is divided into congenital, primary and secondary (for example, after deep vein thrombosis); anatomy (A) into superficial, deep and perforating veins; and pathophysiology (P) into reflux, obstruction or both.',
            },
          ],
        },
        {
          id: 'results',
          heading: 'How the diagnosis is used',
          blocks: [
            {
              kind: 'p',
              text: 'Putting the physical findings and ultrasound results together shows where the reflux begins and what stage the condition has reached. Based on these results, the doctor explains whether everyday care and compression stockings are enough, or whether sclerotherapy or a procedure is needed. If treatment is needed, we also tell you which method suits you, what it costs and whether health insurance applies. Please feel free to ask questions as you look at the results.',
            },
          ],
        },
      ],
    },
    cn: {
      title: '下肢静脉曲张诊断标准',
      description: '说明通过血管超声诊断下肢静脉曲张的标准（反流时间、静脉粗细）以及CEAP分类。',
      lead: '下肢静脉曲张不能仅凭肉眼可见的血管形态来诊断。我们会在诊察的同时，通过血管超声检查确认静脉的反流和粗细，并用国际通用的CEAP分类对病情进行归纳。',
      sections: [
        {
          id: 'duplex-ultrasound',
          heading: '血管超声（双功超声）检查',
          blocks: [
            {
              kind: 'p',
              text: '双功超声是将显示血管形态的超声图像与测量血流的多普勒检查相结合的方法，是诊断下肢静脉曲张的基础检查。检查不需要扎针，也不使用造影剂，只需在皮肤上涂抹凝胶，再放上探头即可。',
            },
            {
              kind: 'figure',
              image: 'ultrasound',
              alt: '医生将超声探头放在站立患者的腿上，旁边的显示器上显示静脉剖面图像和血流波形的示意图',
              caption: '通过双功超声同时确认静脉的形态和血流。',
            },
            {
              kind: 'p',
              text: '反流在受重力影响的体位下更容易显现，因此主要在站立位进行检查。医生会用手挤压小腿后放开，或让您腹部用力（瓦尔萨尔瓦动作），以确认瓣膜能否正常关闭。我们会依次检查深静脉、大隐静脉和小隐静脉、穿通静脉以及分支静脉，同时确认深静脉内有无血栓或阻塞。',
            },
          ],
        },
        {
          id: 'reflux',
          heading: '反流时间标准',
          blocks: [
            {
              kind: 'p',
              text: '瓣膜正常时，即使在解除压迫后出现血液倒流，也只是极短的一瞬间。如果反流持续超过一定时间，就认为瓣膜功能下降，即病理性反流。诊疗指南中常用的标准如下。',
            },
            {
              kind: 'table',
              caption: '判定病理性反流的常用标准',
              head: ['静脉', '反流时间标准'],
              rows: [
                ['浅静脉（大隐静脉、小隐静脉、分支静脉）', '超过0.5秒'],
                ['穿通静脉', '超过0.5秒'],
                ['深静脉（股静脉、腘静脉）', '超过1.0秒'],
              ],
            },
            {
              kind: 'note',
              text: '反流时间可能因检查体位和方法而有所不同。因此，我们不会只凭一个数值判断，而是结合症状、诊察所见和静脉粗细综合判断。',
            },
          ],
        },
        {
          id: 'diameter',
          heading: '静脉的粗细与形态',
          blocks: [
            {
              kind: 'p',
              text: 'CEAP分类以站立位测量的直径为标准来区分扩张的静脉。直径不足1mm的细小血管为毛细血管扩张，1~3mm的青色网状静脉为网状静脉，扩张到3mm以上的皮下静脉为静脉曲张。',
            },
            {
              kind: 'p',
              text: '超声检查时，我们还会确认存在反流的大隐静脉或小隐静脉的直径、距离皮肤的深度，以及迂曲程度和长度。这些信息用于判断是否需要治疗，以及如需治疗，哪种方法较为合适。是否治疗并不只取决于静脉粗细，还要同时考虑有无反流和症状。',
            },
          ],
        },
        {
          id: 'ceap',
          heading: 'CEAP分类',
          blocks: [
            {
              kind: 'p',
              text: 'CEAP分类是从临床表现（C）、病因（E）、解剖部位（A）和病理生理（P）四个方面归纳慢性静脉疾病的国际分类。其中临床分类（C）将腿部出现的变化分为C0至C6级。',
            },
            {
              kind: 'table',
              caption: 'CEAP临床分类（C）',
              head: ['级别', '内容'],
              rows: [
                ['C0', '没有肉眼可见或可触及的静脉疾病体征'],
                ['C1', '毛细血管扩张（细小血管）或网状静脉'],
                ['C2', '静脉曲张（扩张到直径3mm以上的皮下静脉）'],
                ['C3', '静脉疾病引起的水肿'],
                ['C4', '静脉疾病引起的皮肤和皮下组织变化（色素沉着、湿疹、脂性硬皮病、白色萎缩等）'],
                ['C5', '已愈合的静脉性溃疡'],
                ['C6', '未愈合的活动性静脉性溃疡'],
              ],
            },
            {
              kind: 'p',
              text: '有症状时在级别后加s（symptomatic），无症状时加a（asymptomatic），例如标记为C2s。病因（E）分为先天性、原发性和继发性（例如深静脉血栓之后）；解剖部位（A）分为浅静脉、深静脉和穿通静脉；病理生理（P）分为反流、阻塞或两者兼有。',
            },
          ],
        },
        {
          id: 'results',
          heading: '诊断结果的用途',
          blocks: [
            {
              kind: 'p',
              text: '综合诊察所见和超声结果，就能了解反流从哪条静脉开始、疾病处于哪个阶段。医生会根据这些结果，说明是日常管理和医用弹力袜即可，还是需要硬化剂治疗或手术、微创治疗。如需治疗，还会一并说明哪种方法较为合适、费用以及是否适用健康保险。看检查结果时，有任何疑问请随时提出。',
            },
          ],
        },
      ],
    },
    jp: {
      title: '下肢静脈瘤の診断基準',
      description: '血管エコー検査による下肢静脈瘤の診断基準(逆流時間、静脈の太さ)とCEAP分類についてご説明します。',
      lead: '下肢静脈瘤は、目に見える血管の形だけで診断するものではありません。診察とあわせて血管エコー検査で静脈の逆流と太さを確認し、国際的に用いられているCEAP分類で状態を整理します。',
      sections: [
        {
          id: 'duplex-ultrasound',
          heading: '血管エコー(デュプレックス超音波)検査',
          blocks: [
            {
              kind: 'p',
              text: 'デュプレックス超音波検査は、血管の形を映す超音波画像と血液の流れを測るドプラ検査を組み合わせた方法で、下肢静脈瘤の診断の基本となる検査です。針を刺したり造影剤を使ったりすることはなく、皮膚にゼリーを塗ってプローブを当てて検査します。',
            },
            {
              kind: 'figure',
              image: 'ultrasound',
              alt: '立った姿勢の患者の脚に医師が超音波プローブを当て、横のモニターに静脈の断面画像と血流の波形が映っている様子を描いた図',
              caption: 'デュプレックス超音波で、静脈の形と血液の流れを同時に確認します。',
            },
            {
              kind: 'p',
              text: '逆流は重力の影響を受ける姿勢でよく現れるため、主に立った姿勢で検査します。ふくらはぎを手で押して離したり、お腹に力を入れていただいたり(バルサルバ法)して、弁がきちんと閉じるかを確認します。深部静脈、大伏在静脈と小伏在静脈、穿通枝、分枝の静脈を順に調べ、深部静脈に血栓や詰まりがないかもあわせて確認します。',
            },
          ],
        },
        {
          id: 'reflux',
          heading: '逆流時間の基準',
          blocks: [
            {
              kind: 'p',
              text: '弁が正常であれば、圧迫を解いたときに血液が逆向きに流れても、ごく短い時間で止まります。逆流が一定の時間より長く続く場合は、弁の働きが低下している、つまり病的な逆流と判断します。診療ガイドラインでよく用いられる基準は次のとおりです。',
            },
            {
              kind: 'table',
              caption: '病的な逆流とみなす一般的な基準',
              head: ['静脈', '逆流時間の基準'],
              rows: [
                ['表在静脈(大伏在静脈、小伏在静脈、分枝静脈)', '0.5秒を超える'],
                ['穿通枝', '0.5秒を超える'],
                ['深部静脈(大腿静脈、膝窩静脈)', '1.0秒を超える'],
              ],
            },
            {
              kind: 'note',
              text: '逆流時間は、検査の姿勢や方法によって変わることがあります。そのため、ひとつの数値だけで判断せず、症状や診察所見、静脈の太さをあわせて判断します。',
            },
          ],
        },
        {
          id: 'diameter',
          heading: '静脈の太さと形',
          blocks: [
            {
              kind: 'p',
              text: 'CEAP分類では、立った姿勢で測った直径をもとに広がった静脈を区別します。直径1mm未満の細い血管は毛細血管拡張(クモの巣状静脈瘤)、1~3mmの青い網目状の静脈は網目状静脈、3mm以上に広がった皮下の静脈は静脈瘤とみなします。',
            },
            {
              kind: 'p',
              text: 'エコー検査では、逆流のある大伏在静脈や小伏在静脈の直径、皮膚からの深さ、曲がり具合や長さも確認します。これらの情報は、治療が必要かどうかを判断し、治療する場合にどの方法が適しているかを選ぶために使われます。静脈の太さだけで治療の有無を決めることはなく、逆流の有無や症状もあわせて考えます。',
            },
          ],
        },
        {
          id: 'ceap',
          heading: 'CEAP分類',
          blocks: [
            {
              kind: 'p',
              text: 'CEAP分類は、慢性静脈疾患を臨床所見(C)、病因(E)、解剖学的部位(A)、病態生理(P)の4つの面から整理する国際的な分類です。このうち臨床分類(C)は、脚に現れた変化をC0からC6までに分けます。',
            },
            {
              kind: 'table',
              caption: 'CEAP臨床分類(C)',
              head: ['分類', '内容'],
              rows: [
                ['C0', '目で見て、または触れてわかる静脈疾患の徴候がない'],
                ['C1', '毛細血管拡張(クモの巣状静脈瘤)または網目状静脈'],
                ['C2', '静脈瘤(直径3mm以上に広がった皮下の静脈)'],
                ['C3', '静脈疾患によるむくみ(浮腫)'],
                ['C4', '静脈疾患による皮膚・皮下組織の変化(色素沈着、湿疹、脂肪皮膚硬化症、白色萎縮など)'],
                ['C5', '治癒した静脈性潰瘍'],
                ['C6', '治癒していない活動性の静脈性潰瘍'],
              ],
            },
            {
              kind: 'p',
              text: '症状がある場合は分類の後ろにs(symptomatic)、ない場合はa(asymptomatic)を付けて、C2sのように表します。病因(E)は先天性、一次性、二次性(例：深部静脈血栓症の後)に、解剖学的部位(A)は表在静脈、深部静脈、穿通枝に、病態生理(P)は逆流、閉塞またはその両方に分けます。',
            },
          ],
        },
        {
          id: 'results',
          heading: '診断結果の活かし方',
          blocks: [
            {
              kind: 'p',
              text: '診察所見とエコーの結果を総合すると、どの静脈から逆流が始まっているのか、病気がどの段階にあるのかがわかります。医師はこの結果をもとに、日常のケアと弾性ストッキングで十分か、硬化療法や手術・処置が必要かをご説明します。治療が必要な場合は、どの方法が適しているか、費用や健康保険の適用の有無もあわせてご案内します。検査結果をご覧になりながら、気になることをお気軽にお尋ねください。',
            },
          ],
        },
      ],
    },
  },
  'varicose/principles': {
    ko: {
      title: '하지정맥류 치료 원칙',
      description:
        '역류의 근원을 찾아 치료하고, 검사 결과에 따라 방법을 고르는 하지정맥류 치료 원칙과 치료 후 관리를 안내합니다.',
      lead: '하지정맥류 치료의 목표는 불편한 증상을 줄이고, 질환이 진행해 피부 변화나 궤양으로 이어지는 것을 막는 데 있습니다. 저희 의원은 검사로 원인을 확인한 뒤, 환자분의 상태와 생활에 맞는 방법을 함께 고릅니다.',
      sections: [
        {
          id: 'source',
          heading: '역류의 근원을 치료합니다',
          blocks: [
            {
              kind: 'p',
              text: '겉으로 튀어나온 혈관은 대개 결과이고, 원인은 그보다 위쪽이나 깊은 곳에 있는 경우가 많습니다. 대복재정맥이나 소복재정맥처럼 큰 표재정맥의 판막이 제대로 닫히지 않아 역류가 생기면, 그 압력이 가지 정맥으로 전달되어 혈관이 늘어납니다.',
            },
            {
              kind: 'p',
              text: '따라서 튀어나온 혈관만 없애면 역류의 원인이 남아 다시 혈관이 늘어날 수 있습니다. 초음파 검사로 역류가 시작되는 곳(근원)을 찾아 그 정맥을 먼저 치료하고, 남은 가지 정맥은 필요에 따라 함께 또는 나중에 정리하는 것이 기본 원칙입니다.',
            },
          ],
        },
        {
          id: 'choice',
          heading: '검사 결과에 따라 방법을 고릅니다',
          blocks: [
            {
              kind: 'p',
              text: '치료 방법은 한 가지로 정해져 있지 않습니다. 역류가 있는 정맥의 종류와 굵기, 깊이, 구불구불한 정도, 피부 변화 여부, 전신 건강 상태와 복용 중인 약, 그리고 회복 기간과 비용에 대한 환자분의 생각을 함께 고려합니다.',
            },
            {
              kind: 'list',
              items: [
                '열을 이용하는 방법(고주파 열폐쇄술, 레이저 열폐쇄술): 정맥 안에 가는 관을 넣어 열로 정맥을 닫습니다. 주변 조직을 보호하기 위해 정맥 주위에 국소마취액을 넣습니다.',
                '열을 쓰지 않는 방법(클라리베인, 플레보그리프, 베나실): 기계적 자극과 경화제, 또는 의료용 접착제로 정맥을 닫습니다.',
                '발거술: 문제가 된 정맥을 묶고 빼내는 수술로, 건강보험이 적용됩니다.',
                '혈관경화요법: 가는 정맥이나 남은 가지 정맥에 폴리도카놀 같은 경화제를 주사해 닫습니다.',
              ],
            },
            {
              kind: 'p',
              text: '각 방법의 장단점과 비용, 건강보험 적용 여부는 진료 때 자세히 설명해 드리며, 충분히 이해하신 뒤에 결정하시면 됩니다.',
            },
          ],
        },
        {
          id: 'conservative',
          heading: '보존 치료와 수술·시술',
          blocks: [
            {
              kind: 'p',
              text: '모든 하지정맥류가 바로 수술이나 시술을 필요로 하는 것은 아닙니다. 증상이 가볍거나 역류가 뚜렷하지 않은 경우, 임신 중이거나 건강 상태 때문에 시술을 미뤄야 하는 경우에는 보존 치료로 증상을 관리합니다.',
            },
            {
              kind: 'list',
              items: [
                '의료용 압박스타킹: 다리를 바깥에서 눌러 정맥에 피가 고이는 것을 줄여 줍니다.',
                '생활 습관 관리: 자주 걷기, 종아리 근육 운동, 쉴 때 다리 올리기, 적정 체중 유지',
                '약물 치료: 의사의 판단에 따라 다리의 무거움이나 부종을 덜어 주는 약을 처방할 수 있습니다.',
              ],
            },
            {
              kind: 'p',
              text: '보존 치료는 증상을 덜어 주는 데 도움이 되지만, 이미 기능이 떨어진 판막을 되돌리지는 못합니다. 역류가 확인되고 증상이 일상에 불편을 주거나 피부 변화가 나타난 경우에는 수술·시술을 고려합니다.',
            },
          ],
        },
        {
          id: 'aftercare',
          heading: '치료 후 관리',
          blocks: [
            {
              kind: 'p',
              text: '정맥 안에서 하는 시술은 대부분 국소마취로 진행하며, 시술 후 잠시 쉬었다가 걸어서 귀가하는 경우가 많습니다. 회복 기간과 일상 복귀 시기는 치료 방법과 개인에 따라 차이가 있습니다.',
            },
            {
              kind: 'list',
              items: [
                '시술 당일부터 가볍게 자주 걷는 것이 회복에 도움이 됩니다.',
                '압박스타킹 착용 여부와 기간은 치료 방법에 따라 다르므로 안내에 따라 주세요.',
                '일정 기간 사우나, 뜨거운 목욕, 무리한 운동은 피하는 것이 좋습니다.',
                '오래 서 있거나 앉아 있어야 할 때는 중간중간 발목을 움직여 주세요.',
              ],
            },
            {
              kind: 'p',
              text: '치료 후에는 멍, 당기는 느낌, 누르면 아픈 증상이 생길 수 있으며 대개 시간이 지나면서 줄어듭니다. 또한 정맥염, 피부 색소 침착, 신경 자극으로 인한 저림, 접착제나 경화제에 대한 알레르기 반응이 생길 수 있고, 드물게 심부정맥혈전증이 생길 수 있습니다.',
            },
            {
              kind: 'note',
              text: '치료 후 다리가 갑자기 많이 붓고 아프거나, 숨이 차거나 가슴이 아프면 바로 병원({{phone}})에 연락해 주세요. 진료 시간이 아니라면 가까운 응급실을 찾아 주세요.',
            },
          ],
        },
        {
          id: 'follow-up',
          heading: '정기적인 경과 관찰',
          blocks: [
            {
              kind: 'p',
              text: '치료 후에는 초음파 검사로 치료한 정맥이 잘 닫혔는지, 심부정맥에 혈전이 생기지 않았는지 확인합니다. 이후에도 의사가 안내하는 일정에 따라 경과를 살펴봅니다.',
            },
            {
              kind: 'p',
              text: '하지정맥류는 체질과 생활 환경의 영향을 받는 만성 질환이어서, 치료한 뒤에도 시간이 지나며 다른 정맥에 새로운 정맥류가 생길 수 있습니다. 다리에 다시 불편함이 느껴지거나 새로 튀어나온 혈관이 보이면 미루지 말고 진료를 받아 보세요. 작은 정맥류는 혈관경화요법 같은 방법으로 관리할 수 있는 경우도 있습니다.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Treatment principles',
      description:
        'Our principles for treating varicose veins: treat the source of reflux, choose the method by examination, and look after your legs after treatment.',
      lead: 'The aims of treating varicose veins are to relieve uncomfortable symptoms and to prevent the condition from progressing to skin changes or ulcers. At our clinic we first confirm the cause by examination, then choose together the method that suits your condition and your life.',
      sections: [
        {
          id: 'source',
          heading: 'We treat the source of the reflux',
          blocks: [
            {
              kind: 'p',
              text: 'Bulging veins on the surface are usually the result, and the cause often lies higher up or deeper. When the valves of a large superficial vein, such as the great or small saphenous vein, do not close properly and reflux develops, the pressure is passed on to the tributary veins and they widen.',
            },
            {
              kind: 'p',
              text: 'So if only the bulging veins are removed, the cause of the reflux remains and veins can widen again. The basic principle is to find where the reflux begins (its source) with ultrasound, treat that vein first, and deal with the remaining tributary veins at the same time or later, as needed.',
            },
          ],
        },
        {
          id: 'choice',
          heading: 'We choose the method by examination',
          blocks: [
            {
              kind: 'p',
              text: 'There is no single set method of treatment. We consider the type, diameter and depth of the refluxing vein, how twisted it is, whether there are skin changes, your general health and the medicines you take, and your own views on recovery time and cost.',
            },
            {
              kind: 'list',
              items: [
                'Methods using heat (radiofrequency ablation, endovenous laser ablation): a thin tube is placed inside the vein and the vein is closed with heat. A local anaesthetic solution is injected around the vein to protect the surrounding tissue.',
                'Methods without heat (ClariVein, Flebogrif, VenaSeal): the vein is closed with mechanical irritation and a sclerosant, or with a medical adhesive.',
                'Stripping: surgery that ties off and removes the affected vein; it is covered by national health insurance.',
                'Sclerotherapy: a sclerosant such as polidocanol is injected into small veins or remaining tributary veins to close them.',
              ],
            },
            {
              kind: 'p',
              text: 'We explain the advantages and drawbacks, costs and health insurance coverage of each method in detail at your consultation, and you can decide once you fully understand them.',
            },
          ],
        },
        {
          id: 'conservative',
          heading: 'Conservative care and procedures',
          blocks: [
            {
              kind: 'p',
              text: 'Not every case of varicose veins needs surgery or a procedure straight away. When symptoms are mild or reflux is not clear, or when a procedure should be postponed because of pregnancy or your health, symptoms are managed with conservative care.',
            },
            {
              kind: 'list',
              items: [
                'Medical compression stockings: pressure from outside the leg reduces the pooling of blood in the veins.',
                'Lifestyle care: walking often, calf muscle exercises, raising your legs when resting, and keeping a healthy weight',
                'Medication: depending on the doctor’s judgement, medicines that help relieve heaviness or swelling in the legs may be prescribed.',
              ],
            },
            {
              kind: 'p',
              text: 'Conservative care helps relieve symptoms, but it cannot restore valves that have already lost their function. When reflux is confirmed and the symptoms interfere with daily life, or skin changes appear, surgery or a procedure is considered.',
            },
          ],
        },
        {
          id: 'aftercare',
          heading: 'After treatment',
          blocks: [
            {
              kind: 'p',
              text: 'Most procedures performed inside the vein are done under local anaesthesia, and many patients rest for a while afterwards and then walk home. Recovery time and when you can return to daily activities differ with the treatment method and from person to person.',
            },
            {
              kind: 'list',
              items: [
                'Walking lightly and often from the day of the procedure helps recovery.',
                'Whether and for how long you need compression stockings depends on the treatment method, so please follow our instructions.',
                'For a while, please avoid saunas, hot baths and strenuous exercise.',
                'When you have to stand or sit for a long time, move your ankles now and then.',
              ],
            },
            {
              kind: 'p',
              text: 'After treatment you may have bruising, a pulling sensation or tenderness, which usually lessens over time. Phlebitis, skin pigmentation, numbness from nerve irritation or an allergic reaction to the adhesive or sclerosant may also occur, and, rarely, deep vein thrombosis.',
            },
            {
              kind: 'note',
              text: 'If after treatment your leg suddenly becomes very swollen and painful, or you become short of breath or have chest pain, please contact the clinic ({{phone}}) straight away. Outside opening hours, please go to the nearest emergency department.',
            },
          ],
        },
        {
          id: 'follow-up',
          heading: 'Regular follow-up',
          blocks: [
            {
              kind: 'p',
              text: 'After treatment we use ultrasound to check that the treated vein has closed well and that no clot has formed in the deep veins. After that, we continue to follow your progress on the schedule the doctor recommends.',
            },
            {
              kind: 'p',
              text: 'Varicose veins are a chronic condition influenced by constitution and lifestyle, so even after treatment new varicose veins can develop in other veins over time. If your legs become uncomfortable again or you notice new bulging veins, please do not put off seeing a doctor. Small varicose veins can sometimes be managed with methods such as sclerotherapy.',
            },
          ],
        },
      ],
    },
    cn: {
      title: '下肢静脉曲张治疗原则',
      description: '介绍找到反流根源进行治疗、根据检查结果选择方法的下肢静脉曲张治疗原则以及治疗后的管理。',
      lead: '下肢静脉曲张治疗的目标是减轻不适症状，并防止疾病进展为皮肤变化或溃疡。本院先通过检查确认病因，再与您一起选择适合您病情和生活的方法。',
      sections: [
        {
          id: 'source',
          heading: '治疗反流的根源',
          blocks: [
            {
              kind: 'p',
              text: '表面凸起的血管通常是结果，而原因往往位于更上方或更深处。当大隐静脉、小隐静脉等较大浅静脉的瓣膜无法正常关闭而出现反流时，压力会传递到分支静脉，使血管扩张。',
            },
            {
              kind: 'p',
              text: '因此，如果只去除凸起的血管，反流的原因依然存在，血管可能再次扩张。基本原则是：通过超声检查找到反流开始的部位（根源），先治疗这条静脉，剩余的分支静脉再根据需要同时或日后处理。',
            },
          ],
        },
        {
          id: 'choice',
          heading: '根据检查结果选择方法',
          blocks: [
            {
              kind: 'p',
              text: '治疗方法并不是固定的一种。我们会综合考虑存在反流的静脉的种类、粗细、深度、迂曲程度、有无皮肤变化、全身健康状况和正在服用的药物，以及您对恢复时间和费用的想法。',
            },
            {
              kind: 'list',
              items: [
                '利用热能的方法（射频热闭合术、激光热闭合术）：将细导管插入静脉内，用热能闭合静脉。为保护周围组织，会在静脉周围注入局部麻醉液。',
                '不使用热能的方法（ClariVein、Flebogrif、VenaSeal）：通过机械刺激加硬化剂，或使用医用胶闭合静脉。',
                '静脉剥脱术：结扎并抽出病变静脉的手术，适用健康保险。',
                '硬化剂治疗：向细小静脉或剩余的分支静脉注射聚多卡醇等硬化剂使其闭合。',
              ],
            },
            {
              kind: 'p',
              text: '各种方法的优缺点、费用以及是否适用健康保险，我们会在就诊时详细说明，您可以在充分理解后再做决定。',
            },
          ],
        },
        {
          id: 'conservative',
          heading: '保守治疗与手术、微创治疗',
          blocks: [
            {
              kind: 'p',
              text: '并非所有下肢静脉曲张都需要立即进行手术或微创治疗。症状较轻或反流不明显时，以及因妊娠或健康原因需要推迟治疗时，会通过保守治疗来控制症状。',
            },
            {
              kind: 'list',
              items: [
                '医用弹力袜：从腿部外侧加压，减少血液在静脉内淤积。',
                '生活习惯管理：经常走路、锻炼小腿肌肉、休息时抬高双腿、保持适当体重',
                '药物治疗：根据医生的判断，可能会开具有助于减轻腿部沉重感或水肿的药物。',
              ],
            },
            {
              kind: 'p',
              text: '保守治疗有助于缓解症状，但无法使已经失去功能的瓣膜恢复。当确认存在反流，且症状影响日常生活或出现皮肤变化时，会考虑手术或微创治疗。',
            },
          ],
        },
        {
          id: 'aftercare',
          heading: '治疗后的管理',
          blocks: [
            {
              kind: 'p',
              text: '在静脉内进行的微创治疗大多在局部麻醉下进行，很多患者在治疗后稍作休息即可步行回家。恢复时间和恢复日常生活的时间因治疗方法和个人情况而异。',
            },
            {
              kind: 'list',
              items: [
                '从治疗当天起经常轻松地走动，有助于恢复。',
                '是否需要穿医用弹力袜以及穿多长时间因治疗方法而异，请遵照医嘱。',
                '一段时间内请避免桑拿、热水浴和剧烈运动。',
                '需要长时间站立或坐着时，请不时活动脚踝。',
              ],
            },
            {
              kind: 'p',
              text: '治疗后可能出现淤青、牵拉感或按压痛，通常会随时间逐渐减轻。此外，还可能出现静脉炎、皮肤色素沉着、神经刺激引起的麻木、对医用胶或硬化剂的过敏反应，少数情况下可能发生深静脉血栓。',
            },
            {
              kind: 'note',
              text: '如果治疗后腿部突然明显肿胀疼痛，或出现呼吸困难、胸痛，请立即联系本院（{{phone}}）。如在非诊疗时间，请前往就近的急诊。',
            },
          ],
        },
        {
          id: 'follow-up',
          heading: '定期随访观察',
          blocks: [
            {
              kind: 'p',
              text: '治疗后，我们会通过超声检查确认治疗的静脉是否闭合良好，深静脉内是否形成血栓。之后也会按照医生安排的时间继续观察病情变化。',
            },
            {
              kind: 'p',
              text: '下肢静脉曲张是受体质和生活环境影响的慢性疾病，即使治疗后，随着时间推移，其他静脉也可能出现新的曲张。如果腿部再次感到不适或看到新凸起的血管，请不要拖延，及时就诊。较小的静脉曲张有时可以通过硬化剂治疗等方法进行管理。',
            },
          ],
        },
      ],
    },
    jp: {
      title: '下肢静脈瘤の治療の原則',
      description:
        '逆流の原因となる静脈を見つけて治療し、検査結果に応じて方法を選ぶ、下肢静脈瘤の治療の原則と治療後のケアをご案内します。',
      lead: '下肢静脈瘤の治療の目的は、つらい症状を和らげ、病気が進んで皮膚の変化や潰瘍につながるのを防ぐことです。当院では検査で原因を確認したうえで、患者さまの状態と生活に合った方法を一緒に選びます。',
      sections: [
        {
          id: 'source',
          heading: '逆流のもとを治療します',
          blocks: [
            {
              kind: 'p',
              text: '表面に浮き出た血管はたいてい結果であり、原因はそれより上のほうや深いところにあることが多いものです。大伏在静脈や小伏在静脈のような大きな表在静脈の弁がきちんと閉じずに逆流が起こると、その圧力が分枝の静脈に伝わって血管が広がります。',
            },
            {
              kind: 'p',
              text: 'そのため、浮き出た血管だけを取り除いても逆流の原因が残り、再び血管が広がることがあります。エコー検査で逆流が始まる場所(もと)を見つけてその静脈を先に治療し、残った分枝の静脈は必要に応じて同時に、または後日処置するのが基本の原則です。',
            },
          ],
        },
        {
          id: 'choice',
          heading: '検査結果に応じて方法を選びます',
          blocks: [
            {
              kind: 'p',
              text: '治療方法はひとつに決まっているわけではありません。逆流のある静脈の種類や太さ、深さ、曲がり具合、皮膚の変化の有無、全身の健康状態と服用中のお薬、そして回復期間や費用についての患者さまのお考えをあわせて検討します。',
            },
            {
              kind: 'list',
              items: [
                '熱を使う方法(高周波焼灼術、レーザー焼灼術)：静脈の中に細い管を入れ、熱で静脈を閉じます。周りの組織を守るため、静脈の周囲に局所麻酔液を注入します。',
                '熱を使わない方法(クラリベイン、フレボグリフ、ベナシール)：機械的な刺激と硬化剤、または医療用接着剤で静脈を閉じます。',
                'ストリッピング手術(抜去術)：問題のある静脈を縛って抜き取る手術で、健康保険が適用されます。',
                '硬化療法：細い静脈や残った分枝の静脈に、ポリドカノールなどの硬化剤を注射して閉じます。',
              ],
            },
            {
              kind: 'p',
              text: 'それぞれの方法の長所と短所、費用、健康保険の適用の有無は診療の際に詳しくご説明しますので、十分にご理解いただいたうえでお決めください。',
            },
          ],
        },
        {
          id: 'conservative',
          heading: '保存療法と手術・処置',
          blocks: [
            {
              kind: 'p',
              text: 'すべての下肢静脈瘤がすぐに手術や処置を必要とするわけではありません。症状が軽い場合や逆流がはっきりしない場合、妊娠中や健康状態のために処置を先に延ばすべき場合は、保存療法で症状をコントロールします。',
            },
            {
              kind: 'list',
              items: [
                '医療用弾性ストッキング：脚を外側から圧迫し、静脈に血液がたまるのを減らします。',
                '生活習慣の見直し：こまめに歩く、ふくらはぎの筋肉を動かす、休むときに脚を高くする、適正体重を保つ',
                '薬物療法：医師の判断により、脚の重さやむくみを和らげるお薬を処方することがあります。',
              ],
            },
            {
              kind: 'p',
              text: '保存療法は症状を和らげるのに役立ちますが、すでに働きが低下した弁を元に戻すことはできません。逆流が確認され、症状が日常生活に支障をきたしている場合や皮膚の変化が現れた場合は、手術・処置を検討します。',
            },
          ],
        },
        {
          id: 'aftercare',
          heading: '治療後のケア',
          blocks: [
            {
              kind: 'p',
              text: '静脈の中で行う処置の多くは局所麻酔で行い、処置後しばらく休んでから歩いて帰宅される方が多くいらっしゃいます。回復期間や日常生活に戻る時期は、治療方法や個人によって差があります。',
            },
            {
              kind: 'list',
              items: [
                '処置当日から軽く、こまめに歩くことが回復に役立ちます。',
                '弾性ストッキングを着用するかどうかと着用期間は治療方法によって異なりますので、案内に従ってください。',
                'しばらくの間は、サウナや熱いお風呂、激しい運動は控えたほうがよいでしょう。',
                '長時間立ったり座ったりしなければならないときは、ときどき足首を動かしてください。',
              ],
            },
            {
              kind: 'p',
              text: '治療後には内出血や突っ張る感じ、押すと痛む症状が出ることがあり、多くは時間とともに和らぎます。また、静脈炎、皮膚の色素沈着、神経への刺激によるしびれ、接着剤や硬化剤に対するアレルギー反応が起こることがあり、まれに深部静脈血栓症が起こることもあります。',
            },
            {
              kind: 'note',
              text: '治療後に脚が急にひどく腫れて痛む場合や、息苦しさや胸の痛みがある場合は、すぐに当院({{phone}})へご連絡ください。診療時間外の場合は、お近くの救急外来を受診してください。',
            },
          ],
        },
        {
          id: 'follow-up',
          heading: '定期的な経過観察',
          blocks: [
            {
              kind: 'p',
              text: '治療後は、エコー検査で治療した静脈がきちんと閉じているか、深部静脈に血栓ができていないかを確認します。その後も、医師がご案内する日程に沿って経過を見ていきます。',
            },
            {
              kind: 'p',
              text: '下肢静脈瘤は体質や生活環境の影響を受ける慢性の病気のため、治療した後も、時間とともにほかの静脈に新たな静脈瘤ができることがあります。脚に再び不快感を覚えたり、新たに浮き出た血管に気づいたりしたら、先延ばしにせず受診してください。小さな静脈瘤は、硬化療法などの方法でケアできる場合もあります。',
            },
          ],
        },
      ],
    },
  },
  'non-surgical/stockings': {
    ko: {
      title: '의료용 압박스타킹',
      description:
        '의료용 압박스타킹의 작용 원리, 압박 등급, 고르는 법과 신는 법, 관리 방법, 착용을 피해야 하는 경우를 안내합니다.',
      lead: '의료용 압박스타킹은 다리에 단계적인 압력을 주어 정맥혈이 심장 쪽으로 잘 돌아가도록 돕는 기본적인 보존 치료입니다. 다리가 무겁고 붓는 증상을 덜어 주는 데 도움이 되지만, 이미 늘어난 정맥을 없애거나 망가진 판막을 되돌리지는 못합니다. 어떤 압력과 길이가 맞는지는 혈관 초음파 검사와 진찰 후 의사가 함께 정해 드립니다.',
      sections: [
        {
          id: 'how-it-works',
          heading: '압박스타킹은 어떻게 작용하나요',
          blocks: [
            {
              kind: 'p',
              text: '의료용 압박스타킹은 발목을 강하게 누르고 종아리와 허벅지로 올라갈수록 압력이 점차 약해지도록 만들어져 있습니다. 이렇게 단계적으로 압력을 주면 늘어난 정맥의 지름이 줄어들어 판막이 조금 더 잘 맞물리고, 다리에 고여 있던 혈액이 심장 쪽으로 올라가기 쉬워집니다. 걸을 때 종아리 근육이 정맥을 짜 주는 작용(근육 펌프)도 더 효율적으로 이루어집니다.',
            },
            {
              kind: 'p',
              text: '그 결과 저녁에 심해지는 다리 부종, 무거움, 피로감, 저림 같은 증상이 줄어드는 경우가 많습니다. 또한 정맥류 시술이나 수술 뒤에는 멍과 붓기를 줄이고 회복을 돕기 위해 일정 기간 착용을 권합니다. 다만 스타킹은 신고 있는 동안 증상을 관리하는 방법이어서, 역류의 원인이 되는 정맥 자체를 치료하지는 않습니다.',
            },
            {
              kind: 'figure',
              image: 'stockings',
              alt: '무릎 아래까지 오는 의료용 압박스타킹을 신은 다리 그림. 발목에서 압력이 강하고 종아리 위쪽으로 갈수록 약해지는 단계적 압박을 색의 진하기로 표시했습니다.',
              caption: '발목에서 위쪽으로 갈수록 압력이 약해지는 단계적 압박',
            },
          ],
        },
        {
          id: 'pressure-classes',
          heading: '압박 등급',
          blocks: [
            {
              kind: 'p',
              text: '스타킹의 강도는 발목에서 재는 압력(mmHg)으로 표시합니다. 강할수록 좋은 것이 아니라, 증상과 다리 상태에 맞는 강도가 중요합니다. 너무 약하면 도움이 적고, 너무 강하면 신고 벗기 어렵거나 피부와 혈액순환에 부담이 될 수 있습니다. 아래는 일반적인 구분이며, 선택은 진찰 후 의사와 상의해 주세요.',
            },
            {
              kind: 'table',
              caption: '압박 강도에 따른 일반적인 쓰임',
              head: ['압박 강도 (발목 기준)', '흔히 쓰이는 경우'],
              rows: [
                ['약 15~20 mmHg (약한 압박)', '오래 서 있거나 앉아 있어 생기는 다리 피로, 가벼운 부종'],
                ['약 20~30 mmHg (중간 압박)', '하지정맥류 증상 관리, 시술이나 수술 후 회복 기간'],
                ['약 30~40 mmHg (강한 압박)', '부종이 심하거나 피부 변화가 있는 등 의사가 필요하다고 판단할 때'],
                ['약 40 mmHg 이상 (매우 강한 압박)', '림프부종 등 특수한 경우, 의사의 처방에 따라'],
              ],
            },
            {
              kind: 'note',
              text: '등급 기준과 수치는 나라와 제조사에 따라 조금씩 다르므로, 제품에 적힌 압력과 길이를 확인해 진료 시 안내받은 강도로 고르시기 바랍니다.',
            },
          ],
        },
        {
          id: 'choosing',
          heading: '스타킹 고르기',
          blocks: [
            {
              kind: 'p',
              text: '압박스타킹은 압력뿐 아니라 길이와 치수가 맞아야 제대로 효과를 냅니다. 다리 붓기가 적은 아침에 발목 둘레, 종아리에서 굵은 부분의 둘레, 필요하면 허벅지 둘레와 다리 길이를 재어 제조사의 치수표에 맞춰 고릅니다.',
            },
            {
              kind: 'list',
              items: [
                '무릎형: 종아리까지 오는 형태로 신고 벗기 쉬워 흔히 사용합니다. 증상이 주로 종아리에 있을 때 적합합니다.',
                '허벅지형: 허벅지까지 올라오는 형태로, 정맥류가 허벅지까지 있거나 허벅지 쪽 시술 후에 권하기도 합니다.',
                '팬티스타킹형: 양쪽 다리와 골반까지 감싸는 형태로, 임신 중이거나 양쪽 다리 전체에 증상이 있을 때 고려합니다.',
                '발끝이 트인 제품과 막힌 제품이 있으며, 발가락이 답답하거나 발 크기가 맞지 않을 때는 트인 제품이 편할 수 있습니다.',
              ],
            },
          ],
        },
        {
          id: 'wearing',
          heading: '올바르게 신는 방법',
          blocks: [
            {
              kind: 'p',
              text: '압박스타킹은 다리가 붓기 전인 아침에 신고, 잠자리에 들기 전에 벗는 것이 기본입니다. 시술이나 수술 뒤에는 밤에도 신도록 안내하는 경우가 있으니 진료 시 들은 방법을 따라 주세요. 처음에는 신기 어렵게 느껴질 수 있지만 아래 순서대로 하면 한결 수월합니다.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '스타킹 안으로 손을 넣어 발뒤꿈치 부분을 잡고, 발 부분만 남기고 겉과 안을 뒤집습니다.',
                '발을 끝까지 넣고 뒤꿈치 위치를 정확히 맞춥니다.',
                '나머지 부분을 조금씩 펴 가며 다리 위쪽으로 끌어올립니다. 한 번에 당기지 말고 손바닥으로 고르게 펴 주세요.',
                '주름이 생기지 않았는지 확인합니다. 윗부분을 접거나 말아 두면 그 자리가 조여 오히려 혈액순환을 방해하므로 피해야 합니다.',
                '고무장갑을 끼면 잡기 쉽고 손톱에 올이 나가는 것도 줄일 수 있습니다. 착용 보조기구를 쓰는 방법도 있습니다.',
              ],
            },
          ],
        },
        {
          id: 'care',
          heading: '세탁과 관리',
          blocks: [
            {
              kind: 'p',
              text: '압박스타킹의 압력은 탄력 섬유에서 나오기 때문에, 관리 방법에 따라 효과가 유지되는 기간이 달라집니다. 피부의 땀과 기름이 탄력을 떨어뜨릴 수 있어 자주 세탁하는 것이 좋습니다.',
            },
            {
              kind: 'list',
              items: [
                '미지근한 물에 중성세제로 손빨래하고, 비틀어 짜지 말고 수건으로 눌러 물기를 뺍니다.',
                '그늘에서 평평하게 펴서 말립니다. 건조기, 다리미, 직사광선, 난로 근처는 섬유를 상하게 합니다.',
                '매일 신는다면 두 켤레를 번갈아 신으면 세탁과 건조가 편하고 탄력도 오래 유지됩니다.',
                '신었을 때 헐렁하게 느껴지거나 올이 나가고 늘어났다면 압력이 약해진 것이므로 새 제품으로 바꿔 주세요.',
              ],
            },
          ],
        },
        {
          id: 'who-should-not',
          heading: '착용을 피하거나 주의가 필요한 분',
          blocks: [
            {
              kind: 'p',
              text: '압박스타킹은 비교적 안전한 치료이지만, 모든 분께 맞는 것은 아닙니다. 다음과 같은 경우에는 착용 전에 반드시 의사와 상의해 주세요. 필요하면 동맥 혈류를 확인하는 검사를 먼저 하기도 합니다.',
            },
            {
              kind: 'list',
              items: [
                '말초동맥질환 등으로 다리로 가는 동맥 혈류가 부족한 분',
                '당뇨병성 신경병증 등으로 다리 감각이 둔해 압박으로 인한 상처를 알아차리기 어려운 분',
                '심한 심부전으로 다리가 붓는 분',
                '다리 피부에 감염, 진물이 나는 습진, 상처가 있거나 피부가 매우 약한 분',
                '스타킹 소재에 알레르기가 있는 분, 다리 모양 때문에 치수가 맞지 않는 분',
              ],
            },
            {
              kind: 'note',
              text: '신고 있는 동안 발가락이 저리거나 차가워지고, 색이 창백하거나 보랏빛으로 변하거나, 통증이나 피부 상처가 생기면 바로 벗고 병원에 알려 주세요.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Medical compression stockings',
      description:
        'How medical compression stockings work, pressure classes, how to choose, wear and care for them, and who should not wear them.',
      lead: 'Medical compression stockings apply graduated pressure to the leg to help venous blood return towards the heart. They are a basic conservative treatment. They can help relieve heavy, swollen legs, but they cannot remove veins that have already widened or repair damaged valves. Which pressure and length suit you is decided together with the doctor after a vascular ultrasound examination and consultation.',
      sections: [
        {
          id: 'how-it-works',
          heading: 'How do compression stockings work?',
          blocks: [
            {
              kind: 'p',
              text: 'Medical compression stockings press firmly at the ankle, and the pressure gradually decreases up the calf and thigh. This graduated pressure narrows widened veins so that the valves close a little better, and blood that has pooled in the legs can move up towards the heart more easily. The squeezing action of the calf muscles on the veins when you walk (the muscle pump) also works more efficiently.',
            },
            {
              kind: 'p',
              text: 'As a result, symptoms such as swelling that gets worse in the evening, heaviness, tiredness and tingling often ease. After varicose vein procedures or surgery we also recommend wearing stockings for a period to reduce bruising and swelling and to support recovery. Stockings, however, manage symptoms while you wear them; they do not treat the veins that cause the reflux.',
            },
            {
              kind: 'figure',
              image: 'stockings',
              alt: 'Illustration of a leg wearing a knee-high medical compression stocking. Shading shows graduated compression: strongest at the ankle and weaker towards the top of the calf.',
              caption: 'Graduated compression: the pressure decreases from the ankle upwards',
            },
          ],
        },
        {
          id: 'pressure-classes',
          heading: 'Pressure classes',
          blocks: [
            {
              kind: 'p',
              text: 'The strength of a compression stocking is given as the pressure measured at the ankle (mmHg). Stronger is not automatically better; what matters is a strength that suits your symptoms and the condition of your legs. Too little pressure helps little, and too much can make the stockings hard to put on and take off or strain the skin and circulation. Below is a commonly used classification; please choose together with the doctor after your examination.',
            },
            {
              kind: 'table',
              caption: 'Typical uses by compression strength',
              head: ['Compression (at the ankle)', 'Typical use'],
              rows: [
                ['About 15–20 mmHg (light)', 'Tired legs and mild swelling from long periods of standing or sitting'],
                [
                  'About 20–30 mmHg (moderate)',
                  'Managing varicose vein symptoms; recovery after a procedure or surgery',
                ],
                [
                  'About 30–40 mmHg (firm)',
                  'When the doctor judges it necessary, for example marked swelling or skin changes',
                ],
                [
                  'About 40 mmHg or more (very firm)',
                  'In special cases such as lymphoedema, on a doctor’s prescription',
                ],
              ],
            },
            {
              kind: 'note',
              text: 'The classes and their values differ slightly between countries and manufacturers, so check the pressure and length printed on the product and choose the strength you were advised at your consultation.',
            },
          ],
        },
        {
          id: 'choosing',
          heading: 'Choosing stockings',
          blocks: [
            {
              kind: 'p',
              text: 'Compression stockings need the right length and size, not just the right pressure, to work properly. In the morning, when your legs are least swollen, measure the ankle, the widest part of the calf and, if needed, the thigh and leg length, and choose according to the manufacturer’s size chart.',
            },
            {
              kind: 'list',
              items: [
                'Knee-high: reaches the calf and is easy to put on and take off, so it is widely used. Suitable when symptoms are mainly in the calf.',
                'Thigh-high: reaches the thigh; sometimes recommended when varicose veins extend to the thigh or after a procedure on the thigh.',
                'Tights (pantyhose): cover both legs and the pelvis; considered during pregnancy or when both whole legs have symptoms.',
                'There are open-toe and closed-toe versions; open-toe ones may be more comfortable if your toes feel constricted or the foot size does not fit.',
              ],
            },
          ],
        },
        {
          id: 'wearing',
          heading: 'How to put them on correctly',
          blocks: [
            {
              kind: 'p',
              text: 'As a rule, put compression stockings on in the morning before your legs swell and take them off before going to bed. After a procedure or surgery you may be asked to wear them at night as well, so please follow the instructions you were given. They can feel difficult to put on in the beginning, but the steps below make it much easier.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'Put your hand inside the stocking, grip the heel, and turn the rest of the stocking inside out down to the heel.',
                'Slide your foot all the way in and line up the heel exactly.',
                'Ease the rest of the stocking up the leg little by little. Do not pull it up in one go; smooth it evenly with your palms.',
                'Check that there are no wrinkles. Do not fold or roll down the top band: it will constrict the leg there and hinder circulation.',
                'Rubber gloves give a better grip and help prevent snags from fingernails. A donning aid can also be used.',
              ],
            },
          ],
        },
        {
          id: 'care',
          heading: 'Washing and care',
          blocks: [
            {
              kind: 'p',
              text: 'The pressure of a compression stocking comes from its elastic fibres, so how you care for it affects how long it keeps working. Sweat and oils from the skin can weaken the elasticity, so washing them often is a good idea.',
            },
            {
              kind: 'list',
              items: [
                'Hand-wash in lukewarm water with a mild detergent; do not wring them, but press out the water with a towel.',
                'Dry them flat in the shade. Tumble dryers, irons, direct sunlight and heaters damage the fibres.',
                'If you wear them every day, alternating two pairs makes washing and drying easier and helps them keep their elasticity longer.',
                'If they feel loose when worn, or are snagged or stretched, the pressure has weakened and it is time for a new pair.',
              ],
            },
          ],
        },
        {
          id: 'who-should-not',
          heading: 'Who should not wear them, or should take care',
          blocks: [
            {
              kind: 'p',
              text: 'Compression stockings are a relatively safe treatment, but they are not right for everyone. In the following cases, please talk to the doctor before wearing them. Sometimes a test of the arterial blood flow is done beforehand.',
            },
            {
              kind: 'list',
              items: [
                'People whose arterial blood flow to the legs is reduced, for example by peripheral arterial disease',
                'People with reduced sensation in the legs, for example from diabetic neuropathy, who may not notice pressure injuries',
                'People whose legs swell because of severe heart failure',
                'People with a skin infection, weeping eczema or wounds on the legs, or very fragile skin',
                'People allergic to the stocking material, or whose leg shape prevents a proper fit',
              ],
            },
            {
              kind: 'note',
              text: 'If, while wearing them, your toes go numb or cold, turn pale or bluish, or you develop pain or a skin wound, take the stockings off at once and let the clinic know.',
            },
          ],
        },
      ],
    },
    cn: {
      title: '医用压力袜',
      description: '介绍医用压力袜的作用原理、压力等级、挑选与穿戴方法、保养方法，以及哪些人不宜穿着。',
      lead: '医用压力袜通过对腿部施加阶梯式压力，帮助静脉血回流到心脏，是一种基础的保守治疗。它有助于减轻腿部沉重、肿胀等症状，但不能消除已经扩张的静脉，也不能修复已受损的瓣膜。适合您的压力和长度，将在血管超声检查和诊察后由医生与您一起确定。',
      sections: [
        {
          id: 'how-it-works',
          heading: '压力袜是如何起作用的',
          blocks: [
            {
              kind: 'p',
              text: '医用压力袜在脚踝处压力较大，越往小腿和大腿方向压力逐渐减小。这样的阶梯式压力可以缩小扩张静脉的直径，使瓣膜闭合得更好一些，积聚在腿部的血液也更容易向心脏方向回流。走路时小腿肌肉挤压静脉的作用（肌肉泵）也能更有效地发挥。',
            },
            {
              kind: 'p',
              text: '因此，傍晚加重的腿部肿胀、沉重感、疲劳感和麻木感等症状往往会有所减轻。在静脉曲张微创治疗或手术后，我们也会建议穿着一段时间，以减轻淤青和肿胀、帮助恢复。不过，压力袜是在穿着期间控制症状的方法，并不能治疗造成反流的静脉本身。',
            },
            {
              kind: 'figure',
              image: 'stockings',
              alt: '穿着及膝医用压力袜的腿部示意图。以颜色深浅表示阶梯式压力：脚踝处较强，越往小腿上方越弱。',
              caption: '从脚踝向上压力逐渐减小的阶梯式压迫',
            },
          ],
        },
        {
          id: 'pressure-classes',
          heading: '压力等级',
          blocks: [
            {
              kind: 'p',
              text: '压力袜的强度以在脚踝处测得的压力（mmHg）表示。压力并非越强效果越好，重要的是选择适合症状和腿部状况的强度。压力太弱帮助不大，太强则可能难以穿脱，或给皮肤和血液循环带来负担。以下是常用的分级，实际选择请在诊察后与医生商量。',
            },
            {
              kind: 'table',
              caption: '不同压力强度的一般用途',
              head: ['压力强度（以脚踝为准）', '常见用途'],
              rows: [
                ['约15~20 mmHg（轻度压力）', '缓解久站或久坐引起的腿部疲劳和轻度肿胀'],
                ['约20~30 mmHg（中度压力）', '控制下肢静脉曲张症状；微创治疗或手术后的恢复期'],
                ['约30~40 mmHg（高度压力）', '肿胀明显或有皮肤改变等，医生判断有需要时'],
                ['约40 mmHg以上（极高压力）', '仅限淋巴水肿等特殊情况，遵医嘱使用'],
              ],
            },
            {
              kind: 'note',
              text: '不同国家和厂家的分级标准和数值略有差异，请确认产品上标注的压力和长度，按就诊时医生建议的强度选择。',
            },
          ],
        },
        {
          id: 'choosing',
          heading: '如何挑选压力袜',
          blocks: [
            {
              kind: 'p',
              text: '压力袜不仅压力要合适，长度和尺码也要合适才能发挥应有的效果。请在腿部肿胀较轻的早晨测量脚踝周长、小腿较粗处的周长，必要时测量大腿周长和腿长，再对照厂家的尺码表选择。',
            },
            {
              kind: 'list',
              items: [
                '及膝型：长度到小腿，穿脱方便，是常用的类型。适合症状主要在小腿的情况。',
                '及大腿型：长度到大腿，静脉曲张延伸到大腿或大腿部位治疗后，有时会建议使用。',
                '连裤袜型：包裹双腿和骨盆，怀孕期间或双腿整体都有症状时可以考虑。',
                '有露趾和包趾两种款式；如果脚趾感到憋闷或脚部尺码不合适，露趾款可能更舒适。',
              ],
            },
          ],
        },
        {
          id: 'wearing',
          heading: '正确的穿着方法',
          blocks: [
            {
              kind: 'p',
              text: '原则上，压力袜应在腿部肿胀之前的早晨穿上，睡前脱下。微创治疗或手术后，有时会要求夜间也穿着，请按照就诊时的说明进行。刚开始可能觉得不好穿，按照以下步骤会容易得多。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '把手伸进袜子里捏住脚跟部位，只留下脚掌部分，把袜子里外翻过来。',
                '把脚完全伸进去，对准脚跟的位置。',
                '把其余部分一点一点展开，向腿的上方拉。不要一次用力拉，用手掌均匀抚平。',
                '确认没有褶皱。不要把袜口折起或卷下来，否则该处会勒紧，反而妨碍血液循环。',
                '戴上橡胶手套更容易抓握，也能减少指甲刮丝。也可以使用穿袜辅助器。',
              ],
            },
          ],
        },
        {
          id: 'care',
          heading: '清洗与保养',
          blocks: [
            {
              kind: 'p',
              text: '压力袜的压力来自弹性纤维，因此保养方法会影响效果维持的时间。皮肤的汗液和油脂会降低弹性，所以建议经常清洗。',
            },
            {
              kind: 'list',
              items: [
                '用温水和中性洗涤剂手洗，不要拧干，用毛巾按压吸去水分。',
                '在阴凉处平铺晾干。烘干机、熨斗、阳光直射和暖炉附近都会损伤纤维。',
                '如果每天穿着，准备两双轮换，方便清洗和晾干，弹性也能保持得更久。',
                '穿上后感觉松垮，或者出现抽丝、变形，说明压力已经减弱，请更换新的。',
              ],
            },
          ],
        },
        {
          id: 'who-should-not',
          heading: '不宜穿着或需要注意的人',
          blocks: [
            {
              kind: 'p',
              text: '压力袜是一种比较安全的治疗方法，但并不适合所有人。有以下情况时，请务必在穿着前与医生商量。必要时会先进行检查，确认动脉血流情况。',
            },
            {
              kind: 'list',
              items: [
                '因外周动脉疾病等原因，流向腿部的动脉血流不足的人',
                '因糖尿病周围神经病变等原因腿部感觉迟钝，难以察觉压迫造成的伤口的人',
                '因严重心力衰竭导致腿部肿胀的人',
                '腿部皮肤有感染、渗液性湿疹、伤口，或皮肤非常脆弱的人',
                '对袜子材料过敏，或因腿型原因无法选到合适尺码的人',
              ],
            },
            {
              kind: 'note',
              text: '穿着期间如果脚趾发麻、发凉，颜色变得苍白或发紫，或出现疼痛、皮肤破损，请立即脱下并告知医院。',
            },
          ],
        },
      ],
    },
    jp: {
      title: '医療用弾性ストッキング',
      description:
        '医療用弾性ストッキングの働き、圧迫の強さの区分、選び方と履き方、お手入れ、着用を避けるべき場合についてご案内します。',
      lead: '医療用弾性ストッキングは、脚に段階的な圧力をかけて静脈の血液が心臓へ戻りやすくなるよう助ける、基本的な保存療法です。脚の重さやむくみを和らげるのに役立ちますが、すでに広がった静脈をなくしたり、壊れた弁を元に戻したりすることはできません。どの強さと長さが合うかは、血管超音波検査と診察の後に医師が一緒に決めます。',
      sections: [
        {
          id: 'how-it-works',
          heading: '弾性ストッキングはどのように働くのですか',
          blocks: [
            {
              kind: 'p',
              text: '医療用弾性ストッキングは、足首を強く締め付け、ふくらはぎや太ももへ上がるにつれて圧力が徐々に弱くなるように作られています。このように段階的に圧力をかけると、広がった静脈の径が小さくなって弁が少しかみ合いやすくなり、脚にたまっていた血液が心臓の方へ戻りやすくなります。歩くときにふくらはぎの筋肉が静脈を絞る働き（筋ポンプ）も、より効率よく行われます。',
            },
            {
              kind: 'p',
              text: 'その結果、夕方にひどくなる脚のむくみ、重さ、だるさ、しびれなどの症状が軽くなることが多くあります。また、静脈瘤の治療や手術の後には、あざやむくみを抑えて回復を助けるため、一定期間の着用をおすすめします。ただしストッキングは履いている間の症状を管理する方法であり、逆流の原因となる静脈そのものを治療するものではありません。',
            },
            {
              kind: 'figure',
              image: 'stockings',
              alt: '膝下までの医療用弾性ストッキングを履いた脚のイラスト。足首で強く、ふくらはぎの上に行くほど弱くなる段階的な圧迫を色の濃さで示しています。',
              caption: '足首から上へ行くほど圧力が弱くなる段階的圧迫',
            },
          ],
        },
        {
          id: 'pressure-classes',
          heading: '圧迫の強さの区分',
          blocks: [
            {
              kind: 'p',
              text: '弾性ストッキングの強さは、足首で測る圧力（mmHg）で表示されます。圧力が強いほど効果が高いというわけではなく、症状や脚の状態に合った強さを選ぶことが大切です。弱すぎると効果が少なく、強すぎると着脱が難しくなったり、皮膚や血流に負担がかかったりします。以下は一般的に使われる区分です。実際の選択は診察後に医師とご相談ください。',
            },
            {
              kind: 'table',
              caption: '圧迫の強さによる一般的な用途',
              head: ['圧迫の強さ（足首）', 'よく使われる場合'],
              rows: [
                ['約15〜20 mmHg（弱圧）', '長時間の立ち仕事や座り仕事による脚の疲れ、軽いむくみの管理'],
                ['約20〜30 mmHg（中圧）', '下肢静脈瘤の症状管理、治療や手術後の回復期間'],
                ['約30〜40 mmHg（強圧）', 'むくみが強い、皮膚に変化があるなど、医師が必要と判断した場合'],
                ['約40 mmHg以上（非常に強い圧）', 'リンパ浮腫など特別な場合に限り、医師の処方に従って'],
              ],
            },
            {
              kind: 'note',
              text: '区分の基準や数値は国やメーカーによって少しずつ異なるため、製品に記載された圧力と長さを確認し、診察で案内された強さで選んでください。',
            },
          ],
        },
        {
          id: 'choosing',
          heading: 'ストッキングの選び方',
          blocks: [
            {
              kind: 'p',
              text: '弾性ストッキングは、圧力だけでなく長さとサイズが合ってこそ、きちんと効果を発揮します。脚のむくみの少ない朝に、足首まわり、ふくらはぎの太い部分、必要に応じて太ももまわりと脚の長さを測り、メーカーのサイズ表に合わせて選びます。',
            },
            {
              kind: 'list',
              items: [
                'ハイソックスタイプ：ふくらはぎまでの長さで着脱しやすく、よく使われます。症状が主にふくらはぎにある場合に適しています。',
                'ストッキングタイプ（太ももまで）：静脈瘤が太ももまである場合や、太もも部分の治療後にすすめることがあります。',
                'パンティストッキングタイプ：両脚と骨盤まで包む形で、妊娠中や両脚全体に症状がある場合に検討します。',
                'つま先が開いたものと閉じたものがあり、指先が窮屈な場合や足のサイズが合わない場合は、つま先が開いたものが楽なことがあります。',
              ],
            },
          ],
        },
        {
          id: 'wearing',
          heading: '正しい履き方',
          blocks: [
            {
              kind: 'p',
              text: '弾性ストッキングは、脚がむくむ前の朝に履き、寝る前に脱ぐのが基本です。治療や手術の後には夜も履くよう案内することがありますので、診察で説明された方法に従ってください。はじめは履きにくく感じるかもしれませんが、次の順番で行うとずっと楽になります。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'ストッキングの中に手を入れてかかとの部分をつかみ、足の部分だけを残して裏返します。',
                '足を奥まで入れ、かかとの位置を正確に合わせます。',
                '残りの部分を少しずつ広げながら脚の上の方へ引き上げます。一度に引っ張らず、手のひらで均一に伸ばしてください。',
                'しわがないか確認します。上端を折り返したり丸めたりすると、その部分が締め付けられてかえって血流を妨げるので避けてください。',
                'ゴム手袋をはめるとつかみやすく、爪による伝線も減らせます。着用補助具を使う方法もあります。',
              ],
            },
          ],
        },
        {
          id: 'care',
          heading: '洗濯とお手入れ',
          blocks: [
            {
              kind: 'p',
              text: '弾性ストッキングの圧力は弾性繊維から生まれるため、お手入れの仕方によって効果が保たれる期間が変わります。皮膚の汗や皮脂は弾力を弱めることがあるので、こまめに洗うのがおすすめです。',
            },
            {
              kind: 'list',
              items: [
                'ぬるま湯と中性洗剤で手洗いし、ねじって絞らず、タオルで押さえて水気を取ります。',
                '日陰で平らに広げて干します。乾燥機、アイロン、直射日光、ストーブの近くは繊維を傷めます。',
                '毎日履く場合は、2足を交互に使うと洗濯や乾燥がしやすく、弾力も長持ちします。',
                '履いたときにゆるく感じたり、伝線や伸びがあったりする場合は圧力が弱くなっているので、新しいものに替えてください。',
              ],
            },
          ],
        },
        {
          id: 'who-should-not',
          heading: '着用を避けるべき方、注意が必要な方',
          blocks: [
            {
              kind: 'p',
              text: '弾性ストッキングは比較的安全な治療ですが、すべての方に合うわけではありません。次のような場合は、着用前に必ず医師にご相談ください。必要に応じて、動脈の血流を確認する検査を先に行うこともあります。',
            },
            {
              kind: 'list',
              items: [
                '末梢動脈疾患などで、脚へ流れる動脈の血流が不足している方',
                '糖尿病性神経障害などで脚の感覚が鈍く、圧迫による傷に気づきにくい方',
                '重い心不全で脚がむくんでいる方',
                '脚の皮膚に感染、じくじくした湿疹、傷がある方、皮膚が非常に弱い方',
                'ストッキングの素材にアレルギーがある方、脚の形のためにサイズが合わない方',
              ],
            },
            {
              kind: 'note',
              text: '履いている間に足の指がしびれたり冷たくなったり、色が青白く、または紫色に変わったり、痛みや皮膚の傷ができたりした場合は、すぐに脱いで当院にお知らせください。',
            },
          ],
        },
      ],
    },
  },
  'non-surgical/drugs': {
    ko: {
      title: '약물 치료',
      description:
        '정맥순환개선제(정맥작용제)로 기대할 수 있는 효과와 한계, 복용 방법, 부작용과 주의사항을 안내합니다.',
      lead: '하지정맥류의 약물 치료에는 주로 정맥순환개선제(정맥작용제)를 사용합니다. 다리의 무거움, 통증, 부종 같은 증상을 덜어 주는 데 도움이 될 수 있지만, 이미 늘어난 정맥류를 없애거나 고장 난 판막을 고치지는 못합니다. 약을 드시기 전에 혈관 초음파 검사로 증상의 원인을 먼저 확인하고, 의사와 함께 치료 방향을 정하는 것이 좋습니다.',
      sections: [
        {
          id: 'what-they-are',
          heading: '정맥순환개선제란',
          blocks: [
            {
              kind: 'p',
              text: '정맥순환개선제는 정맥 벽과 주변의 작은 혈관에 작용해 다리의 혈액순환을 돕는 약입니다. 대표적으로 디오스민과 헤스페리딘을 미세하게 정제한 미분화 정제 플라보노이드 분획(MPFF)이 있고, 디오스민 단일 성분, 마로니에(서양칠엽수) 종자 추출물, 적포도엽 추출물, 센텔라 아시아티카 추출물, 칼슘 도베실레이트 등 여러 성분이 쓰입니다.',
            },
            {
              kind: 'p',
              text: '이 약들은 늘어진 정맥 벽의 긴장도를 높이고, 모세혈관에서 혈액 성분이 새어 나오는 것을 줄이며, 정맥 벽의 염증 반응을 완화하는 방향으로 작용한다고 알려져 있습니다. 성분마다 작용 방식과 근거의 정도가 조금씩 다르므로, 어떤 약이 맞는지는 증상과 복용 중인 다른 약을 고려해 의사가 판단합니다.',
            },
          ],
        },
        {
          id: 'what-they-can-do',
          heading: '약으로 기대할 수 있는 것',
          blocks: [
            {
              kind: 'p',
              text: '정맥순환개선제는 만성 정맥질환으로 생기는 불편한 증상을 줄이는 데 도움을 줄 수 있습니다. 효과가 나타나는 정도와 시기는 개인에 따라 차이가 있으며, 보통 압박스타킹, 생활 습관 조절과 함께 사용할 때 도움이 됩니다.',
            },
            {
              kind: 'list',
              items: [
                '오후나 저녁이 되면 심해지는 다리의 무거움, 뻐근함, 피로감',
                '발목과 종아리의 부종',
                '밤에 생기는 다리 저림이나 쥐(근육 경련), 다리가 불편해 가만히 있기 어려운 느낌',
                '시술이나 수술 전후의 증상 관리, 수술을 바로 받기 어려운 분의 증상 완화',
              ],
            },
          ],
        },
        {
          id: 'what-they-cannot-do',
          heading: '약으로 할 수 없는 것',
          blocks: [
            {
              kind: 'p',
              text: '하지정맥류는 정맥 안의 판막이 제대로 닫히지 않아 혈액이 거꾸로 흐르는(역류) 병입니다. 혈관 초음파 검사에서 표재정맥의 역류가 0.5초보다 길게 확인되면 판막 기능이 떨어진 것으로 봅니다. 약은 증상을 덜어 줄 수는 있지만, 이미 늘어나 구불구불해진 정맥을 원래대로 되돌리거나 고장 난 판막을 고치지는 못합니다.',
            },
            {
              kind: 'p',
              text: '따라서 약을 먹는 동안 증상이 나아져도 정맥류가 없어진 것은 아니며, 약을 끊으면 증상이 다시 나타날 수 있습니다. 역류가 뚜렷하거나 피부 색 변화, 습진, 궤양 같은 합병증이 보이는 경우에는 약만으로 지켜보기보다 역류하는 정맥을 치료하는 방법을 함께 검토합니다.',
            },
            {
              kind: 'note',
              text: '약국에서 처방 없이 살 수 있는 제품도 있지만, 다리 부종과 통증은 심부정맥혈전증, 심장·신장 질환 등 다른 원인으로도 생길 수 있습니다. 증상이 계속되면 먼저 진찰을 받아 원인을 확인해 주세요.',
            },
          ],
        },
        {
          id: 'how-to-take',
          heading: '복용 방법과 기간',
          blocks: [
            {
              kind: 'p',
              text: '정맥순환개선제는 대부분 하루 한두 번 식사와 함께 복용합니다. 복용량과 기간은 성분과 증상에 따라 다르므로 처방받은 대로 드시고, 일정 기간 뒤 증상의 변화를 보며 계속할지를 의사와 함께 정합니다.',
            },
            {
              kind: 'list',
              items: [
                '정해진 용량보다 많이 먹는다고 효과가 더 커지지 않습니다.',
                '복용 중인 다른 약, 특히 항응고제나 항혈소판제가 있다면 미리 알려 주세요.',
                '임신 중이거나 임신 가능성이 있는 분, 수유 중인 분은 반드시 의사와 상의한 뒤 복용합니다.',
                '약과 함께 압박스타킹 착용, 자주 걷기, 쉴 때 다리 올리기 같은 생활 관리를 이어 가면 도움이 됩니다.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '부작용과 주의사항',
          blocks: [
            {
              kind: 'p',
              text: '정맥순환개선제는 대체로 잘 견디는 약이지만 부작용이 생길 수 있습니다. 대부분 가볍고 약을 줄이거나 끊으면 좋아지지만, 이상한 증상이 있으면 임의로 계속 드시지 말고 진료 시 말씀해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '속쓰림, 메스꺼움, 소화불량, 설사 같은 위장 증상',
                '두통, 어지러움',
                '피부 가려움, 발진',
                '드물게 얼굴이나 입술이 붓고 숨이 차는 알레르기 반응',
                '일부 성분은 드물게 혈액 검사 이상 등 성분별 주의사항이 있어, 발열이나 목 통증이 계속되면 알려 주세요.',
              ],
            },
            {
              kind: 'note',
              text: '숨이 차거나 얼굴·입술이 붓는 등 알레르기 반응이 의심되면 즉시 복용을 멈추고 가까운 의료기관을 방문해 주세요.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Medication',
      description:
        'What venoactive drugs can and cannot do for varicose veins, how to take them, and their possible side effects and precautions.',
      lead: 'Medication for varicose veins mainly means venoactive drugs. They can help relieve symptoms such as heavy, aching or swollen legs, but they cannot remove varicose veins that have already formed or repair faulty valves. Before taking them, we recommend finding the cause of your symptoms with a vascular ultrasound examination and decide on treatment together with the doctor.',
      sections: [
        {
          id: 'what-they-are',
          heading: 'What are venoactive drugs?',
          blocks: [
            {
              kind: 'p',
              text: 'Venoactive drugs act on the vein wall and the small blood vessels around it to support circulation in the legs. A well-known example is micronized purified flavonoid fraction (MPFF), a finely purified preparation of diosmin and hesperidin. Other ingredients used include diosmin alone, horse chestnut seed extract, red vine leaf extract, Centella asiatica extract and calcium dobesilate.',
            },
            {
              kind: 'p',
              text: 'These drugs are known to increase the tone of slack vein walls, reduce the leakage of blood components from capillaries and ease inflammation in the vein wall. Each ingredient works somewhat differently and the strength of the evidence varies, so the doctor decides which medicine suits you, taking into account your symptoms and any other medicines you take.',
            },
          ],
        },
        {
          id: 'what-they-can-do',
          heading: 'What medication can do',
          blocks: [
            {
              kind: 'p',
              text: 'Venoactive drugs can help reduce the uncomfortable symptoms of chronic venous disease. How much they help, and how soon, differs from person to person; they usually help more when combined with compression stockings and lifestyle changes.',
            },
            {
              kind: 'list',
              items: [
                'Heaviness, aching and tiredness in the legs that get worse in the afternoon or evening',
                'Swelling of the ankles and calves',
                'Night-time cramps or tingling, and restless, uncomfortable legs',
                'Managing symptoms before and after procedures or surgery, and easing symptoms in people who cannot have surgery straight away',
              ],
            },
          ],
        },
        {
          id: 'what-they-cannot-do',
          heading: 'What medication cannot do',
          blocks: [
            {
              kind: 'p',
              text: 'Varicose veins are a condition in which the valves inside the veins do not close properly, so blood flows backwards (reflux). When a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in a superficial vein, the valves are considered to be failing. Medication can ease symptoms, but it cannot return widened, twisted veins to normal or repair faulty valves.',
            },
            {
              kind: 'p',
              text: 'So even if your symptoms improve while you take the medicine, the varicose veins have not gone away, and the symptoms may return when you stop. When reflux is clear, or complications such as skin discolouration, eczema or ulcers appear, we consider treating the refluxing vein rather than relying on medication alone.',
            },
            {
              kind: 'note',
              text: 'Some products can be bought at a pharmacy without a prescription, but leg swelling and pain can also have other causes, such as deep vein thrombosis or heart or kidney disease. If symptoms persist, please have an examination to find the cause.',
            },
          ],
        },
        {
          id: 'how-to-take',
          heading: 'How to take it, and for how long',
          blocks: [
            {
              kind: 'p',
              text: 'Most venoactive drugs are taken once or twice a day with meals. The dose and length of treatment depend on the ingredient and your symptoms, so take them as prescribed; after a while you and the doctor decide whether to continue, based on how your symptoms have changed.',
            },
            {
              kind: 'list',
              items: [
                'Taking more than the prescribed dose does not make it work better.',
                'Tell us in advance about any other medicines you take, especially anticoagulants or antiplatelet drugs.',
                'If you are pregnant, may be pregnant or are breastfeeding, always talk to the doctor before taking them.',
                'Alongside the medicine, keeping up good habits such as wearing compression stockings, walking often and raising your legs when resting helps.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: 'Side effects and precautions',
          blocks: [
            {
              kind: 'p',
              text: 'Venoactive drugs are generally well tolerated, but side effects can occur. Most are mild and improve when the dose is reduced or the medicine is stopped. If you notice anything unusual, do not simply carry on taking it; tell the doctor at your visit.',
            },
            {
              kind: 'list',
              items: [
                'Stomach symptoms such as heartburn, nausea, indigestion or diarrhoea',
                'Headache, dizziness',
                'Itching, skin rash',
                'Rarely, an allergic reaction with swelling of the face or lips and shortness of breath',
                'Some ingredients carry specific precautions, such as rare changes in blood tests; tell us if fever or a sore throat persists.',
              ],
            },
            {
              kind: 'note',
              text: 'If you suspect an allergic reaction, such as shortness of breath or swelling of the face or lips, stop taking the medicine at once and go to the nearest medical facility.',
            },
          ],
        },
      ],
    },
    cn: {
      title: '药物治疗',
      description: '介绍静脉活性药物（改善静脉循环的药物）能做到和做不到的事、服用方法，以及副作用和注意事项。',
      lead: '下肢静脉曲张的药物治疗主要使用改善静脉循环的静脉活性药物。它们有助于减轻腿部沉重、疼痛、肿胀等症状，但不能消除已经形成的静脉曲张，也不能修复失灵的瓣膜。服药前，建议先通过血管超声检查确认症状的原因，再与医生一起决定治疗方向。',
      sections: [
        {
          id: 'what-they-are',
          heading: '什么是静脉活性药物',
          blocks: [
            {
              kind: 'p',
              text: '静脉活性药物作用于静脉壁及其周围的小血管，帮助改善腿部血液循环。代表性的有将地奥司明和橙皮苷精细纯化而成的微粒化纯化黄酮组分（MPFF），此外还有单一成分地奥司明、七叶树（马栗）种子提取物、红葡萄叶提取物、积雪草提取物、羟苯磺酸钙等多种成分。',
            },
            {
              kind: 'p',
              text: '据了解，这些药物可以提高松弛静脉壁的张力，减少血液成分从毛细血管渗出，并缓解静脉壁的炎症反应。各成分的作用方式和证据强度略有不同，因此适合哪种药物，将由医生结合您的症状和正在服用的其他药物来判断。',
            },
          ],
        },
        {
          id: 'what-they-can-do',
          heading: '药物可以起到的作用',
          blocks: [
            {
              kind: 'p',
              text: '静脉活性药物有助于减轻慢性静脉疾病引起的不适症状。效果的程度和出现的时间因人而异，通常与压力袜和生活习惯调整一起使用时更有帮助。',
            },
            {
              kind: 'list',
              items: [
                '下午或傍晚加重的腿部沉重、酸胀和疲劳感',
                '脚踝和小腿的肿胀',
                '夜间腿部发麻或抽筋（肌肉痉挛），以及腿部不适、难以保持静止的感觉',
                '微创治疗或手术前后的症状管理，以及暂时难以接受手术者的症状缓解',
              ],
            },
          ],
        },
        {
          id: 'what-they-cannot-do',
          heading: '药物做不到的事',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脉曲张是静脉内的瓣膜不能正常关闭、血液向反方向流动（反流）的疾病。血管超声检查中，如果浅静脉的反流时间超过0.5秒，就认为瓣膜功能下降。药物可以减轻症状，但不能使已经扩张、迂曲的静脉恢复原状，也不能修复失灵的瓣膜。',
            },
            {
              kind: 'p',
              text: '因此，即使服药期间症状有所好转，静脉曲张也并没有消失，停药后症状可能再次出现。如果反流明显，或出现皮肤颜色改变、湿疹、溃疡等并发症，与其只靠药物观察，不如同时考虑治疗发生反流的静脉。',
            },
            {
              kind: 'note',
              text: '有些产品无需处方即可在药店购买，但腿部肿胀和疼痛也可能由深静脉血栓、心脏或肾脏疾病等其他原因引起。如果症状持续，请先就诊确认原因。',
            },
          ],
        },
        {
          id: 'how-to-take',
          heading: '服用方法和疗程',
          blocks: [
            {
              kind: 'p',
              text: '大多数静脉活性药物每天随餐服用一到两次。剂量和疗程因成分和症状而异，请按处方服用；服用一段时间后，再根据症状变化与医生一起决定是否继续。',
            },
            {
              kind: 'list',
              items: [
                '超过规定剂量服用，效果并不会更好。',
                '如正在服用其他药物，尤其是抗凝药或抗血小板药，请提前告知。',
                '怀孕、可能怀孕或正在哺乳的人，请务必先与医生商量再服用。',
                '服药的同时坚持穿压力袜、经常走动、休息时抬高双腿等生活管理，会更有帮助。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '副作用和注意事项',
          blocks: [
            {
              kind: 'p',
              text: '静脉活性药物一般耐受性良好，但也可能出现副作用。大多较轻，减量或停药后会好转；如有异常症状，请不要自行继续服用，就诊时告诉医生。',
            },
            {
              kind: 'list',
              items: [
                '烧心、恶心、消化不良、腹泻等胃肠道症状',
                '头痛、头晕',
                '皮肤瘙痒、皮疹',
                '极少数情况下出现面部或嘴唇肿胀、呼吸困难等过敏反应',
                '部分成分有特别的注意事项，例如极少数情况下血液检查异常；如持续发热或咽喉疼痛，请告知我们。',
              ],
            },
            {
              kind: 'note',
              text: '如怀疑出现呼吸困难、面部或嘴唇肿胀等过敏反应，请立即停药，并前往附近的医疗机构就诊。',
            },
          ],
        },
      ],
    },
    jp: {
      title: '薬物療法',
      description:
        '静脈作用薬（静脈の循環を改善する薬）でできること・できないこと、飲み方、副作用と注意点をご案内します。',
      lead: '下肢静脈瘤の薬物療法では、主に静脈の循環を改善する静脈作用薬を使います。脚の重さ、痛み、むくみなどの症状を和らげるのに役立つことがありますが、すでにできた静脈瘤をなくしたり、壊れた弁を治したりすることはできません。服用の前に血管超音波検査で症状の原因を確認し、医師と一緒に治療の方向を決めることをおすすめします。',
      sections: [
        {
          id: 'what-they-are',
          heading: '静脈作用薬とは',
          blocks: [
            {
              kind: 'p',
              text: '静脈作用薬は、静脈の壁とその周りの細い血管に働きかけ、脚の血液循環を助ける薬です。代表的なものに、ジオスミンとヘスペリジンを微細に精製した微粒子化精製フラボノイド分画（MPFF）があり、ほかにもジオスミン単剤、セイヨウトチノキ（マロニエ）種子エキス、赤ブドウ葉エキス、ツボクサ（センテラ・アジアティカ）エキス、ドベシル酸カルシウムなど、さまざまな成分が使われています。',
            },
            {
              kind: 'p',
              text: 'これらの薬は、たるんだ静脈の壁の張りを高め、毛細血管から血液の成分がしみ出すのを減らし、静脈の壁の炎症を和らげる方向に働くとされています。成分ごとに働き方や根拠の程度が少しずつ異なるため、どの薬が合うかは、症状や服用中のほかの薬を考慮して医師が判断します。',
            },
          ],
        },
        {
          id: 'what-they-can-do',
          heading: '薬で期待できること',
          blocks: [
            {
              kind: 'p',
              text: '静脈作用薬は、慢性静脈疾患による不快な症状を減らすのに役立つことがあります。効果の程度や現れる時期には個人差があり、通常は弾性ストッキングや生活習慣の見直しと組み合わせると効果的です。',
            },
            {
              kind: 'list',
              items: [
                '午後や夕方になるとひどくなる脚の重さ、張り、だるさ',
                '足首やふくらはぎのむくみ',
                '夜間の脚のしびれやこむら返り（筋肉のけいれん）、脚が落ち着かずじっとしていられない感じ',
                '治療や手術の前後の症状管理、すぐに手術を受けることが難しい方の症状緩和',
              ],
            },
          ],
        },
        {
          id: 'what-they-cannot-do',
          heading: '薬でできないこと',
          blocks: [
            {
              kind: 'p',
              text: '下肢静脈瘤は、静脈の中の弁がきちんと閉じず、血液が逆向きに流れる（逆流する）病気です。血管超音波検査で表在静脈の逆流が0.5秒より長く確認されると、弁の機能が低下していると判断します。薬は症状を和らげることはできますが、すでに広がって曲がりくねった静脈を元に戻したり、壊れた弁を治したりすることはできません。',
            },
            {
              kind: 'p',
              text: 'そのため、薬を飲んでいる間に症状が良くなっても静脈瘤がなくなったわけではなく、薬をやめると症状が再び現れることがあります。逆流がはっきりしている場合や、皮膚の色の変化、湿疹、潰瘍などの合併症が見られる場合は、薬だけで様子を見るのではなく、逆流している静脈を治療する方法もあわせて検討します。',
            },
            {
              kind: 'note',
              text: '処方箋なしで薬局で買える製品もありますが、脚のむくみや痛みは深部静脈血栓症、心臓や腎臓の病気など、ほかの原因でも起こります。症状が続く場合は、まず診察を受けて原因を確認してください。',
            },
          ],
        },
        {
          id: 'how-to-take',
          heading: '飲み方と期間',
          blocks: [
            {
              kind: 'p',
              text: '静脈作用薬の多くは、1日1〜2回、食事と一緒に服用します。量や期間は成分や症状によって異なるため、処方どおりに服用し、一定期間の後に症状の変化を見ながら、続けるかどうかを医師と一緒に決めます。',
            },
            {
              kind: 'list',
              items: [
                '決められた量より多く飲んでも、効果が高まるわけではありません。',
                '服用中のほかの薬、特に抗凝固薬や抗血小板薬がある場合は、前もってお知らせください。',
                '妊娠中または妊娠の可能性がある方、授乳中の方は、必ず医師に相談してから服用してください。',
                '薬と一緒に、弾性ストッキングの着用、こまめに歩くこと、休むときに脚を高くすることなどの生活管理を続けると効果的です。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '副作用と注意点',
          blocks: [
            {
              kind: 'p',
              text: '静脈作用薬は一般に飲みやすい薬ですが、副作用が起こることがあります。多くは軽く、量を減らしたり中止したりすると良くなりますが、気になる症状があれば自己判断で飲み続けず、診察の際にお伝えください。',
            },
            {
              kind: 'list',
              items: [
                '胸やけ、吐き気、消化不良、下痢などの胃腸症状',
                '頭痛、めまい',
                '皮膚のかゆみ、発疹',
                'まれに、顔や唇が腫れて息苦しくなるアレルギー反応',
                '一部の成分には、まれに血液検査の異常など成分ごとの注意点があるため、発熱やのどの痛みが続く場合はお知らせください。',
              ],
            },
            {
              kind: 'note',
              text: '息苦しさや顔・唇の腫れなど、アレルギー反応が疑われる場合は、すぐに服用をやめて近くの医療機関を受診してください。',
            },
          ],
        },
      ],
    },
  },
  'non-surgical/sclerotherapy': {
    ko: {
      title: '혈관경화요법',
      description:
        '혈관경화요법(주사 치료)의 원리, 액상·거품 경화제와 초음파 유도 치료, 적합한 혈관, 치료 과정, 관리와 부작용을 안내합니다.',
      lead: '혈관경화요법은 가는 바늘로 정맥 안에 경화제를 주사해 문제가 되는 정맥을 닫는 치료입니다. 거미줄 모양의 모세혈관 확장, 그물 모양의 정맥, 비교적 작은 정맥류에 주로 사용하며, 필요하면 초음파로 정맥을 보면서 주사합니다. 어떤 정맥에 어떤 방법이 맞는지는 혈관 초음파 검사로 역류 여부를 확인한 뒤 의사가 정합니다.',
      sections: [
        {
          id: 'how-it-works',
          heading: '혈관경화요법은 어떤 치료인가요',
          blocks: [
            {
              kind: 'p',
              text: '경화제는 정맥 안쪽 벽(내피)에 자극을 주어 정맥 벽이 서로 달라붙고 닫히게 하는 약입니다. 국내에서는 폴리도카놀이 흔히 쓰이며, 닫힌 정맥은 몇 주에서 몇 달에 걸쳐 몸에 천천히 흡수됩니다. 그 자리를 흐르던 혈액은 주변의 건강한 정맥으로 돌아 흐르게 됩니다.',
            },
            {
              kind: 'p',
              text: '경화제는 액체 그대로 쓰기도 하고, 공기나 기체와 섞어 거품 형태로 만들어 쓰기도 합니다. 액상 경화제는 가는 혈관에, 거품 경화제는 정맥 벽에 더 넓게 닿기 때문에 조금 더 굵은 정맥에 주로 사용합니다. 피부 위에서 보이지 않는 깊은 정맥이나 굵은 가지 정맥은 초음파로 바늘과 경화제가 퍼지는 모습을 확인하면서 주사하는데, 이를 초음파 유도 혈관경화요법이라고 합니다.',
            },
            {
              kind: 'figure',
              image: 'injection',
              alt: '다리 피부 아래의 가는 정맥에 가는 바늘로 경화제를 주사하는 그림. 주사한 부분의 정맥이 좁아지며 닫히는 모습을 함께 보여 줍니다.',
              caption: '가는 바늘로 정맥 안에 경화제를 주사해 정맥을 닫습니다',
            },
          ],
        },
        {
          id: 'suitable-veins',
          heading: '치료에 적합한 혈관',
          blocks: [
            {
              kind: 'p',
              text: '혈관경화요법은 비교적 가늘고 작은 정맥에 알맞은 치료입니다. 주로 다음과 같은 경우에 사용하며, 다른 시술과 함께 계획하기도 합니다.',
            },
            {
              kind: 'list',
              items: [
                '거미양 정맥(모세혈관 확장증): 피부 바로 아래에 붉거나 보랏빛으로 비치는 1mm 미만의 가는 혈관',
                '망상 정맥: 피부 아래로 푸르게 비치는 1~3mm 정도의 그물 모양 정맥',
                '크기가 작은 정맥류와 곁가지 정맥',
                '정맥 폐쇄술이나 수술 뒤에 남아 있는 정맥, 다시 생긴 작은 정맥류',
              ],
            },
            {
              kind: 'note',
              text: '큰두렁정맥이나 작은두렁정맥 같은 주요 정맥에 역류가 있는데 겉으로 보이는 작은 혈관만 주사로 치료하면, 원인이 남아 있어 다시 생기기 쉽습니다. 그래서 주사 치료 전에 혈관 초음파 검사로 역류 여부를 먼저 확인합니다.',
            },
          ],
        },
        {
          id: 'who-should-not',
          heading: '치료를 미루거나 피해야 하는 경우',
          blocks: [
            {
              kind: 'p',
              text: '다음과 같은 경우에는 혈관경화요법을 하지 않거나, 상태가 나아질 때까지 미루는 것이 안전합니다. 해당되는지 잘 모르시겠다면 진찰 시 편하게 말씀해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '경화제에 알레르기 반응을 보인 적이 있는 분',
                '급성 심부정맥혈전증이나 폐색전증이 있거나 최근에 앓은 분',
                '임신 중이거나 수유 중인 분',
                '오랫동안 누워 지내야 하는 등 거동이 어려운 분',
                '치료 부위에 감염이나 심한 피부 질환이 있는 분, 다리 동맥 혈류가 많이 부족한 분',
                '거품 경화제의 경우, 심장 안 구멍(난원공 개존 등)과 관련된 증상이 있었던 분은 미리 알려 주세요.',
              ],
            },
          ],
        },
        {
          id: 'procedure',
          heading: '치료 과정',
          blocks: [
            {
              kind: 'p',
              text: '혈관경화요법은 입원이나 마취 없이 외래에서 진행하며, 치료 시간도 비교적 짧습니다. 치료 범위가 넓으면 한 번에 다 하지 않고 몇 주 간격으로 나누어 여러 번 치료할 수 있습니다.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '혈관 초음파 검사로 역류와 치료할 정맥을 확인하고, 선 자세에서 치료 부위를 표시합니다.',
                '누운 자세에서 피부를 소독합니다.',
                '가는 바늘로 정맥 안에 경화제를 조금씩 주사합니다. 깊은 정맥은 초음파로 보면서 주사합니다.',
                '주사한 부위를 솜이나 패드로 누르고 압박스타킹이나 압박붕대를 착용합니다.',
                '잠시 걸으며 상태를 확인한 뒤 귀가합니다.',
              ],
            },
            {
              kind: 'note',
              text: '치료 횟수와 비용은 치료할 범위와 정맥의 상태에 따라 달라지므로 진찰 후 안내해 드립니다.',
            },
          ],
        },
        {
          id: 'after-care',
          heading: '치료 후 관리',
          blocks: [
            {
              kind: 'p',
              text: '치료 당일부터 걷기 같은 가벼운 일상생활은 할 수 있으며, 오히려 자주 걷는 것이 혈액순환에 도움이 됩니다. 치료한 혈관이 흐려지는 데에는 몇 주에서 몇 달이 걸리고, 그 정도는 개인에 따라 차이가 있습니다.',
            },
            {
              kind: 'list',
              items: [
                '압박스타킹은 안내받은 기간 동안 착용합니다.',
                '며칠 동안은 격한 운동, 사우나와 뜨거운 목욕, 오래 서 있거나 앉아 있기를 피해 주세요.',
                '치료 부위가 햇볕에 그을리면 색소침착이 짙어질 수 있으니 자외선을 피하는 것이 좋습니다.',
                '장거리 비행이나 오랜 이동 계획이 있다면 미리 상의해 주세요.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '생길 수 있는 부작용',
          blocks: [
            {
              kind: 'p',
              text: '혈관경화요법 뒤에는 다음과 같은 반응이나 부작용이 생길 수 있습니다. 대부분은 시간이 지나면서 좋아지지만, 불편하거나 걱정되는 증상이 있으면 병원에 연락해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '주사 부위의 멍, 가려움, 누르면 아픈 느낌',
                '치료한 정맥을 따라 단단하게 만져지는 멍울(고인 혈액은 필요하면 빼낼 수 있습니다)',
                '갈색 색소침착: 대개 몇 달에 걸쳐 옅어지지만 오래 남기도 합니다',
                '치료 부위 주변에 가는 붉은 혈관이 새로 비치는 현상(매팅)',
                '표재성 혈전정맥염, 경화제가 혈관 밖으로 새어 생기는 피부 궤양(드묾)',
                '알레르기 반응, 거품 경화제 사용 후 일시적인 시야 이상이나 두통(드묾), 심부정맥혈전증(드묾)',
              ],
            },
            {
              kind: 'note',
              text: '종아리가 갑자기 붓고 아프거나, 숨이 차거나 가슴이 아프거나, 시야 이상이 계속되면 바로 병원에 연락하거나 가까운 응급실을 방문해 주세요.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Sclerotherapy',
      description:
        'How sclerotherapy works, liquid and foam sclerosants, ultrasound-guided treatment, suitable veins, the procedure, after-care and side effects.',
      lead: 'Sclerotherapy closes problem veins by injecting a sclerosant into them through a fine needle. It is mainly used for spider veins, reticular veins and relatively small varicose veins, and where needed the injection is guided by ultrasound. Which veins to treat and which method to use are decided by the doctor after a vascular ultrasound examination has checked for reflux.',
      sections: [
        {
          id: 'how-it-works',
          heading: 'What is sclerotherapy?',
          blocks: [
            {
              kind: 'p',
              text: 'A sclerosant is a medicine that irritates the inner lining of the vein (the endothelium) so that the vein walls stick together and close. Polidocanol is commonly used in Korea. The closed vein is slowly absorbed by the body over weeks to months, and the blood that used to flow through it is redirected through nearby healthy veins.',
            },
            {
              kind: 'p',
              text: 'The sclerosant can be used as a liquid, or mixed with air or gas to make a foam. Liquid sclerosant is used for fine vessels; foam reaches more of the vein wall, so it is mainly used for somewhat larger veins. Deeper veins that cannot be seen on the skin, and larger branch veins, are injected while the needle and the spread of the sclerosant are watched on ultrasound; this is called ultrasound-guided sclerotherapy.',
            },
            {
              kind: 'figure',
              image: 'injection',
              alt: 'Illustration of a fine needle injecting sclerosant into a small vein under the skin of the leg. It also shows the injected part of the vein narrowing and closing.',
              caption: 'A sclerosant injected into the vein through a fine needle closes the vein',
            },
          ],
        },
        {
          id: 'suitable-veins',
          heading: 'Veins suitable for treatment',
          blocks: [
            {
              kind: 'p',
              text: 'Sclerotherapy suits relatively fine and small veins. It is mainly used in the following cases, and is sometimes planned together with other procedures.',
            },
            {
              kind: 'list',
              items: [
                'Spider veins (telangiectasias): fine red or purple vessels less than 1 mm across, just under the skin',
                'Reticular veins: bluish, net-like veins about 1–3 mm across, visible under the skin',
                'Small varicose veins and side branches',
                'Veins remaining after vein ablation or surgery, and small varicose veins that have come back',
              ],
            },
            {
              kind: 'note',
              text: 'If a main vein such as the great or small saphenous vein has reflux and just the small visible vessels are injected, the cause remains and the veins easily return. That is why we check for reflux with a vascular ultrasound examination before injection treatment.',
            },
          ],
        },
        {
          id: 'who-should-not',
          heading: 'When treatment should be postponed or avoided',
          blocks: [
            {
              kind: 'p',
              text: 'In the following cases it is safer not to have sclerotherapy, or to postpone it until your condition improves. If you are not sure whether any of these apply to you, please feel free to mention it at your consultation.',
            },
            {
              kind: 'list',
              items: [
                'People who have had an allergic reaction to a sclerosant',
                'People who have, or recently had, acute deep vein thrombosis or pulmonary embolism',
                'People who are pregnant or breastfeeding',
                'People with limited mobility, for example those who must stay in bed for long periods',
                'People with an infection or severe skin disease in the treatment area, or markedly reduced arterial blood flow to the legs',
                'For foam sclerosant: please tell us in advance if you have had symptoms related to a hole in the heart (such as a patent foramen ovale).',
              ],
            },
          ],
        },
        {
          id: 'procedure',
          heading: 'The procedure',
          blocks: [
            {
              kind: 'p',
              text: 'Sclerotherapy is done as an outpatient treatment, without admission or anaesthesia, and takes a relatively short time. If a large area needs treatment, it may be divided into several sessions a few weeks apart rather than done all at once.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'A vascular ultrasound examination confirms reflux and the veins to be treated, and the treatment areas are marked while you stand.',
                'You lie down and the skin is disinfected.',
                'The sclerosant is injected little by little into the vein through a fine needle. Deeper veins are injected under ultrasound guidance.',
                'The injection sites are pressed with cotton or pads, and a compression stocking or bandage is put on.',
                'You walk for a short while, your condition is checked, and you go home.',
              ],
            },
            {
              kind: 'note',
              text: 'The number of sessions and the cost depend on the extent of treatment and the condition of the veins, and are explained after the examination.',
            },
          ],
        },
        {
          id: 'after-care',
          heading: 'After treatment',
          blocks: [
            {
              kind: 'p',
              text: 'From the day of treatment you can do light everyday activities such as walking; in fact, walking often helps circulation. It takes weeks to months for the treated vessels to fade, and how much they fade differs from person to person.',
            },
            {
              kind: 'list',
              items: [
                'Wear compression stockings for the period you were advised.',
                'For a few days, avoid strenuous exercise, saunas and hot baths, and long periods of standing or sitting.',
                'Sunburn on the treated area can deepen pigmentation, so please avoid strong sunlight.',
                'If you are planning a long flight or a long journey, please talk to us in advance.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: 'Possible side effects',
          blocks: [
            {
              kind: 'p',
              text: 'The following reactions or side effects can occur after sclerotherapy. Most improve with time, but please contact the clinic if any symptom is uncomfortable or worrying.',
            },
            {
              kind: 'list',
              items: [
                'Bruising, itching and tenderness at the injection sites',
                'Firm lumps along the treated vein (trapped blood can be drained if needed)',
                'Brown pigmentation: it usually fades over months but can persist',
                'New fine red vessels appearing around the treated area (matting)',
                'Superficial thrombophlebitis; skin ulceration if sclerosant leaks outside the vein (rare)',
                'Allergic reaction; temporary visual disturbance or headache after foam (rare); deep vein thrombosis (rare)',
              ],
            },
            {
              kind: 'note',
              text: 'If your calf suddenly swells and hurts, you become short of breath or have chest pain, or a visual disturbance does not go away, contact the clinic at once or go to the nearest emergency department.',
            },
          ],
        },
      ],
    },
    cn: {
      title: '硬化剂注射治疗',
      description: '介绍硬化剂注射治疗的原理、液体与泡沫硬化剂及超声引导治疗、适合的血管、治疗过程、术后护理和副作用。',
      lead: '硬化剂注射治疗是用细针将硬化剂注入静脉，使有问题的静脉闭合的治疗方法。主要用于蜘蛛状的毛细血管扩张、网状静脉和比较小的静脉曲张，必要时会在超声引导下注射。哪些静脉适合用哪种方法，将在血管超声检查确认有无反流后由医生决定。',
      sections: [
        {
          id: 'how-it-works',
          heading: '硬化剂注射治疗是什么样的治疗',
          blocks: [
            {
              kind: 'p',
              text: '硬化剂是一种刺激静脉内壁（内皮），使静脉壁相互粘合而闭合的药物。在韩国常用聚多卡醇。闭合的静脉会在几周到几个月内慢慢被身体吸收，原来流经该处的血液会改由周围健康的静脉回流。',
            },
            {
              kind: 'p',
              text: '硬化剂可以直接以液体形式使用，也可以与空气或气体混合制成泡沫使用。液体硬化剂用于细小的血管；泡沫硬化剂能更广泛地接触静脉壁，因此主要用于稍粗的静脉。对于从皮肤表面看不到的深部静脉或较粗的分支静脉，会一边用超声观察针头和硬化剂的扩散情况一边注射，这称为超声引导下硬化剂注射治疗。',
            },
            {
              kind: 'figure',
              image: 'injection',
              alt: '用细针向腿部皮肤下方的细小静脉注射硬化剂的示意图，同时显示注射部位的静脉逐渐变窄并闭合。',
              caption: '用细针将硬化剂注入静脉，使静脉闭合',
            },
          ],
        },
        {
          id: 'suitable-veins',
          heading: '适合治疗的血管',
          blocks: [
            {
              kind: 'p',
              text: '硬化剂注射治疗适合比较细小的静脉。主要用于以下情况，有时也会与其他治疗一起安排。',
            },
            {
              kind: 'list',
              items: [
                '蜘蛛状静脉（毛细血管扩张）：紧贴皮肤下方、呈红色或紫色、直径小于1mm的细小血管',
                '网状静脉：透过皮肤呈青色、直径约1~3mm的网状静脉',
                '较小的静脉曲张和侧支静脉',
                '静脉闭合术或手术后残留的静脉，以及再次出现的小静脉曲张',
              ],
            },
            {
              kind: 'note',
              text: '如果大隐静脉或小隐静脉等主要静脉存在反流，却只用注射治疗表面可见的小血管，病因仍然存在，容易再次出现。因此在注射治疗前，会先通过血管超声检查确认有无反流。',
            },
          ],
        },
        {
          id: 'who-should-not',
          heading: '需要推迟或避免治疗的情况',
          blocks: [
            {
              kind: 'p',
              text: '有以下情况时，不进行硬化剂注射治疗，或等到状况好转后再进行会更安全。如果不确定自己是否属于这些情况，就诊时请随时告诉我们。',
            },
            {
              kind: 'list',
              items: [
                '曾对硬化剂出现过敏反应的人',
                '患有或近期患过急性深静脉血栓或肺栓塞的人',
                '怀孕或哺乳期间的人',
                '需要长期卧床等行动不便的人',
                '治疗部位有感染或严重皮肤病的人，以及腿部动脉血流明显不足的人',
                '使用泡沫硬化剂时，如曾有与心脏内孔洞（如卵圆孔未闭）相关的症状，请提前告知。',
              ],
            },
          ],
        },
        {
          id: 'procedure',
          heading: '治疗过程',
          blocks: [
            {
              kind: 'p',
              text: '硬化剂注射治疗在门诊进行，无需住院或麻醉，治疗时间也比较短。如果治疗范围较大，不会一次完成，而是可以间隔几周分成几次进行。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '通过血管超声检查确认反流和需要治疗的静脉，并在站立姿势下标记治疗部位。',
                '平躺后对皮肤进行消毒。',
                '用细针向静脉内一点一点注射硬化剂。深部静脉在超声引导下注射。',
                '用棉球或垫片按压注射部位，并穿上压力袜或缠上压力绷带。',
                '稍微走动一会儿，确认状态后回家。',
              ],
            },
            {
              kind: 'note',
              text: '治疗次数和费用因治疗范围和静脉状况而异，将在诊察后为您说明。',
            },
          ],
        },
        {
          id: 'after-care',
          heading: '治疗后的护理',
          blocks: [
            {
              kind: 'p',
              text: '治疗当天即可进行散步等轻度日常活动，经常走动反而有助于血液循环。治疗过的血管变淡需要几周到几个月，程度因人而异。',
            },
            {
              kind: 'list',
              items: [
                '按照医生说明的时间穿着压力袜。',
                '几天内请避免剧烈运动、桑拿和热水浴，以及长时间站立或久坐。',
                '治疗部位晒黑可能会使色素沉着加深，建议避免紫外线照射。',
                '如有长途飞行或长时间出行的计划，请提前商量。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '可能出现的副作用',
          blocks: [
            {
              kind: 'p',
              text: '硬化剂注射治疗后可能出现以下反应或副作用。大多数会随着时间好转，但如有不适或令人担心的症状，请联系医院。',
            },
            {
              kind: 'list',
              items: [
                '注射部位淤青、瘙痒、按压痛',
                '沿治疗静脉摸到的硬结（必要时可以将积存的血液引流出来）',
                '褐色色素沉着：通常在几个月内逐渐变淡，但也可能长期存在',
                '治疗部位周围新出现细小的红色血管（毛细血管新生）',
                '浅静脉血栓性静脉炎；硬化剂渗出血管外造成的皮肤溃疡（罕见）',
                '过敏反应；使用泡沫硬化剂后一过性视觉异常或头痛（罕见）；深静脉血栓（罕见）',
              ],
            },
            {
              kind: 'note',
              text: '如果小腿突然肿胀疼痛、出现呼吸困难或胸痛，或视觉异常持续不退，请立即联系医院或前往附近的急诊科。',
            },
          ],
        },
      ],
    },
    jp: {
      title: '硬化療法',
      description:
        '硬化療法の仕組み、液状・フォーム硬化剤と超音波ガイド下治療、適した血管、治療の流れ、治療後の注意と副作用をご案内します。',
      lead: '硬化療法は、細い針で静脈の中に硬化剤を注射し、問題のある静脈を閉じる治療です。クモの巣状の毛細血管拡張、網目状の静脈、比較的小さな静脈瘤に主に用い、必要に応じて超音波で静脈を見ながら注射します。どの静脈にどの方法が合うかは、血管超音波検査で逆流の有無を確認したうえで医師が決めます。',
      sections: [
        {
          id: 'how-it-works',
          heading: '硬化療法とはどんな治療ですか',
          blocks: [
            {
              kind: 'p',
              text: '硬化剤は、静脈の内側の壁（内皮）を刺激して静脈の壁どうしをくっつけ、閉じさせる薬です。韓国ではポリドカノールがよく使われます。閉じた静脈は数週間から数か月かけて体にゆっくり吸収され、そこを流れていた血液は周りの健康な静脈を通って流れるようになります。',
            },
            {
              kind: 'p',
              text: '硬化剤は液体のまま使うこともあれば、空気や気体と混ぜて泡（フォーム）状にして使うこともあります。液状の硬化剤は細い血管に、フォーム硬化剤は静脈の壁に広く接するため、やや太い静脈に主に使います。皮膚の上から見えない深い静脈や太い枝の静脈は、針と硬化剤の広がりを超音波で確認しながら注射します。これを超音波ガイド下硬化療法といいます。',
            },
            {
              kind: 'figure',
              image: 'injection',
              alt: '脚の皮膚の下にある細い静脈に、細い針で硬化剤を注射しているイラスト。注射した部分の静脈が細くなって閉じていく様子もあわせて示しています。',
              caption: '細い針で静脈の中に硬化剤を注射し、静脈を閉じます',
            },
          ],
        },
        {
          id: 'suitable-veins',
          heading: '治療に適した血管',
          blocks: [
            {
              kind: 'p',
              text: '硬化療法は、比較的細くて小さな静脈に適した治療です。主に次のような場合に用い、ほかの治療と組み合わせて計画することもあります。',
            },
            {
              kind: 'list',
              items: [
                'クモの巣状静脈瘤（毛細血管拡張症）：皮膚のすぐ下に赤や紫色に透けて見える、1mm未満の細い血管',
                '網目状静脈瘤：皮膚の下に青く透けて見える、1〜3mmほどの網目状の静脈',
                '小さな静脈瘤や側枝の静脈',
                '静脈焼灼術や手術の後に残った静脈、再びできた小さな静脈瘤',
              ],
            },
            {
              kind: 'note',
              text: '大伏在静脈や小伏在静脈などの主な静脈に逆流があるのに、表に見える小さな血管だけを注射で治療すると、原因が残っているため再びできやすくなります。そのため注射治療の前に、血管超音波検査で逆流の有無を先に確認します。',
            },
          ],
        },
        {
          id: 'who-should-not',
          heading: '治療を延期したり避けたりすべき場合',
          blocks: [
            {
              kind: 'p',
              text: '次のような場合は、硬化療法を行わないか、状態が良くなるまで延期するほうが安全です。当てはまるかどうかわからない場合は、診察の際に気軽にお話しください。',
            },
            {
              kind: 'list',
              items: [
                '硬化剤でアレルギー反応が出たことがある方',
                '急性の深部静脈血栓症や肺塞栓症がある方、近ごろかかった方',
                '妊娠中または授乳中の方',
                '長い間寝たきりで過ごす必要があるなど、歩くことが難しい方',
                '治療部位に感染や重い皮膚の病気がある方、脚の動脈の血流が大きく不足している方',
                'フォーム硬化剤の場合、心臓の穴（卵円孔開存など）に関連する症状があったことがある方は、前もってお知らせください。',
              ],
            },
          ],
        },
        {
          id: 'procedure',
          heading: '治療の流れ',
          blocks: [
            {
              kind: 'p',
              text: '硬化療法は入院や麻酔をせずに外来で行い、治療時間も比較的短い治療です。治療範囲が広い場合は一度にすべて行わず、数週間の間隔をあけて何回かに分けて治療することがあります。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '血管超音波検査で逆流と治療する静脈を確認し、立った姿勢で治療部位に印をつけます。',
                '横になった姿勢で皮膚を消毒します。',
                '細い針で静脈の中に硬化剤を少しずつ注射します。深い静脈は超音波で見ながら注射します。',
                '注射した部位を綿やパッドで押さえ、弾性ストッキングや弾性包帯を着けます。',
                'しばらく歩いて状態を確認した後、帰宅します。',
              ],
            },
            {
              kind: 'note',
              text: '治療の回数と費用は、治療する範囲や静脈の状態によって異なるため、診察の後にご案内します。',
            },
          ],
        },
        {
          id: 'after-care',
          heading: '治療後の過ごし方',
          blocks: [
            {
              kind: 'p',
              text: '治療当日から歩くなどの軽い日常生活を送ることができ、むしろこまめに歩くことが血液の流れを助けます。治療した血管が目立たなくなるまでには数週間から数か月かかり、その程度には個人差があります。',
            },
            {
              kind: 'list',
              items: [
                '弾性ストッキングは案内された期間、着用してください。',
                '数日間は、激しい運動、サウナや熱いお風呂、長時間の立ちっぱなしや座りっぱなしを避けてください。',
                '治療部位が日焼けすると色素沈着が濃くなることがあるため、紫外線を避けることをおすすめします。',
                '長時間のフライトや長距離の移動の予定がある場合は、前もってご相談ください。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '起こりうる副作用',
          blocks: [
            {
              kind: 'p',
              text: '硬化療法の後には、次のような反応や副作用が起こることがあります。多くは時間とともに良くなりますが、つらい症状や気になる症状がある場合は当院にご連絡ください。',
            },
            {
              kind: 'list',
              items: [
                '注射部位のあざ、かゆみ、押したときの痛み',
                '治療した静脈に沿って触れる硬いしこり（たまった血液は必要に応じて抜くことができます）',
                '茶色の色素沈着：多くは数か月かけて薄くなりますが、長く残ることもあります',
                '治療部位の周りに細い赤い血管が新たに透けて見える現象（マッティング）',
                '表在性血栓性静脈炎、硬化剤が血管の外にもれて起こる皮膚潰瘍（まれ）',
                'アレルギー反応、フォーム硬化剤使用後の一時的な視覚異常や頭痛（まれ）、深部静脈血栓症（まれ）',
              ],
            },
            {
              kind: 'note',
              text: 'ふくらはぎが急に腫れて痛む、息苦しさや胸の痛みがある、視覚の異常が続くといった場合は、すぐに当院へ連絡するか、近くの救急外来を受診してください。',
            },
          ],
        },
      ],
    },
  },
  'surgery/clarivein': {
    ko: {
      nameKo: '클라리베인',
      nameEn: 'ClariVein',
      title: '클라리베인 (ClariVein) 기계화학적 정맥 폐쇄술',
      description:
        '회전하는 카테터와 경화제로 역류하는 정맥을 닫는 클라리베인 시술의 원리, 적합한 경우, 시술 과정, 관리와 부작용을 안내합니다.',
      lead: '클라리베인은 가는 카테터를 정맥 안에 넣고, 끝의 와이어를 회전시키면서 경화제를 주입해 역류하는 정맥을 닫는 기계화학적 정맥 폐쇄술(MOCA)입니다. 열을 쓰지 않아 팽윤마취 없이 카테터가 들어가는 자리에만 국소마취를 합니다. 시술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
      sections: [
        {
          id: 'how-it-works',
          heading: '어떤 원리로 치료하나요',
          blocks: [
            {
              kind: 'p',
              text: '클라리베인 카테터의 끝에는 가느다란 와이어가 있어 정맥 안에서 빠르게 회전합니다. 회전하는 와이어가 정맥 안쪽 벽(내피)을 기계적으로 자극하면 정맥이 수축하고, 이때 카테터를 통해 함께 주입되는 경화제가 정맥 벽에 잘 스며들어 작용합니다. 카테터를 조금씩 빼내면서 치료할 구간 전체에 이 과정을 이어 가면 정맥이 닫힙니다.',
            },
            {
              kind: 'p',
              text: '열을 쓰지 않기 때문에 정맥 주위에 많은 양의 마취액을 주사하는 팽윤마취가 필요하지 않고, 열로 인한 주변 조직 손상에 대한 걱정이 상대적으로 적습니다. 닫힌 정맥은 시간이 지나면서 섬유 조직으로 바뀌어 점차 작아지고, 혈액은 주변의 건강한 정맥을 통해 심장으로 돌아갑니다.',
            },
            {
              kind: 'figure',
              image: 'catheter',
              alt: '다리의 정맥 안에 가는 카테터가 들어가 있는 그림. 카테터 끝의 와이어가 회전하며 정맥 벽을 자극하고, 동시에 경화제가 나오면서 정맥이 닫히는 모습을 보여 줍니다.',
              caption: '회전하는 와이어와 경화제로 정맥을 닫는 클라리베인 시술',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '이런 분께 고려합니다',
          blocks: [
            {
              kind: 'p',
              text: '혈관 초음파 검사에서 큰두렁정맥(대복재정맥)이나 작은두렁정맥(소복재정맥)에 0.5초보다 긴 역류가 확인되고, 다리가 무겁고 붓거나 쥐가 나는 증상, 눈에 보이는 정맥류가 있는 분께 고려합니다. 특히 다음과 같은 경우에 도움이 될 수 있습니다.',
            },
            {
              kind: 'list',
              items: [
                '열 치료에 필요한 팽윤마취 주사가 부담스러운 분',
                '무릎 아래의 큰두렁정맥이나 작은두렁정맥처럼 신경이 정맥 가까이 지나는 부위를 치료해야 하는 분',
                '정맥이 비교적 곧게 뻗어 있어 카테터가 지나가기 좋은 분',
              ],
            },
            {
              kind: 'p',
              text: '최종적으로 어떤 방법이 맞는지는 정맥의 굵기와 위치, 모양, 전신 상태와 복용 중인 약을 함께 살펴 의사가 정합니다.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '이런 경우에는 맞지 않을 수 있습니다',
          blocks: [
            {
              kind: 'p',
              text: '다음과 같은 경우에는 클라리베인 시술이 맞지 않거나 시기를 미뤄야 할 수 있습니다. 이럴 때에는 다른 치료 방법을 함께 검토합니다.',
            },
            {
              kind: 'list',
              items: [
                '폴리도카놀 등 경화제에 알레르기 반응을 보인 적이 있는 분',
                '급성 심부정맥혈전증이 있거나, 치료할 정맥에 혈전정맥염이 진행 중인 분',
                '임신 중이거나 수유 중인 분',
                '정맥이 매우 굵게 늘어나 있거나 심하게 구불구불해 카테터가 지나가기 어려운 경우',
                '다리로 가는 동맥 혈류가 크게 부족하거나, 시술 후 걷기가 어려운 분',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '시술 당일의 과정',
          blocks: [
            {
              kind: 'p',
              text: '시술 자체는 보통 {{duration.nonthermal}} 정도 걸리며, 준비와 시술 뒤 휴식을 포함하면 병원에 머무는 시간은 조금 더 깁니다. 당일은 다음 순서로 진행합니다.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '접수 후 건강 상태와 복용 중인 약을 확인하고, 시술 내용을 다시 설명드린 뒤 동의서를 작성합니다.',
                '혈관 초음파로 치료할 정맥의 위치와 범위를 확인해 피부에 표시합니다.',
                '시술대에 누워 다리를 소독하고, 카테터가 들어갈 자리에 국소마취를 합니다.',
                '초음파를 보면서 가는 바늘로 정맥에 들어가 카테터를 넣고, 끝이 심부정맥과 만나는 곳에서 안전한 거리에 있는지 확인합니다.',
                '와이어를 회전시키며 경화제를 주입하고, 카테터를 천천히 빼내며 정맥을 닫습니다. 필요하면 곁가지 정맥류도 함께 치료합니다.',
                '압박스타킹을 신고 잠시 걸으며 상태를 확인한 뒤 귀가합니다.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '시술 후 관리',
          blocks: [
            {
              kind: 'p',
              text: '시술 직후부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 일상생활로 돌아가는 시기는 하는 일과 회복 정도에 따라 개인차가 있습니다.',
            },
            {
              kind: 'list',
              items: [
                '압박스타킹은 안내받은 기간 동안 착용합니다.',
                '며칠 동안은 격한 운동, 사우나와 뜨거운 목욕, 과음을 피해 주세요.',
                '정해진 날에 내원해 초음파로 정맥이 잘 닫혔는지, 심부정맥에 혈전이 생기지 않았는지 확인합니다.',
                '치료한 정맥을 따라 당기거나 단단하게 만져지는 느낌은 대개 시간이 지나며 줄어듭니다.',
                '장거리 비행이나 오랜 이동 계획이 있다면 미리 상의해 주세요.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '생길 수 있는 부작용',
          blocks: [
            {
              kind: 'p',
              text: '클라리베인 시술 뒤에도 다음과 같은 부작용이 생길 수 있습니다. 대부분은 가볍고 시간이 지나며 좋아지지만, 불편한 증상이 있으면 언제든 말씀해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '멍, 누르면 아픈 느낌, 당기는 느낌',
                '치료한 정맥을 따라 단단하게 만져지는 멍울, 표재성 정맥염',
                '피부 색소침착',
                '경화제에 대한 알레르기 반응(드묾)',
                '닫힌 정맥의 일부가 다시 열리는 경우가 있어 추가 치료가 필요할 수 있음',
                '심부정맥혈전증(드묾)',
              ],
            },
            {
              kind: 'note',
              text: '종아리나 허벅지가 갑자기 심하게 붓고 아프거나, 숨이 차거나 가슴이 아프거나, 상처에서 피가 멈추지 않거나 열이 나면 바로 병원에 연락하거나 가까운 응급실을 방문해 주세요.',
            },
          ],
        },
        {
          id: 'cost',
          heading: '비용 안내',
          blocks: [
            {
              kind: 'p',
              text: '클라리베인 시술 비용은 {{fee.nonthermal}}이며, {{insurance.nonthermal}} 항목입니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
            },
            {
              kind: 'note',
              text: '실제 비용은 한쪽 다리인지 양쪽 다리인지, 치료할 정맥의 개수와 범위, 곁가지 정맥류에 대한 추가 치료가 필요한지에 따라 달라집니다. 혈관 초음파 검사와 진찰을 마친 뒤 예상 비용을 자세히 설명해 드립니다.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: '국소마취 (카테터 삽입 부위만, 팽윤마취 없음)',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery: '보통 당일부터 걷기와 가벼운 일상생활 가능 (개인에 따라 차이가 있습니다)',
      },
      factLabels: {
        duration: '시술 시간',
        anesthesia: '마취',
        cost: '비용',
        insurance: '건강보험',
        recovery: '일상 복귀',
      },
    },
    en: {
      nameKo: '클라리베인',
      nameEn: 'ClariVein',
      title: 'ClariVein mechanochemical ablation',
      description:
        'How ClariVein closes refluxing veins with a rotating catheter and a sclerosant: who it suits, the procedure day, after-care and side effects.',
      lead: 'ClariVein is a mechanochemical ablation (MOCA): a thin catheter is placed in the vein, and a sclerosant is infused while the wire at its tip rotates, closing the refluxing vein. Because no heat is used, no tumescent anaesthesia is needed; local anaesthesia is given just at the catheter entry site. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
      sections: [
        {
          id: 'how-it-works',
          heading: 'How does it work?',
          blocks: [
            {
              kind: 'p',
              text: 'The tip of the ClariVein catheter has a thin wire that rotates rapidly inside the vein. The rotating wire mechanically irritates the inner lining of the vein (the endothelium), so the vein contracts, and the sclerosant infused through the catheter at the same time penetrates and acts on the vein wall. As the catheter is gradually withdrawn, this continues along the whole section being treated and the vein closes.',
            },
            {
              kind: 'p',
              text: 'Because no heat is used, tumescent anaesthesia (injecting a large volume of anaesthetic fluid around the vein) is not needed, and there is relatively less concern about heat damage to the surrounding tissue. Over time the closed vein turns into fibrous tissue and gradually shrinks, and blood returns to the heart through nearby healthy veins.',
            },
            {
              kind: 'figure',
              image: 'catheter',
              alt: 'Illustration of a thin catheter inside a leg vein. The wire at the catheter tip rotates and irritates the vein wall while sclerosant is released, and the vein closes.',
              caption: 'ClariVein closes the vein with a rotating wire and a sclerosant',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'Who it may suit',
          blocks: [
            {
              kind: 'p',
              text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have symptoms such as heavy, swollen legs or cramps, or visible varicose veins. It may be particularly helpful in the following cases.',
            },
            {
              kind: 'list',
              items: [
                'People who would rather avoid the tumescent anaesthetic injections needed for heat treatments',
                'People who need treatment where nerves run close to the vein, such as the great saphenous vein below the knee or the small saphenous vein',
                'People whose vein runs fairly straight, so the catheter can pass easily',
              ],
            },
            {
              kind: 'p',
              text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your general health and the medicines you take.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: 'When it may not be suitable',
          blocks: [
            {
              kind: 'p',
              text: 'In the following cases ClariVein may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
            },
            {
              kind: 'list',
              items: [
                'People who have had an allergic reaction to a sclerosant such as polidocanol',
                'People with acute deep vein thrombosis, or active thrombophlebitis in the vein to be treated',
                'People who are pregnant or breastfeeding',
                'When the vein is very widely dilated or so twisted that the catheter cannot pass easily',
                'People with markedly reduced arterial blood flow to the legs, or who will find it hard to walk after the procedure',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: 'The day of the procedure, step by step',
          blocks: [
            {
              kind: 'p',
              text: 'The procedure itself usually takes about {{duration.nonthermal}}; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'After you check in, we confirm your health and the medicines you take, explain the procedure again, and you sign the consent form.',
                'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.',
                'You lie on the procedure table, the leg is disinfected, and the catheter entry site is numbed with local anaesthetic.',
                'Under ultrasound, the vein is entered with a fine needle and the catheter is inserted; we check that its tip sits at a safe distance from where the vein joins the deep vein.',
                'The sclerosant is infused while the wire rotates, and the catheter is slowly withdrawn to close the vein. Side-branch varicose veins are treated at the same time if needed.',
                'You put on a compression stocking, walk for a short while so we can check how you are, and go home.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: 'After the procedure',
          blocks: [
            {
              kind: 'p',
              text: 'You can walk straight after the procedure, and light walking helps circulation and recovery. When you return to your daily routine varies from person to person, depending on your work and how you recover.',
            },
            {
              kind: 'list',
              items: [
                'Wear compression stockings for the period you were advised.',
                'For a few days, avoid strenuous exercise, saunas and hot baths, and heavy drinking.',
                'Come back on the scheduled day for an ultrasound check that the vein has closed well and that no clot has formed in the deep veins.',
                'A pulling or firm feeling along the treated vein usually eases with time.',
                'If you are planning a long flight or a long journey, please talk to us in advance.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: 'Possible side effects',
          blocks: [
            {
              kind: 'p',
              text: 'The following side effects can occur after ClariVein. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
            },
            {
              kind: 'list',
              items: [
                'Bruising, tenderness, a pulling sensation',
                'Firm lumps along the treated vein, superficial phlebitis',
                'Skin pigmentation',
                'Allergic reaction to the sclerosant (rare)',
                'Part of the closed vein may reopen, and further treatment may be needed',
                'Deep vein thrombosis (rare)',
              ],
            },
            {
              kind: 'note',
              text: 'If your calf or thigh suddenly becomes very swollen and painful, you become short of breath or have chest pain, a wound keeps bleeding, or you develop a fever, contact the clinic at once or go to the nearest emergency department.',
            },
          ],
        },
        {
          id: 'cost',
          heading: 'Cost',
          blocks: [
            {
              kind: 'p',
              text: 'ClariVein costs {{fee.nonthermal}}. Insurance status: {{insurance.nonthermal}}. You can also see the cost of each item on the cost page.',
            },
            {
              kind: 'note',
              text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, and whether side-branch varicose veins need additional treatment. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: 'Local anaesthesia limited to the catheter entry site (no tumescent anaesthesia)',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery:
          'Walking and light daily activities are usually possible from the same day (varies from person to person)',
      },
      factLabels: {
        duration: 'Procedure time',
        anesthesia: 'Anaesthesia',
        cost: 'Cost',
        insurance: 'National health insurance',
        recovery: 'Return to daily activities',
      },
    },
    cn: {
      nameKo: '클라리베인',
      nameEn: 'ClariVein',
      title: 'ClariVein 机械化学静脉闭合术',
      description:
        '介绍用旋转导管和硬化剂闭合反流静脉的ClariVein治疗的原理、适合人群、治疗当天流程、术后护理和副作用。',
      lead: 'ClariVein是一种机械化学消融术（MOCA）：将细导管置入静脉，一边旋转导管前端的导丝一边注入硬化剂，使反流的静脉闭合。由于不使用热量，不需要肿胀麻醉，只在导管进入的部位进行局部麻醉。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
      sections: [
        {
          id: 'how-it-works',
          heading: '治疗原理是什么',
          blocks: [
            {
              kind: 'p',
              text: 'ClariVein导管的前端有一根细导丝，可在静脉内快速旋转。旋转的导丝以机械方式刺激静脉内壁（内皮），使静脉收缩，同时经导管注入的硬化剂能更好地渗入并作用于静脉壁。一边逐步回撤导管，一边在需要治疗的整段静脉上持续这一过程，静脉就会闭合。',
            },
            {
              kind: 'p',
              text: '由于不使用热量，不需要在静脉周围注射大量麻醉液的肿胀麻醉，对热量损伤周围组织的担忧也相对较少。闭合的静脉会随着时间推移变成纤维组织并逐渐缩小，血液则经周围健康的静脉回流到心脏。',
            },
            {
              kind: 'figure',
              image: 'catheter',
              alt: '细导管置入腿部静脉内的示意图。导管前端的导丝旋转刺激静脉壁，同时释放硬化剂，使静脉闭合。',
              caption: '用旋转导丝和硬化剂闭合静脉的ClariVein治疗',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '适合考虑的人群',
          blocks: [
            {
              kind: 'p',
              text: '血管超声检查发现大隐静脉或小隐静脉反流时间超过0.5秒，并有腿部沉重、肿胀、抽筋等症状或可见静脉曲张的人，可以考虑这种治疗。在以下情况下可能尤其有帮助。',
            },
            {
              kind: 'list',
              items: [
                '对热消融所需的肿胀麻醉注射有顾虑的人',
                '需要治疗神经紧贴静脉走行的部位，如膝下大隐静脉或小隐静脉的人',
                '静脉走行比较直、导管容易通过的人',
              ],
            },
            {
              kind: 'p',
              text: '具体适合哪种方法，将由医生综合考虑静脉的粗细、位置、形态，以及全身状况和正在服用的药物后决定。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '可能不适合的情况',
          blocks: [
            {
              kind: 'p',
              text: '有以下情况时，ClariVein治疗可能不适合，或需要推迟进行。此时我们会一起研究其他治疗方法。',
            },
            {
              kind: 'list',
              items: [
                '曾对聚多卡醇等硬化剂出现过敏反应的人',
                '患有急性深静脉血栓，或需治疗的静脉正处于血栓性静脉炎活动期的人',
                '怀孕或哺乳期间的人',
                '静脉极度扩张或严重迂曲，导管难以通过的情况',
                '流向腿部的动脉血流明显不足，或治疗后难以行走的人',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治疗当天的流程',
          blocks: [
            {
              kind: 'p',
              text: '治疗本身通常需要{{duration.nonthermal}}左右，加上准备和术后休息，在医院停留的时间会稍长一些。当天按以下顺序进行。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '挂号后确认健康状况和正在服用的药物，再次说明治疗内容，并签署知情同意书。',
                '用血管超声确认需要治疗的静脉位置和范围，并在皮肤上做标记。',
                '躺在治疗床上，对腿部消毒，在导管进入部位进行局部麻醉。',
                '在超声引导下用细针穿刺静脉并置入导管，确认导管前端与深静脉汇合处保持安全距离。',
                '一边旋转导丝一边注入硬化剂，缓慢回撤导管以闭合静脉。必要时同时治疗侧支静脉曲张。',
                '穿上压力袜，稍微走动一会儿，确认状态后回家。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '术后护理',
          blocks: [
            {
              kind: 'p',
              text: '治疗结束后即可行走，轻度步行有助于血液循环和恢复。恢复日常生活的时间因工作性质和恢复情况而因人而异。',
            },
            {
              kind: 'list',
              items: [
                '按照医生说明的时间穿着压力袜。',
                '几天内请避免剧烈运动、桑拿和热水浴以及过量饮酒。',
                '请在约定的日期来院，通过超声确认静脉是否闭合良好、深静脉有无血栓。',
                '沿治疗静脉出现的牵拉感或硬结感，通常会随着时间减轻。',
                '如有长途飞行或长时间出行的计划，请提前商量。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '可能出现的副作用',
          blocks: [
            {
              kind: 'p',
              text: 'ClariVein治疗后也可能出现以下副作用。大多较轻，会随着时间好转，但如有不适，请随时告诉我们。',
            },
            {
              kind: 'list',
              items: [
                '淤青、按压痛、牵拉感',
                '沿治疗静脉摸到的硬结，浅静脉炎',
                '皮肤色素沉着',
                '对硬化剂的过敏反应（罕见）',
                '闭合的静脉可能有一部分重新开通，需要追加治疗',
                '深静脉血栓（罕见）',
              ],
            },
            {
              kind: 'note',
              text: '如果小腿或大腿突然严重肿胀疼痛、出现呼吸困难或胸痛、伤口出血不止或发热，请立即联系医院或前往附近的急诊科。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '费用说明',
          blocks: [
            {
              kind: 'p',
              text: 'ClariVein治疗费用为{{fee.nonthermal}}，属于{{insurance.nonthermal}}项目。各项费用也可以在费用说明页面查看。',
            },
            {
              kind: 'note',
              text: '实际费用取决于治疗单腿还是双腿、需要治疗的静脉数量和范围，以及侧支静脉曲张是否需要追加治疗。完成血管超声检查和诊察后，我们会详细说明预计费用。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: '局部麻醉（仅在导管穿刺部位，不需要肿胀麻醉）',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery: '通常当天即可走路和进行轻度日常活动（因人而异）',
      },
      factLabels: {
        duration: '手术时间',
        anesthesia: '麻醉',
        cost: '费用',
        insurance: '国民健康保险',
        recovery: '恢复日常生活',
      },
    },
    jp: {
      nameKo: '클라리베인',
      nameEn: 'ClariVein',
      title: 'ClariVein（クラリベイン）機械的化学的静脈閉塞術',
      description:
        '回転するカテーテルと硬化剤で逆流する静脈を閉じるClariVeinの仕組み、適した方、当日の流れ、治療後の注意と副作用をご案内します。',
      lead: 'ClariVeinは、細いカテーテルを静脈の中に入れ、先端のワイヤーを回転させながら硬化剤を注入して、逆流している静脈を閉じる機械的化学的静脈閉塞術（MOCA）です。熱を使わないためTLA麻酔（膨潤局所麻酔）は必要なく、カテーテルを入れる部分だけに局所麻酔をします。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
      sections: [
        {
          id: 'how-it-works',
          heading: 'どのような仕組みで治療するのですか',
          blocks: [
            {
              kind: 'p',
              text: 'ClariVeinのカテーテルの先端には細いワイヤーがあり、静脈の中で速く回転します。回転するワイヤーが静脈の内側の壁（内皮）を機械的に刺激すると静脈が縮み、同時にカテーテルから注入される硬化剤が静脈の壁によくしみ込んで働きます。カテーテルを少しずつ引き抜きながら治療する区間全体でこれを続けると、静脈が閉じます。',
            },
            {
              kind: 'p',
              text: '熱を使わないため、静脈の周りにたくさんの麻酔液を注射するTLA麻酔が必要なく、熱による周りの組織へのダメージの心配が比較的少ない方法です。閉じた静脈は時間とともに線維組織に変わって徐々に小さくなり、血液は周りの健康な静脈を通って心臓へ戻ります。',
            },
            {
              kind: 'figure',
              image: 'catheter',
              alt: '脚の静脈の中に細いカテーテルが入っているイラスト。カテーテル先端のワイヤーが回転して静脈の壁を刺激し、同時に硬化剤が出て静脈が閉じていく様子を示しています。',
              caption: '回転するワイヤーと硬化剤で静脈を閉じるClariVein治療',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'このような方に検討します',
          blocks: [
            {
              kind: 'p',
              text: '血管超音波検査で大伏在静脈や小伏在静脈に0.5秒より長い逆流が確認され、脚の重さやむくみ、こむら返りなどの症状や、目に見える静脈瘤がある方に検討します。特に次のような場合に役立つことがあります。',
            },
            {
              kind: 'list',
              items: [
                '熱を使う治療に必要なTLA麻酔の注射に抵抗がある方',
                '膝下の大伏在静脈や小伏在静脈のように、神経が静脈の近くを通る部位の治療が必要な方',
                '静脈が比較的まっすぐで、カテーテルが通りやすい方',
              ],
            },
            {
              kind: 'p',
              text: '実際にどの方法が合うかは、静脈の太さや位置、形、全身の状態や服用中の薬をあわせて確認し、医師が決めます。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '合わない可能性がある場合',
          blocks: [
            {
              kind: 'p',
              text: '次のような場合は、ClariVeinが合わなかったり、時期を延期する必要があったりします。その際はほかの治療方法もあわせて検討します。',
            },
            {
              kind: 'list',
              items: [
                'ポリドカノールなどの硬化剤でアレルギー反応が出たことがある方',
                '急性の深部静脈血栓症がある方、治療する静脈に血栓性静脈炎が起きている方',
                '妊娠中または授乳中の方',
                '静脈が非常に太く広がっている、または強く曲がりくねっていてカテーテルが通りにくい場合',
                '脚へ流れる動脈の血流が大きく不足している方、治療後に歩くことが難しい方',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治療当日の流れ',
          blocks: [
            {
              kind: 'p',
              text: '治療そのものは通常{{duration.nonthermal}}ほどかかり、準備や治療後の休憩を含めると、院内で過ごす時間はもう少し長くなります。当日は次の順番で進めます。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '受付の後、体調と服用中の薬を確認し、治療内容をあらためてご説明したうえで同意書に記入していただきます。',
                '血管超音波で治療する静脈の位置と範囲を確認し、皮膚に印をつけます。',
                '治療台に横になって脚を消毒し、カテーテルを入れる部分に局所麻酔をします。',
                '超音波を見ながら細い針で静脈に入り、カテーテルを挿入して、先端が深部静脈との合流部から安全な距離にあることを確認します。',
                'ワイヤーを回転させながら硬化剤を注入し、カテーテルをゆっくり引き抜いて静脈を閉じます。必要に応じて枝分かれした静脈瘤も一緒に治療します。',
                '弾性ストッキングを履いてしばらく歩き、状態を確認してから帰宅します。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '治療後の過ごし方',
          blocks: [
            {
              kind: 'p',
              text: '治療直後から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。日常生活に戻る時期は、お仕事の内容や回復の具合によって個人差があります。',
            },
            {
              kind: 'list',
              items: [
                '弾性ストッキングは案内された期間、着用してください。',
                '数日間は、激しい運動、サウナや熱いお風呂、飲みすぎを避けてください。',
                '決められた日に来院し、超音波で静脈がきちんと閉じているか、深部静脈に血栓ができていないかを確認します。',
                '治療した静脈に沿ったつっぱり感や硬さは、多くの場合、時間とともに和らぎます。',
                '長時間のフライトや長距離の移動の予定がある場合は、前もってご相談ください。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '起こりうる副作用',
          blocks: [
            {
              kind: 'p',
              text: 'ClariVeinの後にも、次のような副作用が起こることがあります。多くは軽く時間とともに良くなりますが、つらい症状があればいつでもお知らせください。',
            },
            {
              kind: 'list',
              items: [
                'あざ、押したときの痛み、つっぱり感',
                '治療した静脈に沿って触れる硬いしこり、表在性静脈炎',
                '皮膚の色素沈着',
                '硬化剤に対するアレルギー反応（まれ）',
                '閉じた静脈の一部が再び開くことがあり、追加の治療が必要になる場合があること',
                '深部静脈血栓症（まれ）',
              ],
            },
            {
              kind: 'note',
              text: 'ふくらはぎや太ももが急にひどく腫れて痛む、息苦しさや胸の痛みがある、傷からの出血が止まらない、熱が出たといった場合は、すぐに当院へ連絡するか、近くの救急外来を受診してください。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '費用のご案内',
          blocks: [
            {
              kind: 'p',
              text: 'ClariVeinの費用は{{fee.nonthermal}}で、{{insurance.nonthermal}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
            },
            {
              kind: 'note',
              text: '実際の費用は、片脚か両脚か、治療する静脈の本数と範囲、枝分かれした静脈瘤に追加の治療が必要かどうかによって変わります。血管超音波検査と診察を終えた後、見込みの費用を詳しくご説明します。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: '局所麻酔（カテーテル挿入部のみ、TLA麻酔なし）',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery: '通常は当日から歩行や軽い日常生活が可能（個人差があります）',
      },
      factLabels: {
        duration: '施術時間',
        anesthesia: '麻酔',
        cost: '費用',
        insurance: '健康保険',
        recovery: '日常生活への復帰',
      },
    },
  },
  'surgery/flebogrif': {
    ko: {
      nameKo: '플레보그리프',
      nameEn: 'Flebogrif',
      title: '플레보그리프 (Flebogrif) 기계화학적 정맥 폐쇄술',
      description:
        '카테터로 정맥 벽을 자극하며 거품 경화제를 주입해 정맥을 닫는 플레보그리프 시술의 원리, 적합한 경우, 과정과 부작용을 안내합니다.',
      lead: '플레보그리프는 끝부분이 펼쳐지는 카테터로 정맥 안쪽 벽을 자극하면서 거품 형태의 경화제를 함께 주입해 역류하는 정맥을 닫는 기계화학적 정맥 폐쇄술입니다. 열을 쓰지 않아 팽윤마취 없이 카테터가 들어가는 자리에만 국소마취를 합니다. 시술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
      sections: [
        {
          id: 'how-it-works',
          heading: '어떤 원리로 치료하나요',
          blocks: [
            {
              kind: 'p',
              text: '플레보그리프 카테터를 정맥 안의 치료 시작 지점까지 넣은 뒤 끝부분을 펼치면, 작은 갈고리 모양의 금속 날개 여러 개가 정맥 벽 쪽으로 벌어집니다. 카테터를 천천히 빼내는 동안 이 날개들이 정맥 안쪽 벽(내피)을 고르게 긁어 자극하고, 동시에 카테터를 통해 거품 경화제가 주입됩니다.',
            },
            {
              kind: 'p',
              text: '기계적인 자극으로 손상된 정맥 벽에 거품 경화제가 넓게 닿아 작용하면서 정맥이 닫히고, 닫힌 정맥은 시간이 지나며 섬유 조직으로 바뀌어 점차 작아집니다. 열을 쓰지 않기 때문에 팽윤마취가 필요하지 않고, 열로 인한 주변 조직 손상에 대한 걱정이 상대적으로 적습니다.',
            },
            {
              kind: 'figure',
              image: 'catheter',
              alt: '다리의 정맥 안에 들어간 카테터 끝에서 작은 금속 날개들이 펼쳐져 정맥 벽을 자극하고, 거품 경화제가 함께 나오면서 정맥이 닫히는 모습을 나타낸 그림.',
              caption: '정맥 벽을 자극하며 거품 경화제를 주입하는 플레보그리프 시술',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '이런 분께 고려합니다',
          blocks: [
            {
              kind: 'p',
              text: '혈관 초음파 검사에서 큰두렁정맥(대복재정맥)이나 작은두렁정맥(소복재정맥), 또는 굵은 곁가지 정맥에 0.5초보다 긴 역류가 확인되고, 다리의 무거움, 부종, 쥐가 나는 증상이나 눈에 보이는 정맥류가 있는 분께 고려합니다. 특히 다음과 같은 경우에 도움이 될 수 있습니다.',
            },
            {
              kind: 'list',
              items: [
                '열 치료에 필요한 팽윤마취 주사가 부담스러운 분',
                '무릎 아래나 작은두렁정맥처럼 신경이 정맥 가까이 지나는 부위를 치료해야 하는 분',
                '카테터가 지나갈 수 있을 정도로 정맥이 비교적 곧게 뻗어 있는 분',
              ],
            },
            {
              kind: 'p',
              text: '최종적으로 어떤 방법이 맞는지는 정맥의 굵기와 위치, 모양, 전신 상태를 함께 살펴 의사가 정합니다.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '이런 경우에는 맞지 않을 수 있습니다',
          blocks: [
            {
              kind: 'p',
              text: '다음과 같은 경우에는 플레보그리프 시술이 맞지 않거나 시기를 미뤄야 할 수 있습니다. 거품 경화제를 사용하므로 관련된 병력도 미리 확인합니다.',
            },
            {
              kind: 'list',
              items: [
                '폴리도카놀 등 경화제에 알레르기 반응을 보인 적이 있는 분',
                '급성 심부정맥혈전증이 있거나, 치료할 정맥에 혈전정맥염이 진행 중인 분',
                '임신 중이거나 수유 중인 분',
                '심장 안 구멍(난원공 개존 등)과 관련된 증상이나 원인이 분명하지 않은 뇌경색을 겪은 적이 있는 분',
                '정맥이 심하게 구불구불해 카테터가 지나가기 어렵거나, 다리 동맥 혈류가 크게 부족한 경우',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '시술 당일의 과정',
          blocks: [
            {
              kind: 'p',
              text: '시술 자체는 보통 {{duration.nonthermal}} 정도 걸리며, 준비와 시술 뒤 휴식을 포함하면 병원에 머무는 시간은 조금 더 깁니다. 당일은 다음 순서로 진행합니다.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '접수 후 건강 상태와 복용 중인 약을 확인하고, 시술 내용을 다시 설명드린 뒤 동의서를 작성합니다.',
                '혈관 초음파로 치료할 정맥의 위치와 범위를 확인해 피부에 표시합니다.',
                '시술대에 누워 다리를 소독하고, 카테터가 들어갈 자리에 국소마취를 합니다.',
                '초음파를 보면서 정맥에 카테터를 넣고, 끝이 심부정맥과 만나는 곳에서 안전한 거리에 있는지 확인합니다.',
                '카테터 끝을 펼친 뒤 천천히 빼내면서 거품 경화제를 주입해 정맥을 닫습니다. 필요하면 곁가지 정맥류도 함께 치료합니다.',
                '압박스타킹을 신고 잠시 걸으며 상태를 확인한 뒤 귀가합니다.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '시술 후 관리',
          blocks: [
            {
              kind: 'p',
              text: '시술 직후부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 일상생활로 돌아가는 시기는 하는 일과 회복 정도에 따라 개인차가 있습니다.',
            },
            {
              kind: 'list',
              items: [
                '압박스타킹은 안내받은 기간 동안 착용합니다.',
                '며칠 동안은 격한 운동, 사우나와 뜨거운 목욕, 과음을 피해 주세요.',
                '정해진 날에 내원해 초음파로 정맥이 잘 닫혔는지, 심부정맥에 혈전이 생기지 않았는지 확인합니다.',
                '치료한 정맥을 따라 멍울이 만져지거나 당기는 느낌은 대개 시간이 지나며 줄어듭니다.',
                '장거리 비행이나 오랜 이동 계획이 있다면 미리 상의해 주세요.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '생길 수 있는 부작용',
          blocks: [
            {
              kind: 'p',
              text: '플레보그리프 시술 뒤에도 다음과 같은 부작용이 생길 수 있습니다. 대부분은 가볍고 시간이 지나며 좋아지지만, 불편한 증상이 있으면 언제든 말씀해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '멍, 누르면 아픈 느낌, 당기는 느낌',
                '치료한 정맥을 따라 단단하게 만져지는 멍울, 표재성 정맥염',
                '피부 색소침착',
                '경화제에 대한 알레르기 반응, 거품 경화제 사용 후 일시적인 시야 이상이나 두통(드묾)',
                '닫힌 정맥의 일부가 다시 열리는 경우가 있어 추가 치료가 필요할 수 있음',
                '심부정맥혈전증(드묾)',
              ],
            },
            {
              kind: 'note',
              text: '종아리나 허벅지가 갑자기 심하게 붓고 아프거나, 숨이 차거나 가슴이 아프거나, 상처에서 피가 멈추지 않거나 열이 나면 바로 병원에 연락하거나 가까운 응급실을 방문해 주세요.',
            },
          ],
        },
        {
          id: 'cost',
          heading: '비용 안내',
          blocks: [
            {
              kind: 'p',
              text: '플레보그리프 시술 비용은 {{fee.nonthermal}}이며, {{insurance.nonthermal}} 항목입니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
            },
            {
              kind: 'note',
              text: '실제 비용은 한쪽 다리인지 양쪽 다리인지, 치료할 정맥의 개수와 범위, 곁가지 정맥류에 대한 추가 치료가 필요한지에 따라 달라집니다. 혈관 초음파 검사와 진찰을 마친 뒤 예상 비용을 자세히 설명해 드립니다.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: '국소마취 (카테터 삽입 부위만, 팽윤마취 없음)',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery: '보통 당일부터 걷기와 가벼운 일상생활 가능 (개인에 따라 차이가 있습니다)',
      },
      factLabels: {
        duration: '시술 시간',
        anesthesia: '마취',
        cost: '비용',
        insurance: '건강보험',
        recovery: '일상 복귀',
      },
    },
    en: {
      nameKo: '플레보그리프',
      nameEn: 'Flebogrif',
      title: 'Flebogrif mechanochemical ablation',
      description:
        'How Flebogrif closes refluxing veins by abrading the vein wall while infusing foam sclerosant: who it suits, the procedure, after-care and side effects.',
      lead: 'Flebogrif is a mechanochemical ablation: a catheter with an expanding tip irritates the inner wall of the vein while a foam sclerosant is infused, closing the refluxing vein. Because no heat is used, no tumescent anaesthesia is needed; local anaesthesia is given just at the catheter entry site. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
      sections: [
        {
          id: 'how-it-works',
          heading: 'How does it work?',
          blocks: [
            {
              kind: 'p',
              text: 'The Flebogrif catheter is advanced inside the vein to the starting point of treatment, and its tip is then opened so that several small hook-shaped metal elements spread out towards the vein wall. As the catheter is slowly withdrawn, these elements evenly scratch and irritate the inner lining of the vein (the endothelium), while foam sclerosant is infused through the catheter at the same time.',
            },
            {
              kind: 'p',
              text: 'The foam sclerosant reaches widely across the mechanically irritated vein wall and acts on it, so the vein closes; over time the closed vein turns into fibrous tissue and gradually shrinks. Because no heat is used, tumescent anaesthesia is not needed, and there is relatively less concern about heat damage to the surrounding tissue.',
            },
            {
              kind: 'figure',
              image: 'catheter',
              alt: 'Illustration of a catheter inside a leg vein with small metal elements opened out at its tip, irritating the vein wall while foam sclerosant is released, and the vein closing.',
              caption: 'Flebogrif irritates the vein wall while infusing foam sclerosant',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'Who it may suit',
          blocks: [
            {
              kind: 'p',
              text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein or in a large side-branch vein, and who have heavy or swollen legs, cramps or visible varicose veins. It may be particularly helpful in the following cases.',
            },
            {
              kind: 'list',
              items: [
                'People who would rather avoid the tumescent anaesthetic injections needed for heat treatments',
                'People who need treatment where nerves run close to the vein, such as below the knee or the small saphenous vein',
                'People whose vein runs straight enough for the catheter to pass',
              ],
            },
            {
              kind: 'p',
              text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your general health.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: 'When it may not be suitable',
          blocks: [
            {
              kind: 'p',
              text: 'In the following cases Flebogrif may not be suitable, or may need to be postponed. Because a foam sclerosant is used, we also check your relevant medical history in advance.',
            },
            {
              kind: 'list',
              items: [
                'People who have had an allergic reaction to a sclerosant such as polidocanol',
                'People with acute deep vein thrombosis, or active thrombophlebitis in the vein to be treated',
                'People who are pregnant or breastfeeding',
                'People who have had symptoms related to a hole in the heart (such as a patent foramen ovale) or a stroke without a clear cause',
                'When the vein is so twisted that the catheter cannot pass easily, or arterial blood flow to the legs is markedly reduced',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: 'The day of the procedure, step by step',
          blocks: [
            {
              kind: 'p',
              text: 'The procedure itself usually takes about {{duration.nonthermal}}; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'After you check in, we confirm your health and the medicines you take, explain the procedure again, and you sign the consent form.',
                'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.',
                'You lie on the procedure table, the leg is disinfected, and the catheter entry site is numbed with local anaesthetic.',
                'Under ultrasound, the catheter is inserted into the vein and we check that its tip sits at a safe distance from where the vein joins the deep vein.',
                'The tip is opened and the catheter is slowly withdrawn while foam sclerosant is infused, closing the vein. Side-branch varicose veins are treated at the same time if needed.',
                'You put on a compression stocking, walk for a short while so we can check how you are, and go home.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: 'After the procedure',
          blocks: [
            {
              kind: 'p',
              text: 'You can walk straight after the procedure, and light walking helps circulation and recovery. When you return to your daily routine varies from person to person, depending on your work and how you recover.',
            },
            {
              kind: 'list',
              items: [
                'Wear compression stockings for the period you were advised.',
                'For a few days, avoid strenuous exercise, saunas and hot baths, and heavy drinking.',
                'Come back on the scheduled day for an ultrasound check that the vein has closed well and that no clot has formed in the deep veins.',
                'Lumps or a pulling feeling along the treated vein usually ease with time.',
                'If you are planning a long flight or a long journey, please talk to us in advance.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: 'Possible side effects',
          blocks: [
            {
              kind: 'p',
              text: 'The following side effects can occur after Flebogrif. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
            },
            {
              kind: 'list',
              items: [
                'Bruising, tenderness, a pulling sensation',
                'Firm lumps along the treated vein, superficial phlebitis',
                'Skin pigmentation',
                'Allergic reaction to the sclerosant; temporary visual disturbance or headache after foam sclerosant (rare)',
                'Part of the closed vein may reopen, and further treatment may be needed',
                'Deep vein thrombosis (rare)',
              ],
            },
            {
              kind: 'note',
              text: 'If your calf or thigh suddenly becomes very swollen and painful, you become short of breath or have chest pain, a wound keeps bleeding, or you develop a fever, contact the clinic at once or go to the nearest emergency department.',
            },
          ],
        },
        {
          id: 'cost',
          heading: 'Cost',
          blocks: [
            {
              kind: 'p',
              text: 'Flebogrif costs {{fee.nonthermal}}. Insurance status: {{insurance.nonthermal}}. You can also see the cost of each item on the cost page.',
            },
            {
              kind: 'note',
              text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, and whether side-branch varicose veins need additional treatment. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: 'Local anaesthesia limited to the catheter entry site (no tumescent anaesthesia)',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery:
          'Walking and light daily activities are usually possible from the same day (varies from person to person)',
      },
      factLabels: {
        duration: 'Procedure time',
        anesthesia: 'Anaesthesia',
        cost: 'Cost',
        insurance: 'National health insurance',
        recovery: 'Return to daily activities',
      },
    },
    cn: {
      nameKo: '플레보그리프',
      nameEn: 'Flebogrif',
      title: 'Flebogrif 机械化学静脉闭合术',
      description: '介绍用导管刺激静脉壁并注入泡沫硬化剂来闭合静脉的Flebogrif治疗的原理、适合人群、治疗流程和副作用。',
      lead: 'Flebogrif是一种机械化学静脉闭合术：用前端可展开的导管刺激静脉内壁，同时注入泡沫状硬化剂，使反流的静脉闭合。由于不使用热量，不需要肿胀麻醉，只在导管进入的部位进行局部麻醉。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
      sections: [
        {
          id: 'how-it-works',
          heading: '治疗原理是什么',
          blocks: [
            {
              kind: 'p',
              text: '将Flebogrif导管送入静脉内的治疗起点后展开前端，数个小钩状的金属翼片会向静脉壁张开。在缓慢回撤导管的过程中，这些翼片均匀地刮擦刺激静脉内壁（内皮），同时经导管注入泡沫硬化剂。',
            },
            {
              kind: 'p',
              text: '泡沫硬化剂广泛接触受到机械刺激的静脉壁并发挥作用，使静脉闭合；闭合的静脉会随着时间推移变成纤维组织并逐渐缩小。由于不使用热量，不需要肿胀麻醉，对热量损伤周围组织的担忧也相对较少。',
            },
            {
              kind: 'figure',
              image: 'catheter',
              alt: '置入腿部静脉内的导管前端张开小金属翼片刺激静脉壁，同时释放泡沫硬化剂、使静脉闭合的示意图。',
              caption: '一边刺激静脉壁一边注入泡沫硬化剂的Flebogrif治疗',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '适合考虑的人群',
          blocks: [
            {
              kind: 'p',
              text: '血管超声检查发现大隐静脉、小隐静脉或较粗的侧支静脉反流时间超过0.5秒，并有腿部沉重、肿胀、抽筋等症状或可见静脉曲张的人，可以考虑这种治疗。在以下情况下可能尤其有帮助。',
            },
            {
              kind: 'list',
              items: [
                '对热消融所需的肿胀麻醉注射有顾虑的人',
                '需要治疗膝下或小隐静脉等神经紧贴静脉走行部位的人',
                '静脉走行比较直、导管能够通过的人',
              ],
            },
            {
              kind: 'p',
              text: '具体适合哪种方法，将由医生综合考虑静脉的粗细、位置、形态和全身状况后决定。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '可能不适合的情况',
          blocks: [
            {
              kind: 'p',
              text: '有以下情况时，Flebogrif治疗可能不适合，或需要推迟进行。由于使用泡沫硬化剂，我们也会事先确认相关病史。',
            },
            {
              kind: 'list',
              items: [
                '曾对聚多卡醇等硬化剂出现过敏反应的人',
                '患有急性深静脉血栓，或需治疗的静脉正处于血栓性静脉炎活动期的人',
                '怀孕或哺乳期间的人',
                '曾有与心脏内孔洞（如卵圆孔未闭）相关的症状，或发生过原因不明的脑梗死的人',
                '静脉严重迂曲导致导管难以通过，或腿部动脉血流明显不足的情况',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治疗当天的流程',
          blocks: [
            {
              kind: 'p',
              text: '治疗本身通常需要{{duration.nonthermal}}左右，加上准备和术后休息，在医院停留的时间会稍长一些。当天按以下顺序进行。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '挂号后确认健康状况和正在服用的药物，再次说明治疗内容，并签署知情同意书。',
                '用血管超声确认需要治疗的静脉位置和范围，并在皮肤上做标记。',
                '躺在治疗床上，对腿部消毒，在导管进入部位进行局部麻醉。',
                '在超声引导下将导管置入静脉，确认导管前端与深静脉汇合处保持安全距离。',
                '展开导管前端，一边缓慢回撤一边注入泡沫硬化剂以闭合静脉。必要时同时治疗侧支静脉曲张。',
                '穿上压力袜，稍微走动一会儿，确认状态后回家。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '术后护理',
          blocks: [
            {
              kind: 'p',
              text: '治疗结束后即可行走，轻度步行有助于血液循环和恢复。恢复日常生活的时间因工作性质和恢复情况而因人而异。',
            },
            {
              kind: 'list',
              items: [
                '按照医生说明的时间穿着压力袜。',
                '几天内请避免剧烈运动、桑拿和热水浴以及过量饮酒。',
                '请在约定的日期来院，通过超声确认静脉是否闭合良好、深静脉有无血栓。',
                '沿治疗静脉摸到的硬结或牵拉感，通常会随着时间减轻。',
                '如有长途飞行或长时间出行的计划，请提前商量。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '可能出现的副作用',
          blocks: [
            {
              kind: 'p',
              text: 'Flebogrif治疗后也可能出现以下副作用。大多较轻，会随着时间好转，但如有不适，请随时告诉我们。',
            },
            {
              kind: 'list',
              items: [
                '淤青、按压痛、牵拉感',
                '沿治疗静脉摸到的硬结，浅静脉炎',
                '皮肤色素沉着',
                '对硬化剂的过敏反应；使用泡沫硬化剂后一过性视觉异常或头痛（罕见）',
                '闭合的静脉可能有一部分重新开通，需要追加治疗',
                '深静脉血栓（罕见）',
              ],
            },
            {
              kind: 'note',
              text: '如果小腿或大腿突然严重肿胀疼痛、出现呼吸困难或胸痛、伤口出血不止或发热，请立即联系医院或前往附近的急诊科。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '费用说明',
          blocks: [
            {
              kind: 'p',
              text: 'Flebogrif治疗费用为{{fee.nonthermal}}，属于{{insurance.nonthermal}}项目。各项费用也可以在费用说明页面查看。',
            },
            {
              kind: 'note',
              text: '实际费用取决于治疗单腿还是双腿、需要治疗的静脉数量和范围，以及侧支静脉曲张是否需要追加治疗。完成血管超声检查和诊察后，我们会详细说明预计费用。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: '局部麻醉（仅在导管穿刺部位，不需要肿胀麻醉）',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery: '通常当天即可走路和进行轻度日常活动（因人而异）',
      },
      factLabels: {
        duration: '手术时间',
        anesthesia: '麻醉',
        cost: '费用',
        insurance: '国民健康保险',
        recovery: '恢复日常生活',
      },
    },
    jp: {
      nameKo: '플레보그리프',
      nameEn: 'Flebogrif',
      title: 'Flebogrif（フレボグリフ）機械的化学的静脈閉塞術',
      description:
        'カテーテルで静脈の壁を刺激しながらフォーム硬化剤を注入して静脈を閉じるFlebogrifの仕組み、適した方、流れと副作用をご案内します。',
      lead: 'Flebogrifは、先端が開くカテーテルで静脈の内側の壁を刺激しながら泡（フォーム）状の硬化剤を一緒に注入し、逆流している静脈を閉じる機械的化学的静脈閉塞術です。熱を使わないためTLA麻酔は必要なく、カテーテルを入れる部分だけに局所麻酔をします。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
      sections: [
        {
          id: 'how-it-works',
          heading: 'どのような仕組みで治療するのですか',
          blocks: [
            {
              kind: 'p',
              text: 'Flebogrifのカテーテルを静脈の中の治療開始点まで進めてから先端を開くと、小さなかぎ状の金属の羽根がいくつも静脈の壁に向かって広がります。カテーテルをゆっくり引き抜く間に、この羽根が静脈の内側の壁（内皮）を均一にこすって刺激し、同時にカテーテルからフォーム硬化剤が注入されます。',
            },
            {
              kind: 'p',
              text: '機械的な刺激を受けた静脈の壁にフォーム硬化剤が広く接して働くことで静脈が閉じ、閉じた静脈は時間とともに線維組織に変わって徐々に小さくなります。熱を使わないためTLA麻酔が必要なく、熱による周りの組織へのダメージの心配が比較的少ない方法です。',
            },
            {
              kind: 'figure',
              image: 'catheter',
              alt: '脚の静脈に入ったカテーテルの先端で小さな金属の羽根が開いて静脈の壁を刺激し、フォーム硬化剤が一緒に出て静脈が閉じていく様子を示したイラスト。',
              caption: '静脈の壁を刺激しながらフォーム硬化剤を注入するFlebogrif治療',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'このような方に検討します',
          blocks: [
            {
              kind: 'p',
              text: '血管超音波検査で大伏在静脈や小伏在静脈、または太い枝の静脈に0.5秒より長い逆流が確認され、脚の重さ、むくみ、こむら返りなどの症状や目に見える静脈瘤がある方に検討します。特に次のような場合に役立つことがあります。',
            },
            {
              kind: 'list',
              items: [
                '熱を使う治療に必要なTLA麻酔の注射に抵抗がある方',
                '膝下や小伏在静脈のように、神経が静脈の近くを通る部位の治療が必要な方',
                'カテーテルが通れる程度に、静脈が比較的まっすぐな方',
              ],
            },
            {
              kind: 'p',
              text: '実際にどの方法が合うかは、静脈の太さや位置、形、全身の状態をあわせて確認し、医師が決めます。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '合わない可能性がある場合',
          blocks: [
            {
              kind: 'p',
              text: '次のような場合は、Flebogrifが合わなかったり、時期を延期する必要があったりします。フォーム硬化剤を使うため、関連する病歴も事前に確認します。',
            },
            {
              kind: 'list',
              items: [
                'ポリドカノールなどの硬化剤でアレルギー反応が出たことがある方',
                '急性の深部静脈血栓症がある方、治療する静脈に血栓性静脈炎が起きている方',
                '妊娠中または授乳中の方',
                '心臓の穴（卵円孔開存など）に関連する症状や、原因がはっきりしない脳梗塞を起こしたことがある方',
                '静脈が強く曲がりくねっていてカテーテルが通りにくい場合、脚の動脈の血流が大きく不足している場合',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治療当日の流れ',
          blocks: [
            {
              kind: 'p',
              text: '治療そのものは通常{{duration.nonthermal}}ほどかかり、準備や治療後の休憩を含めると、院内で過ごす時間はもう少し長くなります。当日は次の順番で進めます。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '受付の後、体調と服用中の薬を確認し、治療内容をあらためてご説明したうえで同意書に記入していただきます。',
                '血管超音波で治療する静脈の位置と範囲を確認し、皮膚に印をつけます。',
                '治療台に横になって脚を消毒し、カテーテルを入れる部分に局所麻酔をします。',
                '超音波を見ながら静脈にカテーテルを入れ、先端が深部静脈との合流部から安全な距離にあることを確認します。',
                'カテーテルの先端を開き、ゆっくり引き抜きながらフォーム硬化剤を注入して静脈を閉じます。必要に応じて枝分かれした静脈瘤も一緒に治療します。',
                '弾性ストッキングを履いてしばらく歩き、状態を確認してから帰宅します。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '治療後の過ごし方',
          blocks: [
            {
              kind: 'p',
              text: '治療直後から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。日常生活に戻る時期は、お仕事の内容や回復の具合によって個人差があります。',
            },
            {
              kind: 'list',
              items: [
                '弾性ストッキングは案内された期間、着用してください。',
                '数日間は、激しい運動、サウナや熱いお風呂、飲みすぎを避けてください。',
                '決められた日に来院し、超音波で静脈がきちんと閉じているか、深部静脈に血栓ができていないかを確認します。',
                '治療した静脈に沿ったしこりやつっぱり感は、多くの場合、時間とともに和らぎます。',
                '長時間のフライトや長距離の移動の予定がある場合は、前もってご相談ください。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '起こりうる副作用',
          blocks: [
            {
              kind: 'p',
              text: 'Flebogrifの後にも、次のような副作用が起こることがあります。多くは軽く時間とともに良くなりますが、つらい症状があればいつでもお知らせください。',
            },
            {
              kind: 'list',
              items: [
                'あざ、押したときの痛み、つっぱり感',
                '治療した静脈に沿って触れる硬いしこり、表在性静脈炎',
                '皮膚の色素沈着',
                '硬化剤に対するアレルギー反応、フォーム硬化剤使用後の一時的な視覚異常や頭痛（まれ）',
                '閉じた静脈の一部が再び開くことがあり、追加の治療が必要になる場合があること',
                '深部静脈血栓症（まれ）',
              ],
            },
            {
              kind: 'note',
              text: 'ふくらはぎや太ももが急にひどく腫れて痛む、息苦しさや胸の痛みがある、傷からの出血が止まらない、熱が出たといった場合は、すぐに当院へ連絡するか、近くの救急外来を受診してください。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '費用のご案内',
          blocks: [
            {
              kind: 'p',
              text: 'Flebogrifの費用は{{fee.nonthermal}}で、{{insurance.nonthermal}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
            },
            {
              kind: 'note',
              text: '実際の費用は、片脚か両脚か、治療する静脈の本数と範囲、枝分かれした静脈瘤に追加の治療が必要かどうかによって変わります。血管超音波検査と診察を終えた後、見込みの費用を詳しくご説明します。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: '局所麻酔（カテーテル挿入部のみ、TLA麻酔なし）',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery: '通常は当日から歩行や軽い日常生活が可能（個人差があります）',
      },
      factLabels: {
        duration: '施術時間',
        anesthesia: '麻酔',
        cost: '費用',
        insurance: '健康保険',
        recovery: '日常生活への復帰',
      },
    },
  },
  'surgery/venaseal': {
    ko: {
      nameKo: '베나실',
      nameEn: 'VenaSeal',
      title: '베나실 (VenaSeal) 의료용 접착제 정맥 폐쇄술',
      description:
        '의료용 접착제로 역류하는 정맥을 붙여 닫는 베나실 시술의 원리, 적합한 경우와 맞지 않는 경우, 시술 과정, 관리와 부작용을 안내합니다.',
      lead: '베나실은 가는 카테터를 통해 의료용 접착제(시아노아크릴레이트)를 정맥 안에 조금씩 넣고 눌러 붙여서, 역류하는 정맥을 닫는 시술입니다. 열이나 경화제를 쓰지 않아 팽윤마취 없이 카테터가 들어가는 자리에만 국소마취를 합니다. 시술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
      sections: [
        {
          id: 'how-it-works',
          heading: '어떤 원리로 치료하나요',
          blocks: [
            {
              kind: 'p',
              text: '베나실에 쓰이는 의료용 접착제는 혈액과 닿으면 빠르게 굳는 성질이 있습니다. 초음파를 보며 카테터를 정맥 안에 넣은 뒤, 끝에서 접착제를 소량 내보내고 피부 위에서 정맥을 눌러 정맥 벽끼리 붙게 합니다. 카테터를 일정한 간격으로 조금씩 빼내며 이 과정을 반복하면 치료할 구간 전체가 닫힙니다.',
            },
            {
              kind: 'p',
              text: '열을 쓰지 않으므로 팽윤마취가 필요하지 않고, 열로 인한 주변 신경이나 피부 손상에 대한 걱정이 상대적으로 적습니다. 굳은 접착제는 정맥 안에 남아 있다가 시간이 지나며 정맥과 함께 섬유 조직으로 바뀝니다. 정맥이 닫히면 혈액은 주변의 건강한 정맥을 통해 심장으로 돌아갑니다.',
            },
            {
              kind: 'figure',
              image: 'glue',
              alt: '다리 정맥 안에 들어간 카테터 끝에서 의료용 접착제가 조금씩 나오고, 피부 위에서 정맥을 눌러 정맥 벽이 서로 붙으며 닫히는 모습을 나타낸 그림.',
              caption: '의료용 접착제를 넣고 눌러 정맥을 닫는 베나실 시술',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '이런 분께 고려합니다',
          blocks: [
            {
              kind: 'p',
              text: '혈관 초음파 검사에서 큰두렁정맥(대복재정맥)이나 작은두렁정맥(소복재정맥)에 0.5초보다 긴 역류가 확인되고, 다리의 무거움, 부종, 쥐가 나는 증상이나 눈에 보이는 정맥류가 있는 분께 고려합니다. 특히 다음과 같은 경우에 도움이 될 수 있습니다.',
            },
            {
              kind: 'list',
              items: [
                '팽윤마취 주사가 부담스럽거나, 열을 쓰는 치료를 피하고 싶은 분',
                '신경이 정맥 가까이 지나는 부위를 치료해야 하는 분',
                '시술 뒤 압박스타킹 착용이 어려운 사정이 있는 분(착용 여부는 상태에 따라 의사가 정합니다)',
              ],
            },
            {
              kind: 'p',
              text: '최종적으로 어떤 방법이 맞는지는 정맥의 굵기와 위치, 모양, 알레르기 병력과 전신 상태를 함께 살펴 의사가 정합니다.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '이런 경우에는 맞지 않을 수 있습니다',
          blocks: [
            {
              kind: 'p',
              text: '다음과 같은 경우에는 베나실 시술이 맞지 않거나 시기를 미뤄야 할 수 있습니다. 이럴 때에는 다른 치료 방법을 함께 검토합니다.',
            },
            {
              kind: 'list',
              items: [
                '시아노아크릴레이트 성분(의료용 순간접착제, 일부 인조 손톱 접착제 등)에 알레르기 반응을 보인 적이 있는 분',
                '급성 심부정맥혈전증이 있거나, 치료할 정맥에 급성 혈전정맥염이 있는 분',
                '몸에 급성 감염이 있는 분',
                '임신 중이거나 수유 중인 분',
                '정맥이 심하게 구불구불해 카테터가 지나가기 어렵거나, 다리 동맥 혈류가 크게 부족한 경우',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '시술 당일의 과정',
          blocks: [
            {
              kind: 'p',
              text: '시술 자체는 보통 {{duration.nonthermal}} 정도 걸리며, 준비와 시술 뒤 휴식을 포함하면 병원에 머무는 시간은 조금 더 깁니다. 당일은 다음 순서로 진행합니다.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '접수 후 건강 상태, 알레르기 병력, 복용 중인 약을 확인하고, 시술 내용을 다시 설명드린 뒤 동의서를 작성합니다.',
                '혈관 초음파로 치료할 정맥의 위치와 범위를 확인해 피부에 표시합니다.',
                '시술대에 누워 다리를 소독하고, 카테터가 들어갈 자리에 국소마취를 합니다.',
                '초음파를 보면서 정맥에 카테터를 넣고, 끝이 심부정맥과 만나는 곳에서 안전한 거리에 있는지 확인합니다.',
                '접착제를 조금씩 넣고 정맥을 누르는 과정을 반복하며 카테터를 빼내 정맥을 닫습니다.',
                '카테터를 뺀 자리에 작은 밴드를 붙이고, 잠시 걸으며 상태를 확인한 뒤 귀가합니다.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '시술 후 관리',
          blocks: [
            {
              kind: 'p',
              text: '시술 직후부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 베나실은 방법의 특성상 압박스타킹을 짧게 신거나 신지 않는 경우도 있지만, 곁가지 정맥류를 함께 치료했거나 부종이 있으면 착용을 권하기도 하므로 안내에 따라 주세요.',
            },
            {
              kind: 'list',
              items: [
                '며칠 동안은 격한 운동, 사우나와 뜨거운 목욕, 과음을 피해 주세요.',
                '정해진 날에 내원해 초음파로 정맥이 잘 닫혔는지, 심부정맥에 혈전이 생기지 않았는지 확인합니다.',
                '시술 후 며칠에서 몇 주 사이에 치료한 정맥을 따라 붉어지거나 가렵고 아픈 반응이 생길 수 있으니, 이럴 때는 참지 말고 알려 주세요.',
                '장거리 비행이나 오랜 이동 계획이 있다면 미리 상의해 주세요.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '생길 수 있는 부작용',
          blocks: [
            {
              kind: 'p',
              text: '베나실 시술 뒤에도 다음과 같은 부작용이 생길 수 있습니다. 대부분은 가볍고 시간이 지나거나 약물 치료로 좋아지지만, 불편한 증상이 있으면 언제든 말씀해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '멍, 누르면 아픈 느낌',
                '치료한 정맥을 따라 붉어지고 가렵거나 아픈 정맥염 비슷한 반응(접착제에 대한 과민반응으로 보며, 필요하면 약으로 치료합니다)',
                '피부 색소침착, 치료한 정맥을 따라 단단하게 만져지는 느낌',
                '접착제에 대한 알레르기 반응, 카테터를 넣은 자리의 염증이나 작은 육아종(드묾)',
                '닫힌 정맥의 일부가 다시 열리는 경우가 있어 추가 치료가 필요할 수 있음',
                '심부정맥혈전증(드묾)',
              ],
            },
            {
              kind: 'note',
              text: '종아리나 허벅지가 갑자기 심하게 붓고 아프거나, 숨이 차거나 가슴이 아프거나, 상처에서 피가 멈추지 않거나 열이 나면 바로 병원에 연락하거나 가까운 응급실을 방문해 주세요.',
            },
          ],
        },
        {
          id: 'cost',
          heading: '비용 안내',
          blocks: [
            {
              kind: 'p',
              text: '베나실 시술 비용은 {{fee.nonthermal}}이며, {{insurance.nonthermal}} 항목입니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
            },
            {
              kind: 'note',
              text: '실제 비용은 한쪽 다리인지 양쪽 다리인지, 치료할 정맥의 개수와 범위, 곁가지 정맥류에 대한 추가 치료가 필요한지에 따라 달라집니다. 혈관 초음파 검사와 진찰을 마친 뒤 예상 비용을 자세히 설명해 드립니다.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: '국소마취 (카테터 삽입 부위만, 팽윤마취 없음)',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery: '보통 당일부터 걷기와 가벼운 일상생활 가능 (개인에 따라 차이가 있습니다)',
      },
      factLabels: {
        duration: '시술 시간',
        anesthesia: '마취',
        cost: '비용',
        insurance: '건강보험',
        recovery: '일상 복귀',
      },
    },
    en: {
      nameKo: '베나실',
      nameEn: 'VenaSeal',
      title: 'VenaSeal medical adhesive closure',
      description:
        'How VenaSeal closes refluxing veins with a medical adhesive: who it suits and who it may not, the procedure day, after-care and side effects.',
      lead: 'VenaSeal closes a refluxing vein by placing small amounts of medical adhesive (cyanoacrylate) inside it through a thin catheter and pressing the vein shut. No heat or sclerosant is used, so no tumescent anaesthesia is needed; local anaesthesia is given just at the catheter entry site. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
      sections: [
        {
          id: 'how-it-works',
          heading: 'How does it work?',
          blocks: [
            {
              kind: 'p',
              text: 'The medical adhesive used in VenaSeal sets quickly when it comes into contact with blood. A catheter is placed in the vein under ultrasound guidance; a small amount of adhesive is released from its tip, and the vein is pressed from the skin surface so that its walls stick together. Repeating this while withdrawing the catheter step by step at regular intervals closes the whole section being treated.',
            },
            {
              kind: 'p',
              text: 'Because no heat is used, tumescent anaesthesia is not needed, and there is relatively less concern about heat damage to nearby nerves or skin. The set adhesive stays inside the vein and, over time, turns into fibrous tissue together with the vein. Once the vein is closed, blood returns to the heart through nearby healthy veins.',
            },
            {
              kind: 'figure',
              image: 'glue',
              alt: 'Illustration of a catheter inside a leg vein releasing small amounts of medical adhesive, with the vein pressed from the skin surface so its walls stick together and close.',
              caption: 'VenaSeal closes the vein by placing medical adhesive and pressing',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'Who it may suit',
          blocks: [
            {
              kind: 'p',
              text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have heavy or swollen legs, cramps or visible varicose veins. It may be particularly helpful in the following cases.',
            },
            {
              kind: 'list',
              items: [
                'People who would rather avoid tumescent anaesthetic injections or treatments that use heat',
                'People who need treatment where nerves run close to the vein',
                'People who find it difficult to wear compression stockings after the procedure (whether you need them is decided by the doctor according to your condition)',
              ],
            },
            {
              kind: 'p',
              text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your allergy history and general health.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: 'When it may not be suitable',
          blocks: [
            {
              kind: 'p',
              text: 'In the following cases VenaSeal may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
            },
            {
              kind: 'list',
              items: [
                'People who have had an allergic reaction to cyanoacrylate (medical superglue, some artificial-nail adhesives and the like)',
                'People with acute deep vein thrombosis, or acute thrombophlebitis in the vein to be treated',
                'People with an acute infection anywhere in the body',
                'People who are pregnant or breastfeeding',
                'When the vein is so twisted that the catheter cannot pass easily, or arterial blood flow to the legs is markedly reduced',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: 'The day of the procedure, step by step',
          blocks: [
            {
              kind: 'p',
              text: 'The procedure itself usually takes about {{duration.nonthermal}}; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'After you check in, we confirm your health, any allergies and the medicines you take, explain the procedure again, and you sign the consent form.',
                'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.',
                'You lie on the procedure table, the leg is disinfected, and the catheter entry site is numbed with local anaesthetic.',
                'Under ultrasound, the catheter is inserted into the vein and we check that its tip sits at a safe distance from where the vein joins the deep vein.',
                'Small amounts of adhesive are placed and the vein is pressed, again and again, while the catheter is withdrawn, closing the vein.',
                'A small plaster is put on the entry site, you walk for a short while so we can check how you are, and you go home.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: 'After the procedure',
          blocks: [
            {
              kind: 'p',
              text: 'You can walk straight after the procedure, and light walking helps circulation and recovery. Because of how VenaSeal works, compression stockings are sometimes worn just briefly or not at all; but if side branches were treated at the same time or there is swelling, we may recommend them, so please follow the advice you are given.',
            },
            {
              kind: 'list',
              items: [
                'For a few days, avoid strenuous exercise, saunas and hot baths, and heavy drinking.',
                'Come back on the scheduled day for an ultrasound check that the vein has closed well and that no clot has formed in the deep veins.',
                'Between a few days and a few weeks after the procedure, the skin along the treated vein may become red, itchy or sore; if so, do not just put up with it, but let us know.',
                'If you are planning a long flight or a long journey, please talk to us in advance.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: 'Possible side effects',
          blocks: [
            {
              kind: 'p',
              text: 'The following side effects can occur after VenaSeal. Most are mild and improve with time or with medication, but please tell us whenever something is uncomfortable.',
            },
            {
              kind: 'list',
              items: [
                'Bruising, tenderness',
                'A phlebitis-like reaction with redness, itching or pain along the treated vein (regarded as a hypersensitivity reaction to the adhesive and treated with medication if needed)',
                'Skin pigmentation, a firm feeling along the treated vein',
                'Allergic reaction to the adhesive; inflammation or a small granuloma at the catheter entry site (rare)',
                'Part of the closed vein may reopen, and further treatment may be needed',
                'Deep vein thrombosis (rare)',
              ],
            },
            {
              kind: 'note',
              text: 'If your calf or thigh suddenly becomes very swollen and painful, you become short of breath or have chest pain, a wound keeps bleeding, or you develop a fever, contact the clinic at once or go to the nearest emergency department.',
            },
          ],
        },
        {
          id: 'cost',
          heading: 'Cost',
          blocks: [
            {
              kind: 'p',
              text: 'VenaSeal costs {{fee.nonthermal}}. Insurance status: {{insurance.nonthermal}}. You can also see the cost of each item on the cost page.',
            },
            {
              kind: 'note',
              text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, and whether side-branch varicose veins need additional treatment. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: 'Local anaesthesia limited to the catheter entry site (no tumescent anaesthesia)',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery:
          'Walking and light daily activities are usually possible from the same day (varies from person to person)',
      },
      factLabels: {
        duration: 'Procedure time',
        anesthesia: 'Anaesthesia',
        cost: 'Cost',
        insurance: 'National health insurance',
        recovery: 'Return to daily activities',
      },
    },
    cn: {
      nameKo: '베나실',
      nameEn: 'VenaSeal',
      title: 'VenaSeal 医用胶静脉闭合术',
      description: '介绍用医用胶粘合闭合反流静脉的VenaSeal治疗的原理、适合与不适合的情况、治疗流程、术后护理和副作用。',
      lead: 'VenaSeal是通过细导管将医用胶（氰基丙烯酸酯）一点一点注入静脉内并加压粘合，使反流静脉闭合的治疗方法。由于不使用热量和硬化剂，不需要肿胀麻醉，只在导管进入的部位进行局部麻醉。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
      sections: [
        {
          id: 'how-it-works',
          heading: '治疗原理是什么',
          blocks: [
            {
              kind: 'p',
              text: 'VenaSeal所用的医用胶具有接触血液后迅速固化的特性。在超声引导下将导管置入静脉后，从导管前端释放少量医用胶，并从皮肤表面按压静脉，使静脉壁相互粘合。一边按一定间隔逐步回撤导管一边重复这一过程，整段需要治疗的静脉就会闭合。',
            },
            {
              kind: 'p',
              text: '由于不使用热量，不需要肿胀麻醉，对热量损伤周围神经或皮肤的担忧也相对较少。固化的医用胶会留在静脉内，随着时间推移与静脉一起变成纤维组织。静脉闭合后，血液经周围健康的静脉回流到心脏。',
            },
            {
              kind: 'figure',
              image: 'glue',
              alt: '置入腿部静脉内的导管前端一点一点释放医用胶，同时从皮肤表面按压静脉，使静脉壁相互粘合并闭合的示意图。',
              caption: '注入医用胶并加压使静脉闭合的VenaSeal治疗',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '适合考虑的人群',
          blocks: [
            {
              kind: 'p',
              text: '血管超声检查发现大隐静脉或小隐静脉反流时间超过0.5秒，并有腿部沉重、肿胀、抽筋等症状或可见静脉曲张的人，可以考虑这种治疗。在以下情况下可能尤其有帮助。',
            },
            {
              kind: 'list',
              items: [
                '对肿胀麻醉注射有顾虑，或希望避免使用热量的治疗的人',
                '需要治疗神经紧贴静脉走行部位的人',
                '术后因故难以穿着压力袜的人（是否需要穿着由医生根据情况决定）',
              ],
            },
            {
              kind: 'p',
              text: '具体适合哪种方法，将由医生综合考虑静脉的粗细、位置、形态，以及过敏史和全身状况后决定。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '可能不适合的情况',
          blocks: [
            {
              kind: 'p',
              text: '有以下情况时，VenaSeal治疗可能不适合，或需要推迟进行。此时我们会一起研究其他治疗方法。',
            },
            {
              kind: 'list',
              items: [
                '曾对氰基丙烯酸酯成分（医用快干胶、部分美甲胶等）出现过敏反应的人',
                '患有急性深静脉血栓，或需治疗的静脉有急性血栓性静脉炎的人',
                '身体有急性感染的人',
                '怀孕或哺乳期间的人',
                '静脉严重迂曲导致导管难以通过，或腿部动脉血流明显不足的情况',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治疗当天的流程',
          blocks: [
            {
              kind: 'p',
              text: '治疗本身通常需要{{duration.nonthermal}}左右，加上准备和术后休息，在医院停留的时间会稍长一些。当天按以下顺序进行。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '挂号后确认健康状况、过敏史和正在服用的药物，再次说明治疗内容，并签署知情同意书。',
                '用血管超声确认需要治疗的静脉位置和范围，并在皮肤上做标记。',
                '躺在治疗床上，对腿部消毒，在导管进入部位进行局部麻醉。',
                '在超声引导下将导管置入静脉，确认导管前端与深静脉汇合处保持安全距离。',
                '一边回撤导管，一边反复进行少量注胶和按压静脉的步骤，使静脉闭合。',
                '在导管穿刺处贴上小敷贴，稍微走动一会儿，确认状态后回家。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '术后护理',
          blocks: [
            {
              kind: 'p',
              text: '治疗结束后即可行走，轻度步行有助于血液循环和恢复。由于VenaSeal的方法特点，有时只需短期穿着压力袜或无需穿着；但如果同时治疗了侧支静脉曲张或有肿胀，也可能建议穿着，请按照说明进行。',
            },
            {
              kind: 'list',
              items: [
                '几天内请避免剧烈运动、桑拿和热水浴以及过量饮酒。',
                '请在约定的日期来院，通过超声确认静脉是否闭合良好、深静脉有无血栓。',
                '术后几天到几周内，沿治疗静脉可能出现发红、瘙痒或疼痛的反应，出现时请不要忍耐，及时告诉我们。',
                '如有长途飞行或长时间出行的计划，请提前商量。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '可能出现的副作用',
          blocks: [
            {
              kind: 'p',
              text: 'VenaSeal治疗后也可能出现以下副作用。大多较轻，会随着时间或经药物治疗好转，但如有不适，请随时告诉我们。',
            },
            {
              kind: 'list',
              items: [
                '淤青、按压痛',
                '沿治疗静脉出现发红、瘙痒或疼痛等类似静脉炎的反应（被认为是对医用胶的过敏反应，必要时用药物治疗）',
                '皮肤色素沉着，沿治疗静脉摸到发硬的感觉',
                '对医用胶的过敏反应，导管穿刺处的炎症或小肉芽肿（罕见）',
                '闭合的静脉可能有一部分重新开通，需要追加治疗',
                '深静脉血栓（罕见）',
              ],
            },
            {
              kind: 'note',
              text: '如果小腿或大腿突然严重肿胀疼痛、出现呼吸困难或胸痛、伤口出血不止或发热，请立即联系医院或前往附近的急诊科。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '费用说明',
          blocks: [
            {
              kind: 'p',
              text: 'VenaSeal治疗费用为{{fee.nonthermal}}，属于{{insurance.nonthermal}}项目。各项费用也可以在费用说明页面查看。',
            },
            {
              kind: 'note',
              text: '实际费用取决于治疗单腿还是双腿、需要治疗的静脉数量和范围，以及侧支静脉曲张是否需要追加治疗。完成血管超声检查和诊察后，我们会详细说明预计费用。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: '局部麻醉（仅在导管穿刺部位，不需要肿胀麻醉）',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery: '通常当天即可走路和进行轻度日常活动（因人而异）',
      },
      factLabels: {
        duration: '手术时间',
        anesthesia: '麻醉',
        cost: '费用',
        insurance: '国民健康保险',
        recovery: '恢复日常生活',
      },
    },
    jp: {
      nameKo: '베나실',
      nameEn: 'VenaSeal',
      title: 'VenaSeal（ベナシール）医療用接着剤による静脈閉塞術',
      description:
        '医療用接着剤で逆流する静脈を接着して閉じるVenaSealの仕組み、適した方と合わない場合、当日の流れ、治療後の注意と副作用をご案内します。',
      lead: 'VenaSealは、細いカテーテルから医療用接着剤（シアノアクリレート）を静脈の中に少しずつ入れ、押さえて接着することで、逆流している静脈を閉じる治療です。熱や硬化剤を使わないためTLA麻酔は必要なく、カテーテルを入れる部分だけに局所麻酔をします。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
      sections: [
        {
          id: 'how-it-works',
          heading: 'どのような仕組みで治療するのですか',
          blocks: [
            {
              kind: 'p',
              text: 'VenaSealで使う医療用接着剤は、血液に触れると素早く固まる性質があります。超音波を見ながらカテーテルを静脈の中に入れた後、先端から接着剤を少量出し、皮膚の上から静脈を押さえて静脈の壁どうしをくっつけます。一定の間隔でカテーテルを少しずつ引き抜きながらこれを繰り返すと、治療する区間全体が閉じます。',
            },
            {
              kind: 'p',
              text: '熱を使わないためTLA麻酔が必要なく、熱による周りの神経や皮膚へのダメージの心配が比較的少ない方法です。固まった接着剤は静脈の中に残り、時間とともに静脈と一緒に線維組織に変わっていきます。静脈が閉じると、血液は周りの健康な静脈を通って心臓へ戻ります。',
            },
            {
              kind: 'figure',
              image: 'glue',
              alt: '脚の静脈に入ったカテーテルの先端から医療用接着剤が少しずつ出て、皮膚の上から静脈を押さえることで静脈の壁どうしがくっついて閉じていく様子を示したイラスト。',
              caption: '医療用接着剤を入れて押さえ、静脈を閉じるVenaSeal治療',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'このような方に検討します',
          blocks: [
            {
              kind: 'p',
              text: '血管超音波検査で大伏在静脈や小伏在静脈に0.5秒より長い逆流が確認され、脚の重さ、むくみ、こむら返りなどの症状や目に見える静脈瘤がある方に検討します。特に次のような場合に役立つことがあります。',
            },
            {
              kind: 'list',
              items: [
                'TLA麻酔の注射に抵抗がある方、熱を使う治療を避けたい方',
                '神経が静脈の近くを通る部位の治療が必要な方',
                '治療後に弾性ストッキングを履くことが難しい事情がある方（着用の要否は状態に応じて医師が決めます）',
              ],
            },
            {
              kind: 'p',
              text: '実際にどの方法が合うかは、静脈の太さや位置、形、アレルギー歴や全身の状態をあわせて確認し、医師が決めます。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '合わない可能性がある場合',
          blocks: [
            {
              kind: 'p',
              text: '次のような場合は、VenaSealが合わなかったり、時期を延期する必要があったりします。その際はほかの治療方法もあわせて検討します。',
            },
            {
              kind: 'list',
              items: [
                'シアノアクリレート成分（医療用瞬間接着剤、一部のつけ爪用接着剤など）でアレルギー反応が出たことがある方',
                '急性の深部静脈血栓症がある方、治療する静脈に急性の血栓性静脈炎がある方',
                '体に急性の感染症がある方',
                '妊娠中または授乳中の方',
                '静脈が強く曲がりくねっていてカテーテルが通りにくい場合、脚の動脈の血流が大きく不足している場合',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治療当日の流れ',
          blocks: [
            {
              kind: 'p',
              text: '治療そのものは通常{{duration.nonthermal}}ほどかかり、準備や治療後の休憩を含めると、院内で過ごす時間はもう少し長くなります。当日は次の順番で進めます。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '受付の後、体調、アレルギー歴、服用中の薬を確認し、治療内容をあらためてご説明したうえで同意書に記入していただきます。',
                '血管超音波で治療する静脈の位置と範囲を確認し、皮膚に印をつけます。',
                '治療台に横になって脚を消毒し、カテーテルを入れる部分に局所麻酔をします。',
                '超音波を見ながら静脈にカテーテルを入れ、先端が深部静脈との合流部から安全な距離にあることを確認します。',
                '接着剤を少しずつ入れて静脈を押さえる操作を繰り返しながらカテーテルを引き抜き、静脈を閉じます。',
                'カテーテルを抜いた部分に小さなテープを貼り、しばらく歩いて状態を確認してから帰宅します。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '治療後の過ごし方',
          blocks: [
            {
              kind: 'p',
              text: '治療直後から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。VenaSealは方法の特性上、弾性ストッキングを短期間だけ履く、または履かない場合もありますが、枝分かれした静脈瘤も一緒に治療した場合やむくみがある場合は着用をおすすめすることもあるため、案内に従ってください。',
            },
            {
              kind: 'list',
              items: [
                '数日間は、激しい運動、サウナや熱いお風呂、飲みすぎを避けてください。',
                '決められた日に来院し、超音波で静脈がきちんと閉じているか、深部静脈に血栓ができていないかを確認します。',
                '治療後数日から数週間の間に、治療した静脈に沿って赤み、かゆみ、痛みが出ることがあります。その場合は我慢せずにお知らせください。',
                '長時間のフライトや長距離の移動の予定がある場合は、前もってご相談ください。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '起こりうる副作用',
          blocks: [
            {
              kind: 'p',
              text: 'VenaSealの後にも、次のような副作用が起こることがあります。多くは軽く、時間の経過や薬による治療で良くなりますが、つらい症状があればいつでもお知らせください。',
            },
            {
              kind: 'list',
              items: [
                'あざ、押したときの痛み',
                '治療した静脈に沿って赤み、かゆみ、痛みが出る静脈炎に似た反応（接着剤に対する過敏反応と考えられ、必要に応じて薬で治療します）',
                '皮膚の色素沈着、治療した静脈に沿った硬さ',
                '接着剤に対するアレルギー反応、カテーテル挿入部の炎症や小さな肉芽腫（まれ）',
                '閉じた静脈の一部が再び開くことがあり、追加の治療が必要になる場合があること',
                '深部静脈血栓症（まれ）',
              ],
            },
            {
              kind: 'note',
              text: 'ふくらはぎや太ももが急にひどく腫れて痛む、息苦しさや胸の痛みがある、傷からの出血が止まらない、熱が出たといった場合は、すぐに当院へ連絡するか、近くの救急外来を受診してください。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '費用のご案内',
          blocks: [
            {
              kind: 'p',
              text: 'VenaSealの費用は{{fee.nonthermal}}で、{{insurance.nonthermal}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
            },
            {
              kind: 'note',
              text: '実際の費用は、片脚か両脚か、治療する静脈の本数と範囲、枝分かれした静脈瘤に追加の治療が必要かどうかによって変わります。血管超音波検査と診察を終えた後、見込みの費用を詳しくご説明します。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.nonthermal}}',
        anesthesia: '局所麻酔（カテーテル挿入部のみ、TLA麻酔なし）',
        cost: '{{fee.nonthermal}}',
        insurance: '{{insurance.nonthermal}}',
        recovery: '通常は当日から歩行や軽い日常生活が可能（個人差があります）',
      },
      factLabels: {
        duration: '施術時間',
        anesthesia: '麻酔',
        cost: '費用',
        insurance: '健康保険',
        recovery: '日常生活への復帰',
      },
    },
  },
  'surgery/rfa': {
    ko: {
      nameKo: '고주파 열폐쇄술',
      nameEn: 'Radiofrequency ablation (RFA)',
      title: '고주파 열폐쇄술 (RFA)',
      description:
        '고주파 열로 역류하는 정맥을 닫는 고주파 열폐쇄술의 원리와 팽윤마취, 적합한 경우, 시술 과정, 관리와 부작용을 안내합니다.',
      lead: '고주파 열폐쇄술은 정맥 안에 넣은 카테터에서 고주파 에너지로 열을 내어 정맥 벽을 수축시키고, 역류하는 정맥을 닫는 시술입니다. 정맥 주위에 묽은 마취액을 넣는 팽윤 국소마취를 하고 진행합니다. 시술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
      sections: [
        {
          id: 'how-it-works',
          heading: '어떤 원리로 치료하나요',
          blocks: [
            {
              kind: 'p',
              text: '고주파 카테터의 끝부분에는 열을 내는 부분이 있어, 고주파 에너지를 받으면 정해진 온도로 정맥 벽을 데웁니다. 열을 받은 정맥 벽의 콜라겐이 수축하면서 정맥이 오므라들어 닫히고, 시간이 지나며 섬유 조직으로 바뀌어 점차 작아집니다. 카테터를 한 구간씩 옮겨 가며 치료할 정맥 전체를 차례로 닫습니다.',
            },
            {
              kind: 'p',
              text: '열을 쓰기 전에는 초음파를 보며 정맥 주위에 묽은 국소마취액을 넉넉히 주사하는 팽윤마취를 합니다. 팽윤마취는 통증을 줄이고, 정맥을 눌러 카테터에 밀착시키며, 주변 피부와 신경을 열로부터 보호하는 역할을 합니다. 필요에 따라 진정 약물을 함께 쓰기도 합니다.',
            },
            {
              kind: 'figure',
              image: 'heat',
              alt: '다리 정맥 안에 들어간 고주파 카테터의 끝부분이 열을 내어 정맥 벽을 데우고, 정맥이 오므라들며 닫히는 모습을 나타낸 그림. 정맥 주위를 둘러싼 팽윤마취액도 함께 표시했습니다.',
              caption: '카테터 끝의 열로 정맥 벽을 수축시켜 닫는 고주파 열폐쇄술',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '이런 분께 고려합니다',
          blocks: [
            {
              kind: 'p',
              text: '혈관 초음파 검사에서 큰두렁정맥(대복재정맥)이나 작은두렁정맥(소복재정맥)에 0.5초보다 긴 역류가 확인되고, 다리의 무거움, 부종, 쥐가 나는 증상이나 눈에 보이는 정맥류가 있는 분께 고려합니다. 특히 다음과 같은 경우에 알맞습니다.',
            },
            {
              kind: 'list',
              items: [
                '치료할 정맥이 비교적 곧게 뻗어 있어 카테터가 지나가기 좋은 분',
                '정맥이 피부에서 어느 정도 깊이에 있어 팽윤마취로 열을 차단하기 좋은 분',
                '허벅지 부위의 큰두렁정맥처럼 비교적 굵고 긴 구간을 치료해야 하는 분',
              ],
            },
            {
              kind: 'p',
              text: '최종적으로 어떤 방법이 맞는지는 정맥의 굵기와 위치, 모양, 전신 상태와 복용 중인 약을 함께 살펴 의사가 정합니다.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '이런 경우에는 맞지 않을 수 있습니다',
          blocks: [
            {
              kind: 'p',
              text: '다음과 같은 경우에는 고주파 열폐쇄술이 맞지 않거나 시기를 미뤄야 할 수 있습니다. 이럴 때에는 다른 치료 방법을 함께 검토합니다.',
            },
            {
              kind: 'list',
              items: [
                '급성 심부정맥혈전증이 있거나, 치료할 정맥 안에 혈전이 있는 분',
                '임신 중이거나 수유 중인 분',
                '정맥이 심하게 구불구불하거나, 피부 바로 아래에 있어 열에 의한 피부 손상이 걱정되는 경우',
                '국소마취제에 알레르기 반응을 보인 적이 있는 분',
                '다리로 가는 동맥 혈류가 크게 부족하거나, 시술 후 걷기가 어려운 분',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '시술 당일의 과정',
          blocks: [
            {
              kind: 'p',
              text: '시술 자체는 치료할 범위에 따라 보통 {{duration.rfa}} 정도 걸리며, 준비와 시술 뒤 휴식을 포함하면 병원에 머무는 시간은 조금 더 깁니다. 당일은 다음 순서로 진행합니다.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '접수 후 건강 상태와 복용 중인 약을 확인하고, 시술 내용을 다시 설명드린 뒤 동의서를 작성합니다.',
                '혈관 초음파로 치료할 정맥의 위치와 범위를 확인해 피부에 표시합니다.',
                '시술대에 누워 다리를 소독하고, 카테터가 들어갈 자리에 국소마취를 한 뒤 초음파를 보며 정맥에 카테터를 넣습니다.',
                '카테터 끝이 심부정맥과 만나는 곳에서 안전한 거리에 있는지 확인하고, 정맥 주위에 팽윤마취액을 주사합니다.',
                '고주파 에너지로 한 구간씩 열을 가하며 카테터를 옮겨 정맥을 닫습니다. 필요하면 곁가지 정맥류도 함께 치료합니다.',
                '압박스타킹이나 압박붕대를 하고, 잠시 쉬면서 걸어 본 뒤 상태를 확인하고 귀가합니다.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '시술 후 관리',
          blocks: [
            {
              kind: 'p',
              text: '시술 당일부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 보통 하루에서 며칠 안에 일상생활로 돌아가지만, 하는 일과 회복 정도에 따라 개인차가 있습니다. 진정 약물을 쓴 날에는 직접 운전하지 않도록 계획해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '압박스타킹은 안내받은 기간 동안 착용합니다.',
                '며칠 동안은 격한 운동, 사우나와 뜨거운 목욕, 과음을 피해 주세요.',
                '정해진 날에 내원해 초음파로 정맥이 잘 닫혔는지, 심부정맥에 혈전이 생기지 않았는지 확인합니다.',
                '시술 후 며칠 지나 치료한 정맥을 따라 당기는 느낌이 생겼다가 서서히 줄어드는 경우가 흔합니다.',
                '장거리 비행이나 오랜 이동 계획이 있다면 미리 상의해 주세요.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '생길 수 있는 부작용',
          blocks: [
            {
              kind: 'p',
              text: '고주파 열폐쇄술 뒤에도 다음과 같은 부작용이 생길 수 있습니다. 대부분은 가볍고 시간이 지나며 좋아지지만, 불편한 증상이 있으면 언제든 말씀해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '멍, 누르면 아픈 느낌, 치료한 정맥을 따라 당기는 느낌',
                '표재성 정맥염, 피부 색소침착',
                '주변 신경 자극으로 인한 피부 저림이나 감각 둔해짐(대개 시간이 지나며 좋아지지만 오래가기도 합니다)',
                '열에 의한 피부 화상, 카테터를 넣은 자리의 감염(드묾)',
                '닫힌 정맥 끝의 혈전이 심부정맥 쪽으로 자라는 경우나 심부정맥혈전증(드묾)',
                '국소마취제에 대한 알레르기 반응(드묾)',
              ],
            },
            {
              kind: 'note',
              text: '종아리나 허벅지가 갑자기 심하게 붓고 아프거나, 숨이 차거나 가슴이 아프거나, 상처에서 피가 멈추지 않거나 열이 나면 바로 병원에 연락하거나 가까운 응급실을 방문해 주세요.',
            },
          ],
        },
        {
          id: 'cost',
          heading: '비용 안내',
          blocks: [
            {
              kind: 'p',
              text: '고주파 열폐쇄술 비용은 {{fee.rfa}}이며, {{insurance.rfa}} 항목입니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
            },
            {
              kind: 'note',
              text: '실제 비용은 한쪽 다리인지 양쪽 다리인지, 치료할 정맥의 개수와 범위, 곁가지 정맥류에 대한 추가 치료가 필요한지에 따라 달라집니다. 혈관 초음파 검사와 진찰을 마친 뒤 예상 비용을 자세히 설명해 드립니다.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.rfa}}',
        anesthesia: '팽윤 국소마취 (필요에 따라 진정 병행)',
        cost: '{{fee.rfa}}',
        insurance: '{{insurance.rfa}}',
        recovery: '보통 하루에서 며칠 안에 일상생활 복귀 (개인에 따라 차이가 있습니다)',
      },
      factLabels: {
        duration: '시술 시간',
        anesthesia: '마취',
        cost: '비용',
        insurance: '건강보험',
        recovery: '일상 복귀',
      },
    },
    en: {
      nameKo: '고주파 열폐쇄술',
      nameEn: 'Radiofrequency ablation (RFA)',
      title: 'Radiofrequency ablation (RFA)',
      description:
        'How radiofrequency ablation closes refluxing veins with heat, tumescent anaesthesia, who it suits, the procedure day, after-care and side effects.',
      lead: 'Radiofrequency ablation closes a refluxing vein by using radiofrequency energy to produce heat from a catheter placed inside it, which shrinks the vein wall. It is done under tumescent local anaesthesia, in which dilute anaesthetic fluid is placed around the vein. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
      sections: [
        {
          id: 'how-it-works',
          heading: 'How does it work?',
          blocks: [
            {
              kind: 'p',
              text: 'The tip of the radiofrequency catheter has a heating section that, when supplied with radiofrequency energy, warms the vein wall to a set temperature. As the collagen in the heated vein wall contracts, the vein shrinks and closes; over time it turns into fibrous tissue and gradually becomes smaller. The catheter is moved one section at a time until the whole vein to be treated is closed.',
            },
            {
              kind: 'p',
              text: 'Before heat is applied, tumescent anaesthesia is given: plenty of dilute local anaesthetic is injected around the vein under ultrasound. It reduces pain, compresses the vein against the catheter, and protects the surrounding skin and nerves from the heat. Sedative medication is sometimes added if needed.',
            },
            {
              kind: 'figure',
              image: 'heat',
              alt: 'Illustration of a radiofrequency catheter inside a leg vein whose tip heats the vein wall so that the vein shrinks and closes. The tumescent anaesthetic fluid surrounding the vein is also shown.',
              caption: 'Radiofrequency ablation shrinks and closes the vein wall with heat from the catheter tip',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'Who it may suit',
          blocks: [
            {
              kind: 'p',
              text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have heavy or swollen legs, cramps or visible varicose veins. It is particularly suitable in the following cases.',
            },
            {
              kind: 'list',
              items: [
                'People whose vein to be treated runs fairly straight, so the catheter can pass easily',
                'People whose vein lies at some depth under the skin, so tumescent anaesthesia can shield it well from the heat',
                'People who need treatment of a relatively wide, long section, such as the great saphenous vein in the thigh',
              ],
            },
            {
              kind: 'p',
              text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your general health and the medicines you take.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: 'When it may not be suitable',
          blocks: [
            {
              kind: 'p',
              text: 'In the following cases radiofrequency ablation may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
            },
            {
              kind: 'list',
              items: [
                'People with acute deep vein thrombosis, or a clot inside the vein to be treated',
                'People who are pregnant or breastfeeding',
                'When the vein is very twisted, or lies just under the skin so that heat damage to the skin is a concern',
                'People who have had an allergic reaction to a local anaesthetic',
                'People with markedly reduced arterial blood flow to the legs, or who will find it hard to walk after the procedure',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: 'The day of the procedure, step by step',
          blocks: [
            {
              kind: 'p',
              text: 'Depending on the extent of treatment, the procedure itself usually takes about {{duration.rfa}}; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'After you check in, we confirm your health and the medicines you take, explain the procedure again, and you sign the consent form.',
                'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.',
                'You lie on the procedure table, the leg is disinfected, the entry site is numbed with local anaesthetic, and the catheter is inserted into the vein under ultrasound.',
                'We check that the catheter tip sits at a safe distance from where the vein joins the deep vein, and inject tumescent anaesthetic fluid around the vein.',
                'Heat is applied with radiofrequency energy one section at a time as the catheter is moved, closing the vein. Side-branch varicose veins are treated at the same time if needed.',
                'A compression stocking or bandage is put on; you rest for a while, try walking, and go home once we have checked how you are.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: 'After the procedure',
          blocks: [
            {
              kind: 'p',
              text: 'You can walk from the day of the procedure, and light walking helps circulation and recovery. Most people return to daily activities within a day to a few days, but this varies with your work and how you recover. If sedation is used, please plan not to drive yourself that day.',
            },
            {
              kind: 'list',
              items: [
                'Wear compression stockings for the period you were advised.',
                'For a few days, avoid strenuous exercise, saunas and hot baths, and heavy drinking.',
                'Come back on the scheduled day for an ultrasound check that the vein has closed well and that no clot has formed in the deep veins.',
                'It is common for a pulling feeling along the treated vein to appear a few days after the procedure and then gradually ease.',
                'If you are planning a long flight or a long journey, please talk to us in advance.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: 'Possible side effects',
          blocks: [
            {
              kind: 'p',
              text: 'The following side effects can occur after radiofrequency ablation. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
            },
            {
              kind: 'list',
              items: [
                'Bruising, tenderness, a pulling feeling along the treated vein',
                'Superficial phlebitis, skin pigmentation',
                'Tingling or reduced feeling in the skin from irritation of nearby nerves (usually improves with time, but can last a long time)',
                'Skin burn from the heat; infection at the catheter entry site (rare)',
                'A clot at the end of the closed vein extending towards the deep vein, or deep vein thrombosis (rare)',
                'Allergic reaction to the local anaesthetic (rare)',
              ],
            },
            {
              kind: 'note',
              text: 'If your calf or thigh suddenly becomes very swollen and painful, you become short of breath or have chest pain, a wound keeps bleeding, or you develop a fever, contact the clinic at once or go to the nearest emergency department.',
            },
          ],
        },
        {
          id: 'cost',
          heading: 'Cost',
          blocks: [
            {
              kind: 'p',
              text: 'Radiofrequency ablation costs {{fee.rfa}}. Insurance status: {{insurance.rfa}}. You can also see the cost of each item on the cost page.',
            },
            {
              kind: 'note',
              text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, and whether side-branch varicose veins need additional treatment. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.rfa}}',
        anesthesia: 'Tumescent local anaesthesia (sedation may be added if needed)',
        cost: '{{fee.rfa}}',
        insurance: '{{insurance.rfa}}',
        recovery: 'Usually back to daily activities within a day to a few days (varies from person to person)',
      },
      factLabels: {
        duration: 'Procedure time',
        anesthesia: 'Anaesthesia',
        cost: 'Cost',
        insurance: 'National health insurance',
        recovery: 'Return to daily activities',
      },
    },
    cn: {
      nameKo: '고주파 열폐쇄술',
      nameEn: 'Radiofrequency ablation (RFA)',
      title: '射频消融闭合术（RFA）',
      description: '介绍用射频热能闭合反流静脉的射频消融闭合术的原理、肿胀麻醉、适合人群、治疗流程、术后护理和副作用。',
      lead: '射频消融闭合术是利用射频能量，使置入静脉内的导管产生热量，令静脉壁收缩，从而闭合反流静脉的治疗方法。治疗在肿胀局部麻醉下进行，即在静脉周围注入稀释的麻醉液。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
      sections: [
        {
          id: 'how-it-works',
          heading: '治疗原理是什么',
          blocks: [
            {
              kind: 'p',
              text: '射频导管的前端有发热部分，接收射频能量后会将静脉壁加热到设定的温度。受热的静脉壁中的胶原蛋白收缩，静脉随之缩窄闭合，并随着时间推移变成纤维组织、逐渐缩小。导管一段一段地移动，依次闭合需要治疗的整条静脉。',
            },
            {
              kind: 'p',
              text: '在加热之前，会在超声引导下于静脉周围注射充足的稀释局部麻醉液，即肿胀麻醉。肿胀麻醉可以减轻疼痛，压迫静脉使其紧贴导管，并保护周围的皮肤和神经不受热量损伤。必要时也会配合使用镇静药物。',
            },
            {
              kind: 'figure',
              image: 'heat',
              alt: '置入腿部静脉内的射频导管前端发热、加热静脉壁，使静脉缩窄闭合的示意图，同时标出了包围静脉的肿胀麻醉液。',
              caption: '用导管前端的热量使静脉壁收缩闭合的射频消融闭合术',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '适合考虑的人群',
          blocks: [
            {
              kind: 'p',
              text: '血管超声检查发现大隐静脉或小隐静脉反流时间超过0.5秒，并有腿部沉重、肿胀、抽筋等症状或可见静脉曲张的人，可以考虑这种治疗。以下情况尤其适合。',
            },
            {
              kind: 'list',
              items: [
                '需要治疗的静脉走行比较直、导管容易通过的人',
                '静脉距离皮肤有一定深度、便于用肿胀麻醉隔绝热量的人',
                '需要治疗大腿部大隐静脉等较粗、较长节段的人',
              ],
            },
            {
              kind: 'p',
              text: '具体适合哪种方法，将由医生综合考虑静脉的粗细、位置、形态，以及全身状况和正在服用的药物后决定。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '可能不适合的情况',
          blocks: [
            {
              kind: 'p',
              text: '有以下情况时，射频消融闭合术可能不适合，或需要推迟进行。此时我们会一起研究其他治疗方法。',
            },
            {
              kind: 'list',
              items: [
                '患有急性深静脉血栓，或需治疗的静脉内有血栓的人',
                '怀孕或哺乳期间的人',
                '静脉严重迂曲，或紧贴皮肤下方、担心热量损伤皮肤的情况',
                '曾对局部麻醉药出现过敏反应的人',
                '流向腿部的动脉血流明显不足，或治疗后难以行走的人',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治疗当天的流程',
          blocks: [
            {
              kind: 'p',
              text: '根据治疗范围，治疗本身通常需要{{duration.rfa}}左右，加上准备和术后休息，在医院停留的时间会稍长一些。当天按以下顺序进行。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '挂号后确认健康状况和正在服用的药物，再次说明治疗内容，并签署知情同意书。',
                '用血管超声确认需要治疗的静脉位置和范围，并在皮肤上做标记。',
                '躺在治疗床上，对腿部消毒，在穿刺部位进行局部麻醉后，在超声引导下将导管置入静脉。',
                '确认导管前端与深静脉汇合处保持安全距离，并在静脉周围注射肿胀麻醉液。',
                '一边移动导管，一边用射频能量逐段加热，使静脉闭合。必要时同时治疗侧支静脉曲张。',
                '穿上压力袜或缠上压力绷带，稍作休息并试着走动，确认状态后回家。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '术后护理',
          blocks: [
            {
              kind: 'p',
              text: '治疗当天即可行走，轻度步行有助于血液循环和恢复。通常在一天到几天内恢复日常生活，但因工作性质和恢复情况而因人而异。如果使用了镇静药物，当天请不要自己开车。',
            },
            {
              kind: 'list',
              items: [
                '按照医生说明的时间穿着压力袜。',
                '几天内请避免剧烈运动、桑拿和热水浴以及过量饮酒。',
                '请在约定的日期来院，通过超声确认静脉是否闭合良好、深静脉有无血栓。',
                '术后几天沿治疗静脉出现牵拉感、之后逐渐减轻的情况很常见。',
                '如有长途飞行或长时间出行的计划，请提前商量。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '可能出现的副作用',
          blocks: [
            {
              kind: 'p',
              text: '射频消融闭合术后也可能出现以下副作用。大多较轻，会随着时间好转，但如有不适，请随时告诉我们。',
            },
            {
              kind: 'list',
              items: [
                '淤青、按压痛、沿治疗静脉的牵拉感',
                '浅静脉炎、皮肤色素沉着',
                '周围神经受刺激引起的皮肤发麻或感觉迟钝（通常会随时间好转，但也可能持续较久）',
                '热量造成的皮肤烫伤、导管穿刺处感染（罕见）',
                '闭合静脉末端的血栓向深静脉延伸，或深静脉血栓（罕见）',
                '对局部麻醉药的过敏反应（罕见）',
              ],
            },
            {
              kind: 'note',
              text: '如果小腿或大腿突然严重肿胀疼痛、出现呼吸困难或胸痛、伤口出血不止或发热，请立即联系医院或前往附近的急诊科。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '费用说明',
          blocks: [
            {
              kind: 'p',
              text: '射频消融闭合术的费用为{{fee.rfa}}，属于{{insurance.rfa}}项目。各项费用也可以在费用说明页面查看。',
            },
            {
              kind: 'note',
              text: '实际费用取决于治疗单腿还是双腿、需要治疗的静脉数量和范围，以及侧支静脉曲张是否需要追加治疗。完成血管超声检查和诊察后，我们会详细说明预计费用。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.rfa}}',
        anesthesia: '肿胀局部麻醉（必要时配合镇静）',
        cost: '{{fee.rfa}}',
        insurance: '{{insurance.rfa}}',
        recovery: '通常在一天到几天内恢复日常生活（因人而异）',
      },
      factLabels: {
        duration: '手术时间',
        anesthesia: '麻醉',
        cost: '费用',
        insurance: '国民健康保险',
        recovery: '恢复日常生活',
      },
    },
    jp: {
      nameKo: '고주파 열폐쇄술',
      nameEn: 'Radiofrequency ablation (RFA)',
      title: '高周波（ラジオ波）血管内焼灼術（RFA）',
      description:
        '高周波の熱で逆流する静脈を閉じる高周波血管内焼灼術の仕組みとTLA麻酔、適した方、当日の流れ、治療後の注意と副作用をご案内します。',
      lead: '高周波血管内焼灼術は、静脈の中に入れたカテーテルから高周波エネルギーで熱を出して静脈の壁を縮ませ、逆流している静脈を閉じる治療です。静脈の周りに薄めた麻酔液を入れるTLA麻酔（膨潤局所麻酔）をして行います。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
      sections: [
        {
          id: 'how-it-works',
          heading: 'どのような仕組みで治療するのですか',
          blocks: [
            {
              kind: 'p',
              text: '高周波カテーテルの先端には発熱する部分があり、高周波エネルギーを受けると決められた温度で静脈の壁を温めます。熱を受けた静脈の壁のコラーゲンが縮むことで静脈がすぼまって閉じ、時間とともに線維組織に変わって徐々に小さくなります。カテーテルを1区間ずつ移動させながら、治療する静脈全体を順に閉じていきます。',
            },
            {
              kind: 'p',
              text: '熱をかける前に、超音波を見ながら静脈の周りに薄めた局所麻酔液を十分に注射するTLA麻酔を行います。TLA麻酔には、痛みを和らげる、静脈を押さえてカテーテルに密着させる、周りの皮膚や神経を熱から守る、という役割があります。必要に応じて鎮静薬を併用することもあります。',
            },
            {
              kind: 'figure',
              image: 'heat',
              alt: '脚の静脈に入った高周波カテーテルの先端が熱を出して静脈の壁を温め、静脈がすぼまって閉じていく様子を示したイラスト。静脈の周りを囲むTLA麻酔液もあわせて描いています。',
              caption: 'カテーテル先端の熱で静脈の壁を縮ませて閉じる高周波血管内焼灼術',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'このような方に検討します',
          blocks: [
            {
              kind: 'p',
              text: '血管超音波検査で大伏在静脈や小伏在静脈に0.5秒より長い逆流が確認され、脚の重さ、むくみ、こむら返りなどの症状や目に見える静脈瘤がある方に検討します。特に次のような場合に適しています。',
            },
            {
              kind: 'list',
              items: [
                '治療する静脈が比較的まっすぐで、カテーテルが通りやすい方',
                '静脈が皮膚からある程度の深さにあり、TLA麻酔で熱を遮りやすい方',
                '太ももの大伏在静脈のように、比較的太く長い区間を治療する必要がある方',
              ],
            },
            {
              kind: 'p',
              text: '実際にどの方法が合うかは、静脈の太さや位置、形、全身の状態や服用中の薬をあわせて確認し、医師が決めます。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '合わない可能性がある場合',
          blocks: [
            {
              kind: 'p',
              text: '次のような場合は、高周波血管内焼灼術が合わなかったり、時期を延期する必要があったりします。その際はほかの治療方法もあわせて検討します。',
            },
            {
              kind: 'list',
              items: [
                '急性の深部静脈血栓症がある方、治療する静脈の中に血栓がある方',
                '妊娠中または授乳中の方',
                '静脈が強く曲がりくねっている場合や、皮膚のすぐ下にあって熱による皮膚のダメージが心配な場合',
                '局所麻酔薬でアレルギー反応が出たことがある方',
                '脚へ流れる動脈の血流が大きく不足している方、治療後に歩くことが難しい方',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治療当日の流れ',
          blocks: [
            {
              kind: 'p',
              text: '治療そのものは、治療する範囲によって通常{{duration.rfa}}ほどかかり、準備や治療後の休憩を含めると、院内で過ごす時間はもう少し長くなります。当日は次の順番で進めます。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '受付の後、体調と服用中の薬を確認し、治療内容をあらためてご説明したうえで同意書に記入していただきます。',
                '血管超音波で治療する静脈の位置と範囲を確認し、皮膚に印をつけます。',
                '治療台に横になって脚を消毒し、カテーテルを入れる部分に局所麻酔をしてから、超音波を見ながら静脈にカテーテルを入れます。',
                'カテーテルの先端が深部静脈との合流部から安全な距離にあることを確認し、静脈の周りにTLA麻酔液を注射します。',
                'カテーテルを移動させながら高周波エネルギーで1区間ずつ熱をかけ、静脈を閉じます。必要に応じて枝分かれした静脈瘤も一緒に治療します。',
                '弾性ストッキングや弾性包帯を着け、しばらく休んで歩いてみた後、状態を確認してから帰宅します。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '治療後の過ごし方',
          blocks: [
            {
              kind: 'p',
              text: '治療当日から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。通常は1日から数日で日常生活に戻りますが、お仕事の内容や回復の具合によって個人差があります。鎮静薬を使った日は、ご自身で運転しないよう計画してください。',
            },
            {
              kind: 'list',
              items: [
                '弾性ストッキングは案内された期間、着用してください。',
                '数日間は、激しい運動、サウナや熱いお風呂、飲みすぎを避けてください。',
                '決められた日に来院し、超音波で静脈がきちんと閉じているか、深部静脈に血栓ができていないかを確認します。',
                '治療の数日後に、治療した静脈に沿ってつっぱり感が出て、その後徐々に和らぐことがよくあります。',
                '長時間のフライトや長距離の移動の予定がある場合は、前もってご相談ください。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '起こりうる副作用',
          blocks: [
            {
              kind: 'p',
              text: '高周波血管内焼灼術の後にも、次のような副作用が起こることがあります。多くは軽く時間とともに良くなりますが、つらい症状があればいつでもお知らせください。',
            },
            {
              kind: 'list',
              items: [
                'あざ、押したときの痛み、治療した静脈に沿ったつっぱり感',
                '表在性静脈炎、皮膚の色素沈着',
                '周りの神経への刺激による皮膚のしびれや感覚の鈍さ（多くは時間とともに良くなりますが、長く続くこともあります）',
                '熱による皮膚のやけど、カテーテル挿入部の感染（まれ）',
                '閉じた静脈の端の血栓が深部静脈の方へ伸びる場合や、深部静脈血栓症（まれ）',
                '局所麻酔薬に対するアレルギー反応（まれ）',
              ],
            },
            {
              kind: 'note',
              text: 'ふくらはぎや太ももが急にひどく腫れて痛む、息苦しさや胸の痛みがある、傷からの出血が止まらない、熱が出たといった場合は、すぐに当院へ連絡するか、近くの救急外来を受診してください。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '費用のご案内',
          blocks: [
            {
              kind: 'p',
              text: '高周波血管内焼灼術の費用は{{fee.rfa}}で、{{insurance.rfa}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
            },
            {
              kind: 'note',
              text: '実際の費用は、片脚か両脚か、治療する静脈の本数と範囲、枝分かれした静脈瘤に追加の治療が必要かどうかによって変わります。血管超音波検査と診察を終えた後、見込みの費用を詳しくご説明します。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.rfa}}',
        anesthesia: 'TLA麻酔（膨潤局所麻酔、必要に応じて鎮静を併用）',
        cost: '{{fee.rfa}}',
        insurance: '{{insurance.rfa}}',
        recovery: '通常は1日から数日で日常生活に復帰（個人差があります）',
      },
      factLabels: {
        duration: '施術時間',
        anesthesia: '麻酔',
        cost: '費用',
        insurance: '健康保険',
        recovery: '日常生活への復帰',
      },
    },
  },
  'surgery/laser': {
    ko: {
      nameKo: '레이저 열폐쇄술',
      nameEn: 'Endovenous laser ablation (EVLA)',
      title: '레이저 열폐쇄술 (EVLA)',
      description:
        '레이저 열로 역류하는 정맥을 닫는 레이저 열폐쇄술의 원리와 팽윤마취, 적합한 경우, 시술 과정, 관리와 부작용을 안내합니다.',
      lead: '레이저 열폐쇄술은 정맥 안에 가는 광섬유를 넣고 레이저 에너지로 열을 내어 정맥 벽을 수축시키고, 역류하는 정맥을 닫는 시술입니다. 정맥 주위에 묽은 마취액을 넣는 팽윤 국소마취를 하고 진행합니다. 시술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
      sections: [
        {
          id: 'how-it-works',
          heading: '어떤 원리로 치료하나요',
          blocks: [
            {
              kind: 'p',
              text: '초음파를 보며 정맥 안에 가는 관을 넣고, 그 안으로 레이저 빛이 나오는 광섬유를 넣습니다. 광섬유 끝에서 나온 레이저 에너지가 정맥 벽과 혈액에 흡수되면서 열로 바뀌고, 이 열이 정맥 벽을 수축시켜 정맥을 닫습니다. 광섬유를 일정한 속도로 천천히 빼내며 치료할 정맥 전체에 열을 고르게 전달합니다.',
            },
            {
              kind: 'p',
              text: '레이저의 파장과 광섬유의 종류에 따라 에너지가 전달되는 방식이 조금씩 다르며, 의사가 정맥의 굵기와 깊이를 보고 에너지를 조절합니다. 열을 쓰기 전에는 정맥 주위에 묽은 국소마취액을 넉넉히 주사하는 팽윤마취를 해서 통증을 줄이고 주변 피부와 신경을 열로부터 보호합니다. 닫힌 정맥은 시간이 지나며 섬유 조직으로 바뀌어 점차 작아집니다.',
            },
            {
              kind: 'figure',
              image: 'heat',
              alt: '다리 정맥 안에 넣은 광섬유 끝에서 레이저 빛이 나와 정맥 벽을 데우고, 정맥이 오므라들며 닫히는 모습을 나타낸 그림. 정맥 주위를 둘러싼 팽윤마취액도 함께 표시했습니다.',
              caption: '광섬유에서 나오는 레이저 열로 정맥을 닫는 레이저 열폐쇄술',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '이런 분께 고려합니다',
          blocks: [
            {
              kind: 'p',
              text: '혈관 초음파 검사에서 큰두렁정맥(대복재정맥)이나 작은두렁정맥(소복재정맥)에 0.5초보다 긴 역류가 확인되고, 다리의 무거움, 부종, 쥐가 나는 증상이나 눈에 보이는 정맥류가 있는 분께 고려합니다. 특히 다음과 같은 경우에 알맞습니다.',
            },
            {
              kind: 'list',
              items: [
                '치료할 정맥이 비교적 곧게 뻗어 있어 광섬유와 관이 지나가기 좋은 분',
                '정맥이 피부에서 어느 정도 깊이에 있어 팽윤마취로 열을 차단하기 좋은 분',
                '정맥의 굵기와 길이에 맞춰 에너지를 조절하며 치료하기 알맞은 분',
              ],
            },
            {
              kind: 'p',
              text: '최종적으로 어떤 방법이 맞는지는 정맥의 굵기와 위치, 모양, 전신 상태와 복용 중인 약을 함께 살펴 의사가 정합니다.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '이런 경우에는 맞지 않을 수 있습니다',
          blocks: [
            {
              kind: 'p',
              text: '다음과 같은 경우에는 레이저 열폐쇄술이 맞지 않거나 시기를 미뤄야 할 수 있습니다. 이럴 때에는 다른 치료 방법을 함께 검토합니다.',
            },
            {
              kind: 'list',
              items: [
                '급성 심부정맥혈전증이 있거나, 치료할 정맥 안에 혈전이 있는 분',
                '임신 중이거나 수유 중인 분',
                '정맥이 심하게 구불구불하거나, 피부 바로 아래에 있어 열에 의한 피부 손상이 걱정되는 경우',
                '국소마취제에 알레르기 반응을 보인 적이 있는 분',
                '다리로 가는 동맥 혈류가 크게 부족하거나, 시술 후 걷기가 어려운 분',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '시술 당일의 과정',
          blocks: [
            {
              kind: 'p',
              text: '시술 자체는 치료할 범위에 따라 보통 {{duration.laser}} 정도 걸리며, 준비와 시술 뒤 휴식을 포함하면 병원에 머무는 시간은 조금 더 깁니다. 당일은 다음 순서로 진행합니다.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '접수 후 건강 상태와 복용 중인 약을 확인하고, 시술 내용을 다시 설명드린 뒤 동의서를 작성합니다.',
                '혈관 초음파로 치료할 정맥의 위치와 범위를 확인해 피부에 표시합니다.',
                '시술대에 누워 다리를 소독하고, 관이 들어갈 자리에 국소마취를 한 뒤 초음파를 보며 정맥에 관과 광섬유를 넣습니다.',
                '광섬유 끝이 심부정맥과 만나는 곳에서 안전한 거리에 있는지 확인하고, 정맥 주위에 팽윤마취액을 주사합니다.',
                '레이저를 켜고 광섬유를 천천히 빼내며 정맥을 닫습니다. 시술 중에는 눈 보호를 위해 보안경을 씁니다. 필요하면 곁가지 정맥류도 함께 치료합니다.',
                '압박스타킹이나 압박붕대를 하고, 잠시 쉬면서 걸어 본 뒤 상태를 확인하고 귀가합니다.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '시술 후 관리',
          blocks: [
            {
              kind: 'p',
              text: '시술 당일부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 보통 하루에서 며칠 안에 일상생활로 돌아가지만, 하는 일과 회복 정도에 따라 개인차가 있습니다. 진정 약물을 쓴 날에는 직접 운전하지 않도록 계획해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '압박스타킹은 안내받은 기간 동안 착용합니다.',
                '며칠 동안은 격한 운동, 사우나와 뜨거운 목욕, 과음을 피해 주세요.',
                '정해진 날에 내원해 초음파로 정맥이 잘 닫혔는지, 심부정맥에 혈전이 생기지 않았는지 확인합니다.',
                '시술 후 며칠 지나 치료한 정맥을 따라 멍이 들거나 당기는 느낌이 생겼다가 서서히 줄어드는 경우가 흔합니다.',
                '장거리 비행이나 오랜 이동 계획이 있다면 미리 상의해 주세요.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '생길 수 있는 부작용',
          blocks: [
            {
              kind: 'p',
              text: '레이저 열폐쇄술 뒤에도 다음과 같은 부작용이 생길 수 있습니다. 대부분은 가볍고 시간이 지나며 좋아지지만, 불편한 증상이 있으면 언제든 말씀해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '멍, 누르면 아픈 느낌, 치료한 정맥을 따라 당기는 느낌',
                '표재성 정맥염, 피부 색소침착',
                '주변 신경 자극으로 인한 피부 저림이나 감각 둔해짐(대개 시간이 지나며 좋아지지만 오래가기도 합니다)',
                '열에 의한 피부 화상, 관을 넣은 자리의 감염(드묾)',
                '닫힌 정맥 끝의 혈전이 심부정맥 쪽으로 자라는 경우나 심부정맥혈전증(드묾)',
                '국소마취제에 대한 알레르기 반응(드묾)',
              ],
            },
            {
              kind: 'note',
              text: '종아리나 허벅지가 갑자기 심하게 붓고 아프거나, 숨이 차거나 가슴이 아프거나, 상처에서 피가 멈추지 않거나 열이 나면 바로 병원에 연락하거나 가까운 응급실을 방문해 주세요.',
            },
          ],
        },
        {
          id: 'cost',
          heading: '비용 안내',
          blocks: [
            {
              kind: 'p',
              text: '레이저 열폐쇄술 비용은 {{fee.laser}}이며, {{insurance.laser}} 항목입니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
            },
            {
              kind: 'note',
              text: '실제 비용은 한쪽 다리인지 양쪽 다리인지, 치료할 정맥의 개수와 범위, 곁가지 정맥류에 대한 추가 치료가 필요한지에 따라 달라집니다. 혈관 초음파 검사와 진찰을 마친 뒤 예상 비용을 자세히 설명해 드립니다.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.laser}}',
        anesthesia: '팽윤 국소마취 (필요에 따라 진정 병행)',
        cost: '{{fee.laser}}',
        insurance: '{{insurance.laser}}',
        recovery: '보통 하루에서 며칠 안에 일상생활 복귀 (개인에 따라 차이가 있습니다)',
      },
      factLabels: {
        duration: '시술 시간',
        anesthesia: '마취',
        cost: '비용',
        insurance: '건강보험',
        recovery: '일상 복귀',
      },
    },
    en: {
      nameKo: '레이저 열폐쇄술',
      nameEn: 'Endovenous laser ablation (EVLA)',
      title: 'Endovenous laser ablation (EVLA)',
      description:
        'How endovenous laser ablation closes refluxing veins with laser heat, tumescent anaesthesia, who it suits, the procedure day, after-care and side effects.',
      lead: 'Endovenous laser ablation closes a refluxing vein by placing a thin optical fibre inside it and using laser energy to produce heat, which shrinks the vein wall. It is done under tumescent local anaesthesia, in which dilute anaesthetic fluid is placed around the vein. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
      sections: [
        {
          id: 'how-it-works',
          heading: 'How does it work?',
          blocks: [
            {
              kind: 'p',
              text: 'Under ultrasound, a thin tube is placed in the vein, and an optical fibre that emits laser light is passed through it. The laser energy from the fibre tip is absorbed by the vein wall and the blood and turned into heat, which shrinks the vein wall and closes the vein. The fibre is withdrawn slowly at a steady speed so that heat is delivered evenly along the whole vein being treated.',
            },
            {
              kind: 'p',
              text: 'How the energy is delivered differs somewhat with the laser wavelength and type of fibre, and the doctor adjusts the energy according to the diameter and depth of the vein. Before heat is applied, tumescent anaesthesia (plenty of dilute local anaesthetic injected around the vein) reduces pain and protects the surrounding skin and nerves from the heat. Over time the closed vein turns into fibrous tissue and gradually shrinks.',
            },
            {
              kind: 'figure',
              image: 'heat',
              alt: 'Illustration of laser light coming from the tip of an optical fibre inside a leg vein, heating the vein wall so that the vein shrinks and closes. The tumescent anaesthetic fluid surrounding the vein is also shown.',
              caption: 'Endovenous laser ablation closes the vein with laser heat from an optical fibre',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'Who it may suit',
          blocks: [
            {
              kind: 'p',
              text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have heavy or swollen legs, cramps or visible varicose veins. It is particularly suitable in the following cases.',
            },
            {
              kind: 'list',
              items: [
                'People whose vein to be treated runs fairly straight, so the tube and fibre can pass easily',
                'People whose vein lies at some depth under the skin, so tumescent anaesthesia can shield it well from the heat',
                'People whose vein is suited to treatment with energy adjusted to its diameter and length',
              ],
            },
            {
              kind: 'p',
              text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your general health and the medicines you take.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: 'When it may not be suitable',
          blocks: [
            {
              kind: 'p',
              text: 'In the following cases laser ablation may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
            },
            {
              kind: 'list',
              items: [
                'People with acute deep vein thrombosis, or a clot inside the vein to be treated',
                'People who are pregnant or breastfeeding',
                'When the vein is very twisted, or lies just under the skin so that heat damage to the skin is a concern',
                'People who have had an allergic reaction to a local anaesthetic',
                'People with markedly reduced arterial blood flow to the legs, or who will find it hard to walk after the procedure',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: 'The day of the procedure, step by step',
          blocks: [
            {
              kind: 'p',
              text: 'Depending on the extent of treatment, the procedure itself usually takes about {{duration.laser}}; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'After you check in, we confirm your health and the medicines you take, explain the procedure again, and you sign the consent form.',
                'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.',
                'You lie on the procedure table, the leg is disinfected, the entry site is numbed with local anaesthetic, and the tube and fibre are inserted into the vein under ultrasound.',
                'We check that the fibre tip sits at a safe distance from where the vein joins the deep vein, and inject tumescent anaesthetic fluid around the vein.',
                'The laser is switched on and the fibre is slowly withdrawn, closing the vein. You wear protective glasses during the procedure. Side-branch varicose veins are treated at the same time if needed.',
                'A compression stocking or bandage is put on; you rest for a while, try walking, and go home once we have checked how you are.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: 'After the procedure',
          blocks: [
            {
              kind: 'p',
              text: 'You can walk from the day of the procedure, and light walking helps circulation and recovery. Most people return to daily activities within a day to a few days, but this varies with your work and how you recover. If sedation is used, please plan not to drive yourself that day.',
            },
            {
              kind: 'list',
              items: [
                'Wear compression stockings for the period you were advised.',
                'For a few days, avoid strenuous exercise, saunas and hot baths, and heavy drinking.',
                'Come back on the scheduled day for an ultrasound check that the vein has closed well and that no clot has formed in the deep veins.',
                'It is common for bruising or a pulling feeling along the treated vein to appear a few days after the procedure and then gradually ease.',
                'If you are planning a long flight or a long journey, please talk to us in advance.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: 'Possible side effects',
          blocks: [
            {
              kind: 'p',
              text: 'The following side effects can occur after laser ablation. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
            },
            {
              kind: 'list',
              items: [
                'Bruising, tenderness, a pulling feeling along the treated vein',
                'Superficial phlebitis, skin pigmentation',
                'Tingling or reduced feeling in the skin from irritation of nearby nerves (usually improves with time, but can last a long time)',
                'Skin burn from the heat; infection at the entry site (rare)',
                'A clot at the end of the closed vein extending towards the deep vein, or deep vein thrombosis (rare)',
                'Allergic reaction to the local anaesthetic (rare)',
              ],
            },
            {
              kind: 'note',
              text: 'If your calf or thigh suddenly becomes very swollen and painful, you become short of breath or have chest pain, a wound keeps bleeding, or you develop a fever, contact the clinic at once or go to the nearest emergency department.',
            },
          ],
        },
        {
          id: 'cost',
          heading: 'Cost',
          blocks: [
            {
              kind: 'p',
              text: 'Laser ablation costs {{fee.laser}}. Insurance status: {{insurance.laser}}. You can also see the cost of each item on the cost page.',
            },
            {
              kind: 'note',
              text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, and whether side-branch varicose veins need additional treatment. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.laser}}',
        anesthesia: 'Tumescent local anaesthesia (sedation may be added if needed)',
        cost: '{{fee.laser}}',
        insurance: '{{insurance.laser}}',
        recovery: 'Usually back to daily activities within a day to a few days (varies from person to person)',
      },
      factLabels: {
        duration: 'Procedure time',
        anesthesia: 'Anaesthesia',
        cost: 'Cost',
        insurance: 'National health insurance',
        recovery: 'Return to daily activities',
      },
    },
    cn: {
      nameKo: '레이저 열폐쇄술',
      nameEn: 'Endovenous laser ablation (EVLA)',
      title: '激光消融闭合术（EVLA）',
      description: '介绍用激光热能闭合反流静脉的激光消融闭合术的原理、肿胀麻醉、适合人群、治疗流程、术后护理和副作用。',
      lead: '激光消融闭合术是在静脉内置入细光纤，利用激光能量产生热量使静脉壁收缩，从而闭合反流静脉的治疗方法。治疗在肿胀局部麻醉下进行，即在静脉周围注入稀释的麻醉液。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
      sections: [
        {
          id: 'how-it-works',
          heading: '治疗原理是什么',
          blocks: [
            {
              kind: 'p',
              text: '在超声引导下将细管置入静脉，再通过细管送入能发出激光的光纤。光纤前端发出的激光能量被静脉壁和血液吸收后转化为热量，这些热量使静脉壁收缩、静脉闭合。以稳定的速度缓慢回撤光纤，将热量均匀地传递到需要治疗的整条静脉。',
            },
            {
              kind: 'p',
              text: '激光的波长和光纤种类不同，能量的传递方式也略有差异，医生会根据静脉的粗细和深度调节能量。在加热之前，会在静脉周围注射充足的稀释局部麻醉液（肿胀麻醉），以减轻疼痛，并保护周围的皮肤和神经不受热量损伤。闭合的静脉会随着时间推移变成纤维组织并逐渐缩小。',
            },
            {
              kind: 'figure',
              image: 'heat',
              alt: '置入腿部静脉内的光纤前端发出激光、加热静脉壁，使静脉缩窄闭合的示意图，同时标出了包围静脉的肿胀麻醉液。',
              caption: '用光纤发出的激光热量闭合静脉的激光消融闭合术',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '适合考虑的人群',
          blocks: [
            {
              kind: 'p',
              text: '血管超声检查发现大隐静脉或小隐静脉反流时间超过0.5秒，并有腿部沉重、肿胀、抽筋等症状或可见静脉曲张的人，可以考虑这种治疗。以下情况尤其适合。',
            },
            {
              kind: 'list',
              items: [
                '需要治疗的静脉走行比较直、细管和光纤容易通过的人',
                '静脉距离皮肤有一定深度、便于用肿胀麻醉隔绝热量的人',
                '静脉适合根据其粗细和长度调节能量进行治疗的人',
              ],
            },
            {
              kind: 'p',
              text: '具体适合哪种方法，将由医生综合考虑静脉的粗细、位置、形态，以及全身状况和正在服用的药物后决定。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '可能不适合的情况',
          blocks: [
            {
              kind: 'p',
              text: '有以下情况时，激光消融闭合术可能不适合，或需要推迟进行。此时我们会一起研究其他治疗方法。',
            },
            {
              kind: 'list',
              items: [
                '患有急性深静脉血栓，或需治疗的静脉内有血栓的人',
                '怀孕或哺乳期间的人',
                '静脉严重迂曲，或紧贴皮肤下方、担心热量损伤皮肤的情况',
                '曾对局部麻醉药出现过敏反应的人',
                '流向腿部的动脉血流明显不足，或治疗后难以行走的人',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治疗当天的流程',
          blocks: [
            {
              kind: 'p',
              text: '根据治疗范围，治疗本身通常需要{{duration.laser}}左右，加上准备和术后休息，在医院停留的时间会稍长一些。当天按以下顺序进行。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '挂号后确认健康状况和正在服用的药物，再次说明治疗内容，并签署知情同意书。',
                '用血管超声确认需要治疗的静脉位置和范围，并在皮肤上做标记。',
                '躺在治疗床上，对腿部消毒，在穿刺部位进行局部麻醉后，在超声引导下将细管和光纤置入静脉。',
                '确认光纤前端与深静脉汇合处保持安全距离，并在静脉周围注射肿胀麻醉液。',
                '打开激光，缓慢回撤光纤以闭合静脉。治疗期间需佩戴护目镜保护眼睛。必要时同时治疗侧支静脉曲张。',
                '穿上压力袜或缠上压力绷带，稍作休息并试着走动，确认状态后回家。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '术后护理',
          blocks: [
            {
              kind: 'p',
              text: '治疗当天即可行走，轻度步行有助于血液循环和恢复。通常在一天到几天内恢复日常生活，但因工作性质和恢复情况而因人而异。如果使用了镇静药物，当天请不要自己开车。',
            },
            {
              kind: 'list',
              items: [
                '按照医生说明的时间穿着压力袜。',
                '几天内请避免剧烈运动、桑拿和热水浴以及过量饮酒。',
                '请在约定的日期来院，通过超声确认静脉是否闭合良好、深静脉有无血栓。',
                '术后几天沿治疗静脉出现淤青或牵拉感、之后逐渐减轻的情况很常见。',
                '如有长途飞行或长时间出行的计划，请提前商量。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '可能出现的副作用',
          blocks: [
            {
              kind: 'p',
              text: '激光消融闭合术后也可能出现以下副作用。大多较轻，会随着时间好转，但如有不适，请随时告诉我们。',
            },
            {
              kind: 'list',
              items: [
                '淤青、按压痛、沿治疗静脉的牵拉感',
                '浅静脉炎、皮肤色素沉着',
                '周围神经受刺激引起的皮肤发麻或感觉迟钝（通常会随时间好转，但也可能持续较久）',
                '热量造成的皮肤烫伤、穿刺处感染（罕见）',
                '闭合静脉末端的血栓向深静脉延伸，或深静脉血栓（罕见）',
                '对局部麻醉药的过敏反应（罕见）',
              ],
            },
            {
              kind: 'note',
              text: '如果小腿或大腿突然严重肿胀疼痛、出现呼吸困难或胸痛、伤口出血不止或发热，请立即联系医院或前往附近的急诊科。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '费用说明',
          blocks: [
            {
              kind: 'p',
              text: '激光消融闭合术的费用为{{fee.laser}}，属于{{insurance.laser}}项目。各项费用也可以在费用说明页面查看。',
            },
            {
              kind: 'note',
              text: '实际费用取决于治疗单腿还是双腿、需要治疗的静脉数量和范围，以及侧支静脉曲张是否需要追加治疗。完成血管超声检查和诊察后，我们会详细说明预计费用。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.laser}}',
        anesthesia: '肿胀局部麻醉（必要时配合镇静）',
        cost: '{{fee.laser}}',
        insurance: '{{insurance.laser}}',
        recovery: '通常在一天到几天内恢复日常生活（因人而异）',
      },
      factLabels: {
        duration: '手术时间',
        anesthesia: '麻醉',
        cost: '费用',
        insurance: '国民健康保险',
        recovery: '恢复日常生活',
      },
    },
    jp: {
      nameKo: '레이저 열폐쇄술',
      nameEn: 'Endovenous laser ablation (EVLA)',
      title: '血管内レーザー焼灼術（EVLA）',
      description:
        'レーザーの熱で逆流する静脈を閉じる血管内レーザー焼灼術の仕組みとTLA麻酔、適した方、当日の流れ、治療後の注意と副作用をご案内します。',
      lead: '血管内レーザー焼灼術は、静脈の中に細い光ファイバーを入れ、レーザーエネルギーで熱を出して静脈の壁を縮ませ、逆流している静脈を閉じる治療です。静脈の周りに薄めた麻酔液を入れるTLA麻酔（膨潤局所麻酔）をして行います。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
      sections: [
        {
          id: 'how-it-works',
          heading: 'どのような仕組みで治療するのですか',
          blocks: [
            {
              kind: 'p',
              text: '超音波を見ながら静脈の中に細い管を入れ、その中にレーザー光が出る光ファイバーを通します。光ファイバーの先端から出たレーザーエネルギーが静脈の壁や血液に吸収されて熱に変わり、この熱が静脈の壁を縮ませて静脈を閉じます。光ファイバーを一定の速さでゆっくり引き抜きながら、治療する静脈全体に熱を均一に伝えます。',
            },
            {
              kind: 'p',
              text: 'レーザーの波長や光ファイバーの種類によってエネルギーの伝わり方が少しずつ異なり、医師が静脈の太さや深さを見てエネルギーを調整します。熱をかける前には、静脈の周りに薄めた局所麻酔液を十分に注射するTLA麻酔を行い、痛みを和らげ、周りの皮膚や神経を熱から守ります。閉じた静脈は時間とともに線維組織に変わって徐々に小さくなります。',
            },
            {
              kind: 'figure',
              image: 'heat',
              alt: '脚の静脈に入れた光ファイバーの先端からレーザー光が出て静脈の壁を温め、静脈がすぼまって閉じていく様子を示したイラスト。静脈の周りを囲むTLA麻酔液もあわせて描いています。',
              caption: '光ファイバーから出るレーザーの熱で静脈を閉じる血管内レーザー焼灼術',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'このような方に検討します',
          blocks: [
            {
              kind: 'p',
              text: '血管超音波検査で大伏在静脈や小伏在静脈に0.5秒より長い逆流が確認され、脚の重さ、むくみ、こむら返りなどの症状や目に見える静脈瘤がある方に検討します。特に次のような場合に適しています。',
            },
            {
              kind: 'list',
              items: [
                '治療する静脈が比較的まっすぐで、管や光ファイバーが通りやすい方',
                '静脈が皮膚からある程度の深さにあり、TLA麻酔で熱を遮りやすい方',
                '静脈の太さや長さに合わせてエネルギーを調整しながら治療するのに適した方',
              ],
            },
            {
              kind: 'p',
              text: '実際にどの方法が合うかは、静脈の太さや位置、形、全身の状態や服用中の薬をあわせて確認し、医師が決めます。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '合わない可能性がある場合',
          blocks: [
            {
              kind: 'p',
              text: '次のような場合は、血管内レーザー焼灼術が合わなかったり、時期を延期する必要があったりします。その際はほかの治療方法もあわせて検討します。',
            },
            {
              kind: 'list',
              items: [
                '急性の深部静脈血栓症がある方、治療する静脈の中に血栓がある方',
                '妊娠中または授乳中の方',
                '静脈が強く曲がりくねっている場合や、皮膚のすぐ下にあって熱による皮膚のダメージが心配な場合',
                '局所麻酔薬でアレルギー反応が出たことがある方',
                '脚へ流れる動脈の血流が大きく不足している方、治療後に歩くことが難しい方',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治療当日の流れ',
          blocks: [
            {
              kind: 'p',
              text: '治療そのものは、治療する範囲によって通常{{duration.laser}}ほどかかり、準備や治療後の休憩を含めると、院内で過ごす時間はもう少し長くなります。当日は次の順番で進めます。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '受付の後、体調と服用中の薬を確認し、治療内容をあらためてご説明したうえで同意書に記入していただきます。',
                '血管超音波で治療する静脈の位置と範囲を確認し、皮膚に印をつけます。',
                '治療台に横になって脚を消毒し、管を入れる部分に局所麻酔をしてから、超音波を見ながら静脈に管と光ファイバーを入れます。',
                '光ファイバーの先端が深部静脈との合流部から安全な距離にあることを確認し、静脈の周りにTLA麻酔液を注射します。',
                'レーザーを照射しながら光ファイバーをゆっくり引き抜き、静脈を閉じます。治療中は目を守るため保護眼鏡をかけます。必要に応じて枝分かれした静脈瘤も一緒に治療します。',
                '弾性ストッキングや弾性包帯を着け、しばらく休んで歩いてみた後、状態を確認してから帰宅します。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '治療後の過ごし方',
          blocks: [
            {
              kind: 'p',
              text: '治療当日から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。通常は1日から数日で日常生活に戻りますが、お仕事の内容や回復の具合によって個人差があります。鎮静薬を使った日は、ご自身で運転しないよう計画してください。',
            },
            {
              kind: 'list',
              items: [
                '弾性ストッキングは案内された期間、着用してください。',
                '数日間は、激しい運動、サウナや熱いお風呂、飲みすぎを避けてください。',
                '決められた日に来院し、超音波で静脈がきちんと閉じているか、深部静脈に血栓ができていないかを確認します。',
                '治療の数日後に、治療した静脈に沿ってあざやつっぱり感が出て、その後徐々に和らぐことがよくあります。',
                '長時間のフライトや長距離の移動の予定がある場合は、前もってご相談ください。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '起こりうる副作用',
          blocks: [
            {
              kind: 'p',
              text: '血管内レーザー焼灼術の後にも、次のような副作用が起こることがあります。多くは軽く時間とともに良くなりますが、つらい症状があればいつでもお知らせください。',
            },
            {
              kind: 'list',
              items: [
                'あざ、押したときの痛み、治療した静脈に沿ったつっぱり感',
                '表在性静脈炎、皮膚の色素沈着',
                '周りの神経への刺激による皮膚のしびれや感覚の鈍さ（多くは時間とともに良くなりますが、長く続くこともあります）',
                '熱による皮膚のやけど、挿入部の感染（まれ）',
                '閉じた静脈の端の血栓が深部静脈の方へ伸びる場合や、深部静脈血栓症（まれ）',
                '局所麻酔薬に対するアレルギー反応（まれ）',
              ],
            },
            {
              kind: 'note',
              text: 'ふくらはぎや太ももが急にひどく腫れて痛む、息苦しさや胸の痛みがある、傷からの出血が止まらない、熱が出たといった場合は、すぐに当院へ連絡するか、近くの救急外来を受診してください。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '費用のご案内',
          blocks: [
            {
              kind: 'p',
              text: '血管内レーザー焼灼術の費用は{{fee.laser}}で、{{insurance.laser}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
            },
            {
              kind: 'note',
              text: '実際の費用は、片脚か両脚か、治療する静脈の本数と範囲、枝分かれした静脈瘤に追加の治療が必要かどうかによって変わります。血管超音波検査と診察を終えた後、見込みの費用を詳しくご説明します。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.laser}}',
        anesthesia: 'TLA麻酔（膨潤局所麻酔、必要に応じて鎮静を併用）',
        cost: '{{fee.laser}}',
        insurance: '{{insurance.laser}}',
        recovery: '通常は1日から数日で日常生活に復帰（個人差があります）',
      },
      factLabels: {
        duration: '施術時間',
        anesthesia: '麻酔',
        cost: '費用',
        insurance: '健康保険',
        recovery: '日常生活への復帰',
      },
    },
  },
  'surgery/stripping': {
    ko: {
      nameKo: '발거술',
      nameEn: 'High ligation and stripping',
      title: '발거술 (고위결찰 및 정맥 발거술)',
      description:
        '역류하는 정맥을 묶고 빼내는 발거술의 방법과 마취, 적합한 경우, 수술 당일 과정, 회복 관리와 부작용, 건강보험 적용을 안내합니다.',
      lead: '발거술은 역류하는 큰두렁정맥이나 작은두렁정맥을 심부정맥과 만나는 곳 근처에서 묶고, 정맥을 몸 밖으로 빼내는 수술입니다. 오랫동안 시행되어 온 수술 방법으로, 보통 척추마취나 전신마취로 진행하며 건강보험이 적용됩니다. 수술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
      sections: [
        {
          id: 'how-it-works',
          heading: '어떤 방법으로 수술하나요',
          blocks: [
            {
              kind: 'p',
              text: '큰두렁정맥을 치료할 때에는 사타구니, 작은두렁정맥을 치료할 때에는 오금(무릎 뒤) 부위를 작게 절개해, 표재정맥이 심부정맥과 만나는 곳 가까이에서 정맥과 주변의 작은 가지들을 묶고 자릅니다. 이를 고위결찰이라고 합니다. 그다음 정맥 안에 가느다란 기구(스트리퍼)를 넣어 역류가 있는 구간의 정맥을 몸 밖으로 빼냅니다.',
            },
            {
              kind: 'p',
              text: '피부 위로 튀어나온 곁가지 정맥류는 몇 mm 정도의 작은 절개 여러 곳을 통해 함께 제거합니다. 정맥을 빼낸 자리의 혈액은 다리의 다른 건강한 정맥들을 통해 심장으로 돌아갑니다. 열이나 약물로 정맥을 닫는 방법과 달리 정맥을 직접 제거하므로, 정맥이 매우 굵거나 구불구불해 카테터 치료가 어려운 경우에도 시행할 수 있습니다.',
            },
            {
              kind: 'figure',
              image: 'stripping',
              alt: '사타구니의 작은 절개 부위에서 큰두렁정맥을 묶고, 정맥 안에 넣은 가느다란 기구로 정맥을 다리 아래쪽으로 빼내는 발거술 과정을 나타낸 그림.',
              caption: '정맥을 묶은 뒤 가느다란 기구로 빼내는 발거술',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '이런 분께 고려합니다',
          blocks: [
            {
              kind: 'p',
              text: '혈관 초음파 검사에서 큰두렁정맥(대복재정맥)이나 작은두렁정맥(소복재정맥)에 0.5초보다 긴 역류가 확인되고, 다리의 무거움, 부종, 쥐가 나는 증상이나 눈에 보이는 정맥류가 있는 분께 고려합니다. 특히 다음과 같은 경우에 알맞습니다.',
            },
            {
              kind: 'list',
              items: [
                '정맥이 매우 굵게 늘어나 있거나 심하게 구불구불해 카테터나 광섬유가 지나가기 어려운 분',
                '정맥이 피부 바로 아래에 있어 열 치료로 인한 피부 손상이 걱정되는 분',
                '예전에 생긴 정맥염 등으로 정맥 안이 부분적으로 막혀 있는 분',
                '건강보험이 적용되는 수술 방법을 원하시는 분',
              ],
            },
            {
              kind: 'p',
              text: '최종적으로 어떤 방법이 맞는지는 정맥의 상태와 전신 건강, 마취에 대한 위험도를 함께 살펴 의사가 정합니다.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '이런 경우에는 맞지 않을 수 있습니다',
          blocks: [
            {
              kind: 'p',
              text: '발거술은 척추마취나 전신마취가 필요하고 절개를 하는 수술이므로, 다음과 같은 경우에는 맞지 않거나 시기를 미뤄야 할 수 있습니다. 이럴 때에는 다른 치료 방법을 함께 검토합니다.',
            },
            {
              kind: 'list',
              items: [
                '심장이나 폐 질환 등으로 마취의 위험이 큰 분',
                '급성 심부정맥혈전증이 있는 분',
                '임신 중인 분',
                '수술할 부위에 감염이나 심한 피부 질환이 있는 분',
                '피가 잘 멈추지 않는 질환이 있거나 항응고제를 복용 중이어서 조절이 필요한 분, 다리 동맥 혈류가 크게 부족한 분',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '수술 당일의 과정',
          blocks: [
            {
              kind: 'p',
              text: '수술 자체는 보통 {{duration.stripping}} 정도 걸립니다. 마취 준비와 수술 뒤 회복 시간이 더해지므로 병원에 머무는 시간은 이보다 깁니다. 수술 전에는 혈액 검사 등 마취에 필요한 검사를 미리 하고, 안내받은 시간부터 금식합니다.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '접수 후 금식 여부, 건강 상태와 복용 중인 약을 확인하고, 수술과 마취 내용을 다시 설명드린 뒤 동의서를 작성합니다.',
                '선 자세에서 혈관 초음파로 치료할 정맥과 곁가지 정맥류를 확인해 피부에 표시합니다.',
                '수술실에서 척추마취 또는 전신마취를 합니다.',
                '사타구니나 오금을 작게 절개해 정맥을 묶고, 기구로 정맥을 빼낸 뒤 곁가지 정맥류를 작은 절개로 제거합니다.',
                '절개 부위를 봉합하고 압박붕대나 압박스타킹을 착용합니다.',
                '마취가 충분히 깨고 다리 감각이 돌아올 때까지 회복실에서 지켜봅니다. 상태에 따라 당일 귀가하거나 짧게 입원하며, 귀가 시에는 보호자와 함께하고 직접 운전하지 않습니다.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '수술 후 관리',
          blocks: [
            {
              kind: 'p',
              text: '수술 뒤에도 가능한 한 일찍, 자주 걷는 것이 혈전 예방과 회복에 도움이 됩니다. 보통 며칠 안에 가벼운 일상생활을 할 수 있지만, 절개와 멍이 있는 만큼 카테터 시술보다 회복에 시간이 조금 더 걸릴 수 있고 개인차가 있습니다.',
            },
            {
              kind: 'list',
              items: [
                '압박붕대와 압박스타킹은 안내받은 방법과 기간대로 착용합니다.',
                '상처는 깨끗하고 마르게 유지하고, 샤워를 시작할 시기와 실밥을 푸는 날은 진료 시 안내에 따릅니다.',
                '격한 운동이나 무거운 물건 들기, 사우나와 뜨거운 목욕, 과음은 상처 회복을 보며 의사와 상의한 뒤 시작합니다.',
                '허벅지와 종아리의 멍은 대개 몇 주에 걸쳐 서서히 옅어집니다.',
                '정해진 날에 내원해 상처와 다리 상태를 확인하고, 필요하면 초음파 검사를 합니다.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '생길 수 있는 부작용',
          blocks: [
            {
              kind: 'p',
              text: '발거술 뒤에는 다음과 같은 부작용이 생길 수 있습니다. 대부분은 시간이 지나며 좋아지지만, 불편한 증상이 있으면 언제든 말씀해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '멍과 피멍(혈종), 수술 부위 통증',
                '절개 부위의 흉터, 상처 감염',
                '주변 신경 자극으로 인한 종아리나 발목 피부의 저림, 감각 둔해짐(대개 시간이 지나며 좋아지지만 오래가기도 합니다)',
                '사타구니 상처에 림프액이 고이는 경우, 피부 색소침착',
                '심부정맥혈전증(드묾)',
                '마취와 관련된 증상: 척추마취 뒤의 두통이나 일시적으로 소변 보기 어려운 증상 등',
              ],
            },
            {
              kind: 'note',
              text: '종아리나 허벅지가 갑자기 심하게 붓고 아프거나, 숨이 차거나 가슴이 아프거나, 상처에서 피가 멈추지 않거나 열이 나면 바로 병원에 연락하거나 가까운 응급실을 방문해 주세요.',
            },
          ],
        },
        {
          id: 'cost',
          heading: '비용과 건강보험',
          blocks: [
            {
              kind: 'p',
              text: '발거술 비용은 {{fee.stripping}}이며, {{insurance.stripping}} 항목입니다. 실제로 내시는 금액은 건강보험 기준에 따라 달라질 수 있습니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
            },
            {
              kind: 'note',
              text: '실제 비용은 한쪽 다리인지 양쪽 다리인지, 치료할 정맥의 개수와 범위, 마취 방법과 입원 여부에 따라 달라집니다. 혈관 초음파 검사와 진찰을 마친 뒤 예상 비용을 자세히 설명해 드립니다.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.stripping}}',
        anesthesia: '척추마취 또는 전신마취',
        cost: '{{fee.stripping}}',
        insurance: '{{insurance.stripping}}',
        recovery:
          '보통 며칠 안에 가벼운 일상생활 가능, 무리한 활동은 상처 회복을 보며 조절 (개인에 따라 차이가 있습니다)',
      },
      factLabels: {
        duration: '시술 시간',
        anesthesia: '마취',
        cost: '비용',
        insurance: '건강보험',
        recovery: '일상 복귀',
      },
    },
    en: {
      nameKo: '발거술',
      nameEn: 'High ligation and stripping',
      title: 'High ligation and stripping',
      description:
        'How vein stripping works, anaesthesia, who it suits, the day of surgery, recovery, side effects and national health insurance coverage.',
      lead: 'Stripping is an operation in which the refluxing great or small saphenous vein is tied off near where it joins the deep vein and then removed from the body. It is a long-established surgical method, usually performed under spinal or general anaesthesia, and it is covered by national health insurance. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
      sections: [
        {
          id: 'how-it-works',
          heading: 'How is the operation done?',
          blocks: [
            {
              kind: 'p',
              text: 'For the great saphenous vein a small incision is made in the groin, and for the small saphenous vein behind the knee; close to where the superficial vein joins the deep vein, the vein and its small nearby branches are tied off and divided. This is called high ligation. A thin instrument (a stripper) is then passed inside the vein, and the section of vein with reflux is pulled out of the body.',
            },
            {
              kind: 'p',
              text: 'Side-branch varicose veins bulging on the skin are removed at the same time through several small incisions a few millimetres long. Blood from where the vein was removed returns to the heart through the other healthy veins of the leg. Unlike methods that close the vein with heat or medicine, the vein is removed directly, so the operation can be done even when the vein is very wide or twisted and catheter treatment is difficult.',
            },
            {
              kind: 'figure',
              image: 'stripping',
              alt: 'Illustration of stripping: the great saphenous vein is tied off through a small incision in the groin and pulled out towards the lower leg with a thin instrument passed inside the vein.',
              caption: 'Stripping: the vein is tied off and then removed with a thin instrument',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'Who it may suit',
          blocks: [
            {
              kind: 'p',
              text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have heavy or swollen legs, cramps or visible varicose veins. It is particularly suitable in the following cases.',
            },
            {
              kind: 'list',
              items: [
                'People whose vein is very widely dilated or so twisted that a catheter or fibre cannot pass easily',
                'People whose vein lies just under the skin, so heat damage to the skin from thermal treatment is a concern',
                'People whose vein is partly blocked inside, for example after earlier phlebitis',
                'People who prefer a surgical method covered by national health insurance',
              ],
            },
            {
              kind: 'p',
              text: 'Which method suits you in the end is decided by the doctor after looking at the condition of your veins together with your general health and the risks of anaesthesia.',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: 'When it may not be suitable',
          blocks: [
            {
              kind: 'p',
              text: 'Because stripping needs spinal or general anaesthesia and involves incisions, it may not be suitable, or may need to be postponed, in the following cases. We then consider other treatment options with you.',
            },
            {
              kind: 'list',
              items: [
                'People for whom anaesthesia carries a high risk, for example because of heart or lung disease',
                'People with acute deep vein thrombosis',
                'People who are pregnant',
                'People with an infection or severe skin disease where the operation would be done',
                'People with a bleeding disorder, or taking anticoagulants that need adjusting; people with markedly reduced arterial blood flow to the legs',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: 'The day of the operation, step by step',
          blocks: [
            {
              kind: 'p',
              text: 'The operation itself usually takes about {{duration.stripping}}. Time for preparing the anaesthesia and recovering afterwards is added, so you will be at the clinic longer than this. Before the operation, tests needed for anaesthesia, such as blood tests, are done in advance, and you fast from the time you are told.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'After you check in, we confirm that you have fasted, your health and the medicines you take, explain the operation and anaesthesia again, and you sign the consent form.',
                'While you stand, the vein to be treated and the side-branch varicose veins are checked with vascular ultrasound and marked on the skin.',
                'In the operating room, spinal or general anaesthesia is given.',
                'A small incision is made in the groin or behind the knee, the vein is tied off and removed with the instrument, and side-branch varicose veins are removed through small incisions.',
                'The incisions are closed, and a compression bandage or stocking is put on.',
                'You are observed in the recovery room until the anaesthesia has fully worn off and feeling has returned to your legs. Depending on your condition you go home the same day or stay briefly; please go home with a companion and do not drive yourself.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: 'After the operation',
          blocks: [
            {
              kind: 'p',
              text: 'After the operation, too, walking as early and as often as you can helps prevent clots and supports recovery. Light daily activities are usually possible within a few days, but because there are incisions and bruising, recovery may take a little longer than after catheter procedures, and it varies from person to person.',
            },
            {
              kind: 'list',
              items: [
                'Wear the compression bandage and stockings as and for as long as you were advised.',
                'Keep the wounds clean and dry; follow the advice given at your visit on when to start showering and when stitches will be removed.',
                'Talk to the doctor, as your wounds heal, before starting strenuous exercise, heavy lifting, saunas and hot baths, or heavy drinking.',
                'Bruising on the thigh and calf usually fades gradually over a few weeks.',
                'Come back on the scheduled day so we can check your wounds and legs, with an ultrasound examination if needed.',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: 'Possible side effects',
          blocks: [
            {
              kind: 'p',
              text: 'The following side effects can occur after stripping. Most improve with time, but please tell us whenever something is uncomfortable.',
            },
            {
              kind: 'list',
              items: [
                'Bruising and haematoma, pain at the operation site',
                'Scars at the incisions, wound infection',
                'Tingling or reduced feeling in the skin of the calf or ankle from irritation of nearby nerves (usually improves with time, but can last a long time)',
                'Lymph fluid collecting in the groin wound; skin pigmentation',
                'Deep vein thrombosis (rare)',
                'Symptoms related to anaesthesia, such as headache after spinal anaesthesia or temporary difficulty passing urine',
              ],
            },
            {
              kind: 'note',
              text: 'If your calf or thigh suddenly becomes very swollen and painful, you become short of breath or have chest pain, a wound keeps bleeding, or you develop a fever, contact the clinic at once or go to the nearest emergency department.',
            },
          ],
        },
        {
          id: 'cost',
          heading: 'Cost and national health insurance',
          blocks: [
            {
              kind: 'p',
              text: 'Stripping costs {{fee.stripping}}. Insurance status: {{insurance.stripping}}. The amount you actually pay may vary with the insurance rules. You can also see the cost of each item on the cost page.',
            },
            {
              kind: 'note',
              text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, the type of anaesthesia, and whether you stay in hospital. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.stripping}}',
        anesthesia: 'Spinal or general anaesthesia',
        cost: '{{fee.stripping}}',
        insurance: '{{insurance.stripping}}',
        recovery:
          'Light daily activities usually within a few days; strenuous activity is resumed as the wounds heal (varies from person to person)',
      },
      factLabels: {
        duration: 'Procedure time',
        anesthesia: 'Anaesthesia',
        cost: 'Cost',
        insurance: 'National health insurance',
        recovery: 'Return to daily activities',
      },
    },
    cn: {
      nameKo: '발거술',
      nameEn: 'High ligation and stripping',
      title: '大隐静脉高位结扎及剥脱术',
      description:
        '介绍结扎并抽除反流静脉的剥脱术的方法、麻醉、适合人群、手术当天流程、术后恢复、副作用以及国民健康保险的适用。',
      lead: '剥脱术是在反流的大隐静脉或小隐静脉与深静脉汇合处附近将其结扎，再把静脉从体内抽出的手术。这是一种长期沿用的手术方法，通常在腰麻（椎管内麻醉）或全身麻醉下进行，并适用国民健康保险。是否适合这种手术，将在血管超声检查和诊察后由医生判断。',
      sections: [
        {
          id: 'how-it-works',
          heading: '手术是怎样进行的',
          blocks: [
            {
              kind: 'p',
              text: '治疗大隐静脉时在腹股沟处、治疗小隐静脉时在腘窝（膝盖后方）处做一个小切口，在浅静脉与深静脉汇合处附近，将静脉及其周围的小分支结扎并切断，这称为高位结扎。然后将细长的器械（剥脱器）送入静脉内，把有反流的一段静脉从体内抽出。',
            },
            {
              kind: 'p',
              text: '凸出于皮肤表面的侧支静脉曲张，会通过几处数毫米长的小切口一并去除。静脉被抽除后，该处的血液经腿部其他健康的静脉回流到心脏。与用热量或药物闭合静脉的方法不同，这种手术直接去除静脉，因此即使静脉非常粗大或迂曲、难以进行导管治疗，也可以施行。',
            },
            {
              kind: 'figure',
              image: 'stripping',
              alt: '剥脱术过程示意图：通过腹股沟的小切口结扎大隐静脉，再用送入静脉内的细长器械将静脉向小腿方向抽出。',
              caption: '结扎静脉后用细长器械将其抽除的剥脱术',
            },
          ],
        },
        {
          id: 'suitable',
          heading: '适合考虑的人群',
          blocks: [
            {
              kind: 'p',
              text: '血管超声检查发现大隐静脉或小隐静脉反流时间超过0.5秒，并有腿部沉重、肿胀、抽筋等症状或可见静脉曲张的人，可以考虑这种手术。以下情况尤其适合。',
            },
            {
              kind: 'list',
              items: [
                '静脉极度扩张或严重迂曲，导管或光纤难以通过的人',
                '静脉紧贴皮肤下方，担心热消融损伤皮肤的人',
                '因以前的静脉炎等原因，静脉内部分堵塞的人',
                '希望选择适用国民健康保险的手术方法的人',
              ],
            },
            {
              kind: 'p',
              text: '具体适合哪种方法，将由医生综合考虑静脉状况、全身健康状况以及麻醉风险后决定。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '可能不适合的情况',
          blocks: [
            {
              kind: 'p',
              text: '剥脱术需要腰麻或全身麻醉，并且需要切开，因此有以下情况时可能不适合，或需要推迟进行。此时我们会一起研究其他治疗方法。',
            },
            {
              kind: 'list',
              items: [
                '因心脏或肺部疾病等原因，麻醉风险较高的人',
                '患有急性深静脉血栓的人',
                '怀孕中的人',
                '手术部位有感染或严重皮肤病的人',
                '患有出血不易停止的疾病，或正在服用需要调整的抗凝药的人；腿部动脉血流明显不足的人',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '手术当天的流程',
          blocks: [
            {
              kind: 'p',
              text: '手术本身通常需要{{duration.stripping}}左右。由于还要加上麻醉准备和术后恢复的时间，在医院停留的时间会更长。手术前会预先进行血液检查等麻醉所需的检查，并从指定时间开始禁食。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '挂号后确认是否禁食、健康状况和正在服用的药物，再次说明手术和麻醉内容，并签署知情同意书。',
                '在站立姿势下用血管超声确认需要治疗的静脉和侧支静脉曲张，并在皮肤上做标记。',
                '在手术室进行腰麻或全身麻醉。',
                '在腹股沟或腘窝做小切口结扎静脉，用器械抽除静脉，再通过小切口去除侧支静脉曲张。',
                '缝合切口，缠上压力绷带或穿上压力袜。',
                '在恢复室观察，直到麻醉充分消退、腿部感觉恢复。根据状况当天回家或短期住院；回家时请有家属陪同，不要自己开车。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '术后护理',
          blocks: [
            {
              kind: 'p',
              text: '手术后也应尽早、经常走动，这有助于预防血栓和促进恢复。通常几天内可以进行轻度日常活动，但由于有切口和淤青，恢复所需时间可能比导管治疗稍长，并且因人而异。',
            },
            {
              kind: 'list',
              items: [
                '按照说明的方法和时间使用压力绷带和压力袜。',
                '保持伤口清洁干燥；何时开始淋浴、何时拆线，请遵照就诊时的说明。',
                '剧烈运动、提重物、桑拿和热水浴以及过量饮酒，请根据伤口恢复情况与医生商量后再开始。',
                '大腿和小腿的淤青通常会在几周内逐渐变淡。',
                '请在约定的日期来院，检查伤口和腿部情况，必要时进行超声检查。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '可能出现的副作用',
          blocks: [
            {
              kind: 'p',
              text: '剥脱术后可能出现以下副作用。大多会随着时间好转，但如有不适，请随时告诉我们。',
            },
            {
              kind: 'list',
              items: [
                '淤青和血肿，手术部位疼痛',
                '切口部位的瘢痕，伤口感染',
                '周围神经受刺激引起的小腿或脚踝皮肤发麻、感觉迟钝（通常会随时间好转，但也可能持续较久）',
                '腹股沟伤口积聚淋巴液，皮肤色素沉着',
                '深静脉血栓（罕见）',
                '与麻醉相关的症状：如腰麻后的头痛或一时排尿困难等',
              ],
            },
            {
              kind: 'note',
              text: '如果小腿或大腿突然严重肿胀疼痛、出现呼吸困难或胸痛、伤口出血不止或发热，请立即联系医院或前往附近的急诊科。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '费用与国民健康保险',
          blocks: [
            {
              kind: 'p',
              text: '剥脱术的费用为{{fee.stripping}}，属于{{insurance.stripping}}项目。实际支付的金额可能因健康保险标准而有所不同。各项费用也可以在费用说明页面查看。',
            },
            {
              kind: 'note',
              text: '实际费用取决于治疗单腿还是双腿、需要治疗的静脉数量和范围、麻醉方式以及是否住院。完成血管超声检查和诊察后，我们会详细说明预计费用。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.stripping}}',
        anesthesia: '腰麻（椎管内麻醉）或全身麻醉',
        cost: '{{fee.stripping}}',
        insurance: '{{insurance.stripping}}',
        recovery: '通常几天内可进行轻度日常活动，剧烈活动需根据伤口恢复情况调整（因人而异）',
      },
      factLabels: {
        duration: '手术时间',
        anesthesia: '麻醉',
        cost: '费用',
        insurance: '国民健康保险',
        recovery: '恢复日常生活',
      },
    },
    jp: {
      nameKo: '발거술',
      nameEn: 'High ligation and stripping',
      title: 'ストリッピング手術（高位結紮術・静脈抜去術）',
      description:
        '逆流する静脈を縛って抜き取るストリッピング手術の方法と麻酔、適した方、手術当日の流れ、回復、副作用、健康保険の適用についてご案内します。',
      lead: 'ストリッピング手術は、逆流している大伏在静脈や小伏在静脈を、深部静脈との合流部の近くで縛り、静脈を体の外へ抜き取る手術です。長く行われてきた手術方法で、通常は脊椎麻酔（腰椎麻酔）または全身麻酔で行い、健康保険が適用されます。この手術が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
      sections: [
        {
          id: 'how-it-works',
          heading: 'どのような方法で手術するのですか',
          blocks: [
            {
              kind: 'p',
              text: '大伏在静脈を治療する場合は脚の付け根、小伏在静脈を治療する場合は膝の裏を小さく切開し、表在静脈が深部静脈と合流する部分の近くで、静脈とその周りの細い枝を縛って切ります。これを高位結紮といいます。その後、静脈の中に細い器具（ストリッパー）を通し、逆流のある区間の静脈を体の外へ抜き取ります。',
            },
            {
              kind: 'p',
              text: '皮膚の上に盛り上がった枝分かれの静脈瘤は、数mmほどの小さな切開をいくつか加えて一緒に取り除きます。静脈を抜き取った部分の血液は、脚のほかの健康な静脈を通って心臓へ戻ります。熱や薬で静脈を閉じる方法とは違い、静脈を直接取り除くため、静脈が非常に太い、または曲がりくねっていてカテーテル治療が難しい場合にも行うことができます。',
            },
            {
              kind: 'figure',
              image: 'stripping',
              alt: '脚の付け根の小さな切開部で大伏在静脈を縛り、静脈の中に通した細い器具で静脈を脚の下の方へ抜き取るストリッピング手術の流れを示したイラスト。',
              caption: '静脈を縛った後、細い器具で抜き取るストリッピング手術',
            },
          ],
        },
        {
          id: 'suitable',
          heading: 'このような方に検討します',
          blocks: [
            {
              kind: 'p',
              text: '血管超音波検査で大伏在静脈や小伏在静脈に0.5秒より長い逆流が確認され、脚の重さ、むくみ、こむら返りなどの症状や目に見える静脈瘤がある方に検討します。特に次のような場合に適しています。',
            },
            {
              kind: 'list',
              items: [
                '静脈が非常に太く広がっている、または強く曲がりくねっていて、カテーテルや光ファイバーが通りにくい方',
                '静脈が皮膚のすぐ下にあり、熱を使う治療による皮膚のダメージが心配な方',
                '以前の静脈炎などで、静脈の中が部分的にふさがっている方',
                '健康保険が適用される手術方法を希望される方',
              ],
            },
            {
              kind: 'p',
              text: '実際にどの方法が合うかは、静脈の状態と全身の健康状態、麻酔のリスクをあわせて確認し、医師が決めます。',
            },
          ],
        },
        {
          id: 'not-suitable',
          heading: '合わない可能性がある場合',
          blocks: [
            {
              kind: 'p',
              text: 'ストリッピング手術は脊椎麻酔や全身麻酔が必要で、切開を伴う手術のため、次のような場合は合わなかったり、時期を延期する必要があったりします。その際はほかの治療方法もあわせて検討します。',
            },
            {
              kind: 'list',
              items: [
                '心臓や肺の病気などで、麻酔のリスクが高い方',
                '急性の深部静脈血栓症がある方',
                '妊娠中の方',
                '手術する部位に感染や重い皮膚の病気がある方',
                '血が止まりにくい病気がある方、調整が必要な抗凝固薬を服用中の方、脚の動脈の血流が大きく不足している方',
              ],
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '手術当日の流れ',
          blocks: [
            {
              kind: 'p',
              text: '手術そのものは通常{{duration.stripping}}ほどかかります。麻酔の準備と手術後の回復の時間が加わるため、院内で過ごす時間はこれより長くなります。手術の前には血液検査など麻酔に必要な検査を事前に行い、案内された時間から絶食していただきます。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '受付の後、絶食の状況、体調、服用中の薬を確認し、手術と麻酔の内容をあらためてご説明したうえで同意書に記入していただきます。',
                '立った姿勢で、血管超音波により治療する静脈と枝分かれした静脈瘤を確認し、皮膚に印をつけます。',
                '手術室で脊椎麻酔または全身麻酔を行います。',
                '脚の付け根や膝の裏を小さく切開して静脈を縛り、器具で静脈を抜き取った後、枝分かれした静脈瘤を小さな切開から取り除きます。',
                '切開部を縫い合わせ、弾性包帯や弾性ストッキングを着けます。',
                '麻酔が十分にさめて脚の感覚が戻るまで、回復室で様子を見ます。状態に応じて当日帰宅するか短期間入院します。帰宅の際はご家族などと一緒に帰り、ご自身では運転しないでください。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '手術後の過ごし方',
          blocks: [
            {
              kind: 'p',
              text: '手術の後も、できるだけ早く、こまめに歩くことが血栓の予防と回復に役立ちます。通常は数日で軽い日常生活ができるようになりますが、切開やあざがある分、カテーテル治療より回復に少し時間がかかることがあり、個人差があります。',
            },
            {
              kind: 'list',
              items: [
                '弾性包帯と弾性ストッキングは、案内された方法と期間どおりに着用してください。',
                '傷は清潔で乾いた状態に保ち、シャワーを始める時期や抜糸の日は診察時の案内に従ってください。',
                '激しい運動、重い物を持つこと、サウナや熱いお風呂、飲みすぎは、傷の回復を見ながら医師と相談してから始めてください。',
                '太ももやふくらはぎのあざは、多くの場合、数週間かけて徐々に薄くなります。',
                '決められた日に来院し、傷と脚の状態を確認し、必要に応じて超音波検査を行います。',
              ],
            },
          ],
        },
        {
          id: 'side-effects',
          heading: '起こりうる副作用',
          blocks: [
            {
              kind: 'p',
              text: 'ストリッピング手術の後には、次のような副作用が起こることがあります。多くは時間とともに良くなりますが、つらい症状があればいつでもお知らせください。',
            },
            {
              kind: 'list',
              items: [
                'あざや血腫、手術部位の痛み',
                '切開部の傷あと、傷の感染',
                '周りの神経への刺激による、ふくらはぎや足首の皮膚のしびれや感覚の鈍さ（多くは時間とともに良くなりますが、長く続くこともあります）',
                '脚の付け根の傷にリンパ液がたまること、皮膚の色素沈着',
                '深部静脈血栓症（まれ）',
                '麻酔に関連する症状：脊椎麻酔後の頭痛や、一時的に尿が出にくくなる症状など',
              ],
            },
            {
              kind: 'note',
              text: 'ふくらはぎや太ももが急にひどく腫れて痛む、息苦しさや胸の痛みがある、傷からの出血が止まらない、熱が出たといった場合は、すぐに当院へ連絡するか、近くの救急外来を受診してください。',
            },
          ],
        },
        {
          id: 'cost',
          heading: '費用と健康保険',
          blocks: [
            {
              kind: 'p',
              text: 'ストリッピング手術の費用は{{fee.stripping}}で、{{insurance.stripping}}の項目です。実際にお支払いいただく金額は、健康保険の基準によって異なる場合があります。項目ごとの費用は費用案内のページでもご確認いただけます。',
            },
            {
              kind: 'note',
              text: '実際の費用は、片脚か両脚か、治療する静脈の本数と範囲、麻酔の方法、入院の有無によって変わります。血管超音波検査と診察を終えた後、見込みの費用を詳しくご説明します。',
            },
          ],
        },
      ],
      facts: {
        duration: '{{duration.stripping}}',
        anesthesia: '脊椎麻酔（腰椎麻酔）または全身麻酔',
        cost: '{{fee.stripping}}',
        insurance: '{{insurance.stripping}}',
        recovery: '通常は数日で軽い日常生活が可能、激しい活動は傷の回復を見ながら調整（個人差があります）',
      },
      factLabels: {
        duration: '施術時間',
        anesthesia: '麻酔',
        cost: '費用',
        insurance: '健康保険',
        recovery: '日常生活への復帰',
      },
    },
  },
  guide: {
    ko: {
      title: '진료 안내',
      description:
        '예약 방법과 첫 방문 진료 순서, 준비물과 복장, 시술 당일과 이후 경과 관찰, 수납과 서류 발급을 안내합니다.',
      lead: '처음 방문하시는 분도 편하게 진료받으실 수 있도록 예약부터 검사, 시술, 경과 관찰, 서류 발급까지의 과정을 차례로 안내해 드립니다. 궁금하신 점은 언제든 전화로 문의해 주세요.',
      sections: [
        {
          id: 'booking',
          heading: '예약 안내',
          blocks: [
            {
              kind: 'p',
              text: '예약하고 오시면 기다리는 시간을 줄일 수 있습니다. 전화({{phone}})로 예약하시거나, 홈페이지의 상담 신청 메뉴에 원하시는 날짜와 연락처를 남겨 주세요. 온라인으로 신청하시면 내용을 확인한 뒤 병원에서 연락드려 일정을 정합니다.',
            },
            {
              kind: 'list',
              items: ['진료 시간: {{hours.days}}', '{{hours.closed}}'],
            },
            {
              kind: 'note',
              text: '{{parking}}',
            },
          ],
        },
        {
          id: 'initial-visit',
          heading: '첫 방문 진료 순서',
          blocks: [
            {
              kind: 'p',
              text: '처음 오시면 다음 순서로 진료가 진행됩니다. 검사 결과에 따라 바로 치료가 필요하지 않을 수도 있으며, 치료 여부와 방법은 설명을 충분히 들으신 뒤 결정하시면 됩니다.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '접수: 신분증으로 본인 확인을 하고 간단한 문진표를 작성합니다.',
                '진료 상담: 의사가 증상과 지금까지의 병력, 복용 중인 약 등을 여쭙고 다리를 살펴봅니다.',
                '듀플렉스 초음파 검사: 다리 정맥의 구조와 혈액의 역류 여부를 확인합니다.',
                '결과 설명과 치료 상담: 검사 결과를 보여 드리며 설명하고, 압박스타킹 같은 보존적 치료부터 시술까지 가능한 방법과 비용, 생길 수 있는 부작용을 안내해 드립니다.',
              ],
            },
          ],
        },
        {
          id: 'what-to-bring',
          heading: '준비물과 복장',
          blocks: [
            {
              kind: 'p',
              text: '건강보험 본인 확인 제도에 따라 진료 전에 본인 확인을 합니다. 주민등록증, 운전면허증, 여권 같은 사진이 있는 신분증이나 모바일 건강보험증을 꼭 가져와 주세요. 본인 확인이 되지 않으면 건강보험 적용이 어려울 수 있습니다. 아래의 자료도 가져오시면 진료에 도움이 됩니다.',
            },
            {
              kind: 'list',
              items: [
                '다른 병원에서 받은 초음파 검사 결과지나 영상, 수술·시술 기록',
                '복용 중인 약의 이름 (특히 혈액을 묽게 하는 약)',
                '지금 신고 있는 압박스타킹',
              ],
            },
            {
              kind: 'p',
              text: '초음파 검사는 허벅지부터 발목까지 다리 전체를 살펴보므로 걷어 올리거나 갈아입기 편한 옷을 입고 오시면 좋습니다. 필요한 경우 갈아입으실 검사복을 드립니다.',
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '시술 당일 안내',
          blocks: [
            {
              kind: 'p',
              text: '시술 날짜가 정해지면 시술 전 식사와 복용 중인 약, 준비하실 것을 미리 알려 드립니다. 혈액을 묽게 하는 약을 드시는 분은 임의로 약을 끊지 마시고 반드시 의료진과 먼저 상의해 주세요.',
            },
            {
              kind: 'list',
              items: [
                '예약 시간보다 조금 일찍 오셔서 접수와 시술 전 확인을 받아 주세요.',
                '시술 후 압박스타킹이나 붕대를 착용하므로 통이 넉넉한 바지나 치마를 입고 오시면 편합니다.',
                '시술 후에는 회복실에서 잠시 쉬신 뒤 상태를 확인하고 귀가합니다.',
                '진정 약물을 사용한 날에는 직접 운전하지 마시고, 가능하면 보호자와 함께 오세요.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '시술 후 경과 관찰',
          blocks: [
            {
              kind: 'p',
              text: '시술 후에는 의사가 정한 일정에 따라 다시 내원하셔서, 초음파로 치료한 정맥이 잘 닫혔는지와 혈전 같은 합병증이 없는지 확인합니다. 회복 속도와 필요한 관리는 개인에 따라 차이가 있으므로, 내원하실 때마다 생활 속 주의사항과 압박스타킹 착용 기간을 안내해 드립니다.',
            },
            {
              kind: 'note',
              text: '다리가 갑자기 많이 붓거나 심하게 아플 때, 시술 부위가 붉어지고 열이 날 때에는 예약일을 기다리지 마시고 병원으로 연락해 주세요. 숨이 차거나 가슴이 아프면 바로 가까운 응급실을 찾으셔야 합니다.',
            },
          ],
        },
        {
          id: 'payment',
          heading: '수납과 서류 발급',
          blocks: [
            {
              kind: 'p',
              text: '진료비는 진료를 마친 뒤 접수 창구에서 수납합니다. 비급여 항목의 비용은 홈페이지의 비용 안내에서 미리 확인하실 수 있고, 시술 비용은 검사 후 상담할 때 안내해 드립니다. 요청하시면 다음 서류를 발급해 드립니다.',
            },
            {
              kind: 'list',
              items: [
                '진료비 영수증, 진료비 세부산정내역서',
                '진단서, 소견서, 진료확인서, 수술확인서 등 (일부 서류는 발급 수수료가 있습니다)',
              ],
            },
            {
              kind: 'p',
              text: '실손보험 청구에 필요한 서류는 보험사마다 다를 수 있으니 미리 확인해 오시면 한 번에 발급받으실 수 있습니다. 가족 등 다른 분이 대신 발급받으실 때는 환자의 동의서(위임장)와 환자 신분증 사본, 방문하신 분의 신분증이 필요합니다.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Visiting Guide',
      description:
        'How to book, what happens at your initial visit, what to bring and wear, the day of a procedure, follow-up visits, and payment and documents.',
      lead: 'So that you can feel at ease even on your initial visit, we explain each step in order, from booking to examination, procedure, follow-up and documents. Please feel free to call us with any questions.',
      sections: [
        {
          id: 'booking',
          heading: 'Booking',
          blocks: [
            {
              kind: 'p',
              text: 'Booking ahead shortens your waiting time. Please book by phone ({{phone}}), or leave your preferred date and contact details through the consultation request menu on this website. When you apply online, we check your request and contact you to set the appointment.',
            },
            {
              kind: 'list',
              items: ['Opening hours: {{hours.days}}', '{{hours.closed}}'],
            },
            {
              kind: 'note',
              text: '{{parking}}',
            },
          ],
        },
        {
          id: 'initial-visit',
          heading: 'Your initial visit, step by step',
          blocks: [
            {
              kind: 'p',
              text: 'At your initial visit, care proceeds in the order below. Depending on the examination results, you may not need treatment right away. You can decide whether and how to be treated after you have heard a full explanation.',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'Reception: we confirm your identity with your ID card, and you fill in a short questionnaire.',
                'Consultation: the doctor asks about your symptoms, medical history and the medicines you take, and examines your legs.',
                'Duplex ultrasound examination: we check the structure of your leg veins and whether blood flows backward (reflux).',
                'Results and treatment options: we show and explain your results, and go through the possible options, from conservative care such as compression stockings to procedures, along with their costs and possible side effects.',
              ],
            },
          ],
        },
        {
          id: 'what-to-bring',
          heading: 'What to bring and wear',
          blocks: [
            {
              kind: 'p',
              text: 'Under the national health insurance identity check, we confirm your identity before treatment. Please be sure to bring a photo ID such as a resident registration card, driver’s license or passport, or your mobile health insurance card. Without an identity check, health insurance may not be applied. The following are also helpful for your care.',
            },
            {
              kind: 'list',
              items: [
                'Ultrasound reports or images, and surgery or procedure records, from other hospitals',
                'The names of the medicines you take (especially blood thinners)',
                'The compression stockings you currently wear',
              ],
            },
            {
              kind: 'p',
              text: 'The ultrasound examination covers the whole leg from thigh to ankle, so please wear clothes that are easy to roll up or change out of. If needed, we provide an examination gown.',
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: 'On the day of a procedure',
          blocks: [
            {
              kind: 'p',
              text: 'Once the date of your procedure is set, we tell you in advance about eating before the procedure, your medicines and what to prepare. If you take blood thinners, please do not stop them on your own; be sure to talk with our medical staff before doing so.',
            },
            {
              kind: 'list',
              items: [
                'Please arrive a little before your appointment time for registration and pre-procedure checks.',
                'You will wear compression stockings or bandages after the procedure, so loose trousers or a skirt are more comfortable.',
                'After the procedure you rest for a while in the recovery room, and go home after we check how you are.',
                'If sedative medication was used, do not drive yourself that day, and come with a companion if possible.',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: 'Follow-up after a procedure',
          blocks: [
            {
              kind: 'p',
              text: 'After the procedure, you come back on a schedule set by the doctor, and we use ultrasound to check that the treated vein has closed well and that there are no complications such as blood clots. The speed of recovery and the care needed differ from person to person, so at each visit we explain the precautions for daily life and how long to wear compression stockings.',
            },
            {
              kind: 'note',
              text: 'If your leg suddenly swells a lot or hurts badly, or the treated area turns red and feels hot, please contact us without waiting for your appointment. If you are short of breath or have chest pain, go to the nearest emergency room right away.',
            },
          ],
        },
        {
          id: 'payment',
          heading: 'Payment and documents',
          blocks: [
            {
              kind: 'p',
              text: 'Fees are paid at the reception desk after your visit. You can check the fees for non-covered items in advance on the costs page of this website, and we explain procedure costs during the consultation after your examination. On request, we issue the following documents.',
            },
            {
              kind: 'list',
              items: [
                'Receipt of medical fees, and itemized statement of medical fees',
                'Medical certificate, doctor’s opinion, certificate of treatment, certificate of surgery, and others (a fee applies to some documents)',
              ],
            },
            {
              kind: 'p',
              text: 'The documents needed for a private medical insurance claim may differ by insurer, so checking beforehand lets you receive them all at once. When a family member or someone else collects documents for you, they need the patient’s consent form (letter of authorization), a copy of the patient’s ID and their own ID.',
            },
          ],
        },
      ],
    },
    cn: {
      title: '就诊指南',
      description: '为您介绍预约方式、初次就诊流程、需携带的物品与着装、治疗当天及术后复诊、缴费与证明文件的开具。',
      lead: '为了让初次就诊的患者也能安心就诊，我们按顺序介绍从预约到检查、治疗、复诊和开具证明文件的整个过程。如有疑问，欢迎随时来电咨询。',
      sections: [
        {
          id: 'booking',
          heading: '预约说明',
          blocks: [
            {
              kind: 'p',
              text: '提前预约可以减少等候时间。请拨打电话（{{phone}}）预约，或在本网站的“咨询申请”栏目中留下您希望的日期和联系方式。在线申请后，我们确认内容后会与您联系并确定就诊时间。',
            },
            {
              kind: 'list',
              items: ['诊疗时间：{{hours.days}}', '{{hours.closed}}'],
            },
            {
              kind: 'note',
              text: '{{parking}}',
            },
          ],
        },
        {
          id: 'initial-visit',
          heading: '初次就诊流程',
          blocks: [
            {
              kind: 'p',
              text: '初次就诊时，诊疗按以下顺序进行。根据检查结果，也可能暂时不需要治疗。是否治疗以及采用哪种方法，您可以在听取充分说明后再做决定。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '挂号：出示身份证件进行本人确认，并填写简单的问诊表。',
                '诊疗咨询：医生询问您的症状、既往病史和正在服用的药物等，并检查您的腿部。',
                '双功能超声检查：确认腿部静脉的结构以及血液是否反流。',
                '结果说明与治疗咨询：向您展示并说明检查结果，介绍从医用弹力袜等保守治疗到微创治疗的各种可选方法、费用以及可能出现的副作用。',
              ],
            },
          ],
        },
        {
          id: 'what-to-bring',
          heading: '需携带的物品与着装',
          blocks: [
            {
              kind: 'p',
              text: '根据韩国国民健康保险的本人确认制度，就诊前需要确认本人身份。请务必携带居民登记证、驾驶证、护照等带照片的身份证件或移动健康保险证。如无法确认本人身份，可能难以适用健康保险。携带以下资料也有助于诊疗。',
            },
            {
              kind: 'list',
              items: [
                '在其他医院做过的超声检查报告或影像、手术或治疗记录',
                '正在服用的药物名称（尤其是抗凝血类药物）',
                '目前正在穿着的医用弹力袜',
              ],
            },
            {
              kind: 'p',
              text: '超声检查需要查看从大腿到脚踝的整条腿，因此建议穿着便于卷起或更换的衣服。如有需要，我们会为您提供检查服。',
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治疗当天须知',
          blocks: [
            {
              kind: 'p',
              text: '确定治疗日期后，我们会提前告知您治疗前的饮食、正在服用的药物以及需要准备的事项。正在服用抗凝血类药物的患者，请不要自行停药，务必先与医护人员商量。',
            },
            {
              kind: 'list',
              items: [
                '请比预约时间稍早到达，办理挂号并接受治疗前确认。',
                '治疗后需要穿医用弹力袜或缠绷带，建议穿宽松的裤子或裙子。',
                '治疗后在恢复室稍作休息，确认状态后即可回家。',
                '使用了镇静药物的当天请不要自己开车，尽可能由家属陪同前来。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '治疗后复诊',
          blocks: [
            {
              kind: 'p',
              text: '治疗后请按照医生安排的时间再次来院，我们会通过超声确认治疗的静脉是否已经良好闭合，以及有无血栓等并发症。恢复速度和所需的护理因人而异，因此每次复诊时我们都会向您说明日常生活中的注意事项和医用弹力袜的穿着时间。',
            },
            {
              kind: 'note',
              text: '如果腿部突然明显肿胀或剧烈疼痛，或治疗部位发红发热，请不要等到预约日，及时与本院联系。如出现呼吸困难或胸痛，请立即前往附近的急诊室。',
            },
          ],
        },
        {
          id: 'payment',
          heading: '缴费与证明文件',
          blocks: [
            {
              kind: 'p',
              text: '诊疗费在就诊结束后于挂号窗口缴纳。非医保项目的费用可以事先在本网站的费用说明中查看，治疗费用会在检查后咨询时向您说明。如有需要，我们可以为您开具以下文件。',
            },
            {
              kind: 'list',
              items: [
                '诊疗费收据、诊疗费明细清单',
                '诊断书、医生意见书、就诊证明、手术证明等（部分文件需支付开具费用）',
              ],
            },
            {
              kind: 'p',
              text: '商业医疗保险理赔所需的文件可能因保险公司而异，事先确认后前来即可一次办妥。由家属等他人代为领取时，需要患者的同意书（委托书）、患者身份证件复印件以及代领人本人的身份证件。',
            },
          ],
        },
      ],
    },
    jp: {
      title: '診療のご案内',
      description:
        'ご予約方法、初診の流れ、持ち物と服装、治療当日と治療後の経過観察、お会計と書類の発行についてご案内します。',
      lead: '初めての方も安心して受診いただけるよう、ご予約から検査、治療、経過観察、書類の発行までの流れを順にご案内します。ご不明な点はいつでもお電話でお問い合わせください。',
      sections: [
        {
          id: 'booking',
          heading: 'ご予約について',
          blocks: [
            {
              kind: 'p',
              text: 'ご予約のうえお越しいただくと、待ち時間を短くできます。お電話（{{phone}}）でご予約いただくか、ホームページの相談申し込みメニューからご希望の日にちと連絡先をお知らせください。オンラインでお申し込みいただいた場合は、内容を確認したうえで当院からご連絡し、日程を決めます。',
            },
            {
              kind: 'list',
              items: ['診療時間：{{hours.days}}', '{{hours.closed}}'],
            },
            {
              kind: 'note',
              text: '{{parking}}',
            },
          ],
        },
        {
          id: 'initial-visit',
          heading: '初診の流れ',
          blocks: [
            {
              kind: 'p',
              text: '初めて来院された方は、次の順序で診療を進めます。検査結果によっては、すぐに治療が必要ない場合もあります。治療を受けるかどうか、どの方法にするかは、十分に説明をお聞きになったうえで決めていただけます。',
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                '受付：身分証で本人確認を行い、簡単な問診票にご記入いただきます。',
                '診察・相談：医師が症状やこれまでの病歴、服用中のお薬などをうかがい、脚の状態を診ます。',
                'デュプレックス超音波検査：脚の静脈の構造と、血液の逆流があるかどうかを確認します。',
                '結果の説明と治療の相談：検査結果をお見せしながらご説明し、弾性ストッキングなどの保存的治療から血管内治療まで、考えられる方法と費用、起こりうる副作用をご案内します。',
              ],
            },
          ],
        },
        {
          id: 'what-to-bring',
          heading: '持ち物と服装',
          blocks: [
            {
              kind: 'p',
              text: '韓国の健康保険の本人確認制度により、診療の前に本人確認を行います。住民登録証、運転免許証、パスポートなど顔写真付きの身分証か、モバイル健康保険証を必ずお持ちください。本人確認ができない場合、健康保険の適用が難しくなることがあります。次のものもお持ちいただくと診療に役立ちます。',
            },
            {
              kind: 'list',
              items: [
                'ほかの医療機関で受けた超音波検査の結果や画像、手術・治療の記録',
                '服用中のお薬の名前（特に血液をさらさらにするお薬）',
                '現在お使いの弾性ストッキング',
              ],
            },
            {
              kind: 'p',
              text: '超音波検査では太ももから足首まで脚全体を調べるため、まくり上げやすい服や着替えやすい服でお越しください。必要な場合は検査着をご用意します。',
            },
          ],
        },
        {
          id: 'procedure-day',
          heading: '治療当日のご案内',
          blocks: [
            {
              kind: 'p',
              text: '治療日が決まりましたら、治療前のお食事や服用中のお薬、ご準備いただくものを事前にお知らせします。血液をさらさらにするお薬を服用中の方は、ご自分の判断でやめずに、必ず先に医療スタッフにご相談ください。',
            },
            {
              kind: 'list',
              items: [
                '予約時間より少し早めにお越しいただき、受付と治療前の確認を受けてください。',
                '治療後は弾性ストッキングや包帯を着けるため、ゆったりしたズボンやスカートでお越しいただくと楽です。',
                '治療後は回復室でしばらくお休みいただき、状態を確認してからお帰りいただきます。',
                '鎮静薬を使った日はご自分で運転なさらず、できればご家族などと一緒にお越しください。',
              ],
            },
          ],
        },
        {
          id: 'after-care',
          heading: '治療後の経過観察',
          blocks: [
            {
              kind: 'p',
              text: '治療後は医師が決めた日程に合わせて再度ご来院いただき、治療した静脈がしっかり閉じているか、血栓などの合併症がないかを超音波で確認します。回復の早さや必要なケアには個人差があるため、ご来院のたびに日常生活での注意点や弾性ストッキングを着ける期間をご案内します。',
            },
            {
              kind: 'note',
              text: '脚が急にひどくむくんだり強く痛んだりするとき、治療した部位が赤くなって熱をもつときは、予約日を待たずに当院へご連絡ください。息苦しさや胸の痛みがある場合は、すぐに近くの救急外来を受診してください。',
            },
          ],
        },
        {
          id: 'payment',
          heading: 'お会計と書類の発行',
          blocks: [
            {
              kind: 'p',
              text: '診療費は診療が終わった後に受付窓口でお支払いいただきます。保険適用外の項目の費用はホームページの費用案内で事前にご確認いただけます。治療費用は検査後のご相談の際にご案内します。ご希望に応じて次の書類を発行します。',
            },
            {
              kind: 'list',
              items: [
                '診療費領収書、診療費詳細明細書',
                '診断書、所見書、診療確認書、手術確認書など（一部の書類には発行手数料がかかります）',
              ],
            },
            {
              kind: 'p',
              text: '民間医療保険の請求に必要な書類は保険会社によって異なることがありますので、事前にご確認いただくと一度で発行を受けられます。ご家族などが代わりに受け取られる場合は、患者さんの同意書（委任状）と患者さんの身分証のコピー、来院された方ご本人の身分証が必要です。',
            },
          ],
        },
      ],
    },
  },
  ex: {
    ko: {
      title: '검사 안내',
      description:
        '하지정맥류 진단을 위한 다리 정맥 듀플렉스 초음파 검사의 내용과 진행 과정, 검사 전 준비, 필요할 때 하는 다른 검사를 안내합니다.',
      lead: '하지정맥류는 겉으로 보이는 혈관만으로는 상태를 정확히 알기 어렵습니다. 본원은 치료를 정하기 전에 듀플렉스 초음파 검사로 다리 정맥의 구조와 혈액의 흐름을 확인하고, 그 결과를 바탕으로 치료가 필요한지와 알맞은 방법을 설명해 드립니다.',
      sections: [
        {
          id: 'duplex',
          heading: '다리 정맥 듀플렉스 초음파 검사',
          blocks: [
            {
              kind: 'p',
              text: '듀플렉스 초음파는 혈관의 모양을 보는 초음파와 혈액이 흐르는 방향과 속도를 보는 도플러 초음파를 함께 사용하는 검사입니다. 방사선을 쓰지 않고 주사도 필요하지 않아 몸에 부담이 적으며, 필요할 때 여러 번 받으셔도 됩니다. 하지정맥류를 진단하고 치료 방법을 정하는 데 기본이 되는 검사입니다.',
            },
            {
              kind: 'figure',
              image: 'ultrasound',
              alt: '환자의 다리에 초음파 탐촉자를 대고 정맥을 검사하는 모습을 나타낸 그림',
              caption: '듀플렉스 초음파로 다리 정맥의 구조와 혈액의 흐름을 확인합니다.',
            },
          ],
        },
        {
          id: 'findings',
          heading: '검사로 알 수 있는 것',
          blocks: [
            {
              kind: 'p',
              text: '정맥 안에는 혈액이 심장 쪽으로 흐르도록 돕는 판막이 있습니다. 판막이 제 역할을 하지 못하면 혈액이 다리 아래쪽으로 거꾸로 흐르는데, 이를 역류라고 합니다. 검사에서는 다음과 같은 점을 확인합니다.',
            },
            {
              kind: 'list',
              items: [
                '대복재정맥, 소복재정맥 등 표재정맥의 역류 여부와 범위 (표재정맥에서는 일반적으로 0.5초보다 길게 이어지는 역류를 의미 있는 역류로 봅니다)',
                '표재정맥과 심부정맥을 잇는 관통정맥의 상태',
                '심부정맥의 흐름과 혈전(핏덩어리) 유무',
                '정맥의 굵기와 지나가는 경로 등 치료 방법을 정하는 데 필요한 정보',
              ],
            },
          ],
        },
        {
          id: 'how-it-works',
          heading: '검사는 이렇게 진행됩니다',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                '다리가 드러나도록 옷을 정리하거나 검사복으로 갈아입습니다.',
                '역류를 정확히 보기 위해 주로 선 자세에서 검사하며, 필요하면 누운 자세에서도 살펴봅니다.',
                '피부에 젤을 바르고 탐촉자를 대어 허벅지부터 종아리까지 정맥을 따라가며 확인합니다.',
                '검사 중 종아리를 눌렀다 떼거나 배에 힘을 주시도록 요청드릴 수 있습니다. 역류를 확인하기 위한 과정입니다.',
              ],
            },
            {
              kind: 'p',
              text: '검사 시간은 길지 않지만, 한쪽 다리인지 양쪽 다리인지와 정맥의 상태에 따라 달라집니다. 검사 중 불편하시면 언제든 말씀해 주세요.',
            },
          ],
        },
        {
          id: 'preparation',
          heading: '검사 전 준비',
          blocks: [
            {
              kind: 'p',
              text: '초음파 검사를 위해 금식을 하거나 약을 끊는 등 특별히 준비하실 것은 없습니다. 다리를 걷어 올리기 쉬운 편한 옷을 입고 오시면 됩니다. 압박스타킹을 신고 계셨다면 검사 전에 벗게 됩니다. 검사 뒤에는 따로 쉬실 필요 없이 바로 평소처럼 지내실 수 있습니다.',
            },
            {
              kind: 'note',
              text: '다른 병원에서 받은 검사 결과지나 영상이 있으면 가져와 주세요. 이전 상태와 비교하는 데 도움이 됩니다.',
            },
          ],
        },
        {
          id: 'results',
          heading: '검사 결과 설명',
          blocks: [
            {
              kind: 'p',
              text: '검사가 끝나면 의사가 결과를 직접 설명해 드립니다. 증상과 검사 소견을 함께 보고, 정맥 질환의 정도를 나누는 CEAP 분류 등을 참고해 상태를 판단합니다. 그런 다음 생활 관리와 압박스타킹 같은 보존적 치료, 혈관경화요법, 여러 시술 방법 가운데 어떤 것이 맞는지 함께 상의합니다. 의미 있는 역류가 없거나 증상이 가벼우면 치료 없이 경과를 지켜보기도 합니다.',
            },
          ],
        },
        {
          id: 'other-tests',
          heading: '필요할 때 하는 다른 검사',
          blocks: [
            {
              kind: 'p',
              text: '검사 결과와 건강 상태에 따라 다른 검사가 필요할 수 있습니다. 시술을 받기로 하신 경우에는 안전한 시술을 위해 시술 전에 혈액 검사를 합니다.',
            },
            {
              kind: 'list',
              items: [
                '혈액 검사: 혈액 응고 기능, 빈혈, 간과 콩팥 기능 등을 확인합니다.',
                '심전도 등: 나이와 지병에 따라 필요한 경우에 합니다.',
              ],
            },
            {
              kind: 'p',
              text: '다리 붓기나 통증이 정맥이 아닌 다른 원인(심장, 콩팥, 림프부종, 관절 질환 등)으로 의심될 때에는 그에 맞는 진료를 받으시도록 안내해 드립니다.',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Examinations',
      description:
        'The duplex ultrasound examination of the leg veins for diagnosing varicose veins: what it shows, how it is done, how to prepare, and other tests when needed.',
      lead: 'The state of varicose veins is hard to judge accurately from the visible veins alone. Before deciding on treatment, we check the structure of your leg veins and the flow of blood with a duplex ultrasound examination, and based on the results we explain whether treatment is needed and which method suits you.',
      sections: [
        {
          id: 'duplex',
          heading: 'Duplex ultrasound of the leg veins',
          blocks: [
            {
              kind: 'p',
              text: 'Duplex ultrasound combines ultrasound imaging, which shows the shape of the vessels, with Doppler ultrasound, which shows the direction and speed of blood flow. It uses no radiation and needs no injection, so it places little burden on the body and can be repeated when needed. It is the basic examination for diagnosing varicose veins and choosing a treatment method.',
            },
            {
              kind: 'figure',
              image: 'ultrasound',
              alt: 'Illustration of a leg vein being examined with an ultrasound probe placed on the patient’s leg',
              caption: 'Duplex ultrasound shows the structure of the leg veins and the flow of blood.',
            },
          ],
        },
        {
          id: 'findings',
          heading: 'What the examination shows',
          blocks: [
            {
              kind: 'p',
              text: 'Veins contain valves that help blood flow toward the heart. When the valves do not work properly, blood flows backward down the leg; this is called reflux. The examination checks the following.',
            },
            {
              kind: 'list',
              items: [
                'Whether there is reflux in superficial veins such as the great and small saphenous veins, and how far it extends (in superficial veins, reflux lasting longer than 0.5 seconds is generally regarded as significant)',
                'The condition of the perforator veins connecting the superficial and deep veins',
                'Flow in the deep veins and whether there is a blood clot (thrombus)',
                'Information needed to choose a treatment method, such as the diameter and course of the veins',
              ],
            },
          ],
        },
        {
          id: 'how-it-works',
          heading: 'How the examination is done',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                'You adjust your clothing so your legs are uncovered, or change into an examination gown.',
                'To see reflux accurately, the examination is mostly done standing, and lying down as well when needed.',
                'Gel is applied to the skin and the probe is moved along the veins from thigh to calf.',
                'During the examination we may ask you to let us squeeze and release your calf, or to bear down. This is done to check for reflux.',
              ],
            },
            {
              kind: 'p',
              text: 'The examination does not take long, but the time varies with whether one or both legs are examined and with the condition of the veins. Please tell us at any time if you feel uncomfortable.',
            },
          ],
        },
        {
          id: 'preparation',
          heading: 'Before the examination',
          blocks: [
            {
              kind: 'p',
              text: 'No special preparation, such as fasting or stopping medicines, is needed for the ultrasound examination. Just wear comfortable clothes that are easy to roll up over your legs. If you are wearing compression stockings, you will take them off before the examination. There is no need to rest afterward; you can go about your day as usual right after the examination.',
            },
            {
              kind: 'note',
              text: 'If you have reports or images from examinations at other hospitals, please bring them. They help us compare with your earlier condition.',
            },
          ],
        },
        {
          id: 'results',
          heading: 'Explaining the results',
          blocks: [
            {
              kind: 'p',
              text: 'After the examination, the doctor explains the results to you in person. Looking at your symptoms and the findings together, and referring to the CEAP classification, which grades venous disease, the doctor assesses your condition. Then we discuss together which suits you among lifestyle care, conservative treatment such as compression stockings, sclerotherapy and the various procedures. If there is no significant reflux or the symptoms are mild, we may simply monitor your condition without treatment.',
            },
          ],
        },
        {
          id: 'other-tests',
          heading: 'Other tests when needed',
          blocks: [
            {
              kind: 'p',
              text: 'Depending on your results and general health, other tests may be needed. If you decide to have a procedure, blood tests are done beforehand for a safe procedure.',
            },
            {
              kind: 'list',
              items: [
                'Blood tests: to check blood clotting, anemia, and liver and kidney function, among others.',
                'Electrocardiogram and others: done when needed, depending on your age and existing conditions.',
              ],
            },
            {
              kind: 'p',
              text: 'If leg swelling or pain seems to come from a cause other than the veins (such as the heart, kidneys, lymphedema or joint disease), we guide you to the appropriate care.',
            },
          ],
        },
      ],
    },
    cn: {
      title: '检查说明',
      description:
        '为您介绍用于诊断下肢静脉曲张的腿部静脉双功能超声检查的内容、检查过程、检查前准备以及必要时进行的其他检查。',
      lead: '仅凭外观可见的血管很难准确了解下肢静脉曲张的状态。本院在决定治疗之前，会通过双功能超声检查确认腿部静脉的结构和血液流动情况，并根据结果为您说明是否需要治疗以及合适的方法。',
      sections: [
        {
          id: 'duplex',
          heading: '腿部静脉双功能超声检查',
          blocks: [
            {
              kind: 'p',
              text: '双功能超声是将观察血管形态的超声与观察血流方向和速度的多普勒超声结合使用的检查。它不使用放射线，也无需注射，对身体负担小，必要时可以多次检查。这是诊断下肢静脉曲张和确定治疗方法的基本检查。',
            },
            {
              kind: 'figure',
              image: 'ultrasound',
              alt: '将超声探头放在患者腿上检查静脉的示意图',
              caption: '通过双功能超声确认腿部静脉的结构和血液流动情况。',
            },
          ],
        },
        {
          id: 'findings',
          heading: '检查可以了解什么',
          blocks: [
            {
              kind: 'p',
              text: '静脉内有帮助血液流向心脏的瓣膜。瓣膜无法正常发挥作用时，血液会向腿的下方倒流，这称为反流。检查时会确认以下几点。',
            },
            {
              kind: 'list',
              items: [
                '大隐静脉、小隐静脉等浅静脉是否存在反流及其范围（浅静脉中一般将持续超过0.5秒的反流视为有意义的反流）',
                '连接浅静脉和深静脉的穿通静脉的状态',
                '深静脉的血流情况以及有无血栓',
                '静脉的粗细和走行路径等确定治疗方法所需的信息',
              ],
            },
          ],
        },
        {
          id: 'how-it-works',
          heading: '检查是这样进行的',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                '整理衣物使腿部露出，或换上检查服。',
                '为了准确观察反流，主要采取站立姿势检查，必要时也会在平躺姿势下检查。',
                '在皮肤上涂抹耦合剂，将探头贴在皮肤上，从大腿到小腿沿着静脉逐段确认。',
                '检查中可能会请您配合按压后松开小腿，或让您腹部用力。这是为了确认反流。',
              ],
            },
            {
              kind: 'p',
              text: '检查时间不长，但会因检查单腿还是双腿以及静脉的状态而有所不同。检查中如有不适，请随时告诉我们。',
            },
          ],
        },
        {
          id: 'preparation',
          heading: '检查前准备',
          blocks: [
            {
              kind: 'p',
              text: '超声检查不需要空腹或停药等特别的准备。穿着便于卷起裤腿的舒适衣服前来即可。如果您正在穿医用弹力袜，检查前需要脱下。检查后无需特别休息，可以马上照常生活。',
            },
            {
              kind: 'note',
              text: '如有在其他医院做过的检查报告或影像，请一并带来。这有助于与之前的状态进行比较。',
            },
          ],
        },
        {
          id: 'results',
          heading: '检查结果说明',
          blocks: [
            {
              kind: 'p',
              text: '检查结束后，由医生亲自为您说明结果。医生会结合症状和检查所见，并参考对静脉疾病程度进行分级的CEAP分类等来判断状态。之后与您一起商量，在生活管理、医用弹力袜等保守治疗、血管硬化疗法以及多种微创治疗方法中，哪一种适合您。如果没有有意义的反流或症状较轻，也可能不进行治疗而观察病情变化。',
            },
          ],
        },
        {
          id: 'other-tests',
          heading: '必要时进行的其他检查',
          blocks: [
            {
              kind: 'p',
              text: '根据检查结果和健康状况，可能需要进行其他检查。决定接受治疗时，为了治疗安全，会在治疗前进行血液检查。',
            },
            {
              kind: 'list',
              items: ['血液检查：确认凝血功能、贫血、肝肾功能等。', '心电图等：根据年龄和基础疾病，在需要时进行。'],
            },
            {
              kind: 'p',
              text: '如果怀疑腿部肿胀或疼痛并非由静脉引起，而是由其他原因（心脏、肾脏、淋巴水肿、关节疾病等）引起，我们会建议您接受相应的诊疗。',
            },
          ],
        },
      ],
    },
    jp: {
      title: '検査のご案内',
      description:
        '下肢静脈瘤の診断のための脚の静脈のデュプレックス超音波検査の内容と流れ、検査前の準備、必要なときに行うほかの検査についてご案内します。',
      lead: '下肢静脈瘤は、見た目の血管だけでは状態を正確に知ることが難しい病気です。当院では治療を決める前にデュプレックス超音波検査で脚の静脈の構造と血液の流れを確認し、その結果をもとに治療が必要かどうか、どの方法が合っているかをご説明します。',
      sections: [
        {
          id: 'duplex',
          heading: '脚の静脈のデュプレックス超音波検査',
          blocks: [
            {
              kind: 'p',
              text: 'デュプレックス超音波は、血管の形を見る超音波と、血液が流れる向きと速さを見るドプラ超音波をあわせて使う検査です。放射線を使わず注射も必要ないため体への負担が少なく、必要なときは何度でも受けていただけます。下肢静脈瘤を診断し、治療方法を決めるうえで基本となる検査です。',
            },
            {
              kind: 'figure',
              image: 'ultrasound',
              alt: '患者さんの脚に超音波プローブを当てて静脈を調べる様子のイラスト',
              caption: 'デュプレックス超音波で脚の静脈の構造と血液の流れを確認します。',
            },
          ],
        },
        {
          id: 'findings',
          heading: '検査でわかること',
          blocks: [
            {
              kind: 'p',
              text: '静脈の中には、血液が心臓の方向へ流れるのを助ける弁があります。弁がうまく働かないと血液が脚の下の方へ逆向きに流れます。これを逆流といいます。検査では次のような点を確認します。',
            },
            {
              kind: 'list',
              items: [
                '大伏在静脈、小伏在静脈などの表在静脈に逆流があるかどうかとその範囲（表在静脈では、一般に0.5秒より長く続く逆流を意味のある逆流とみなします）',
                '表在静脈と深部静脈をつなぐ穿通枝の状態',
                '深部静脈の流れと血栓（血のかたまり）の有無',
                '静脈の太さや走行など、治療方法を決めるのに必要な情報',
              ],
            },
          ],
        },
        {
          id: 'how-it-works',
          heading: '検査の進め方',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                '脚が出るように服を整えるか、検査着に着替えます。',
                '逆流を正確に見るため主に立った姿勢で検査し、必要に応じて横になった姿勢でも調べます。',
                '皮膚にゼリーを塗ってプローブを当て、太ももからふくらはぎまで静脈に沿って確認します。',
                '検査中にふくらはぎを押して離したり、おなかに力を入れていただいたりすることがあります。逆流を確かめるためです。',
              ],
            },
            {
              kind: 'p',
              text: '検査時間は長くはありませんが、片脚か両脚か、静脈の状態によって変わります。検査中に不快なことがあれば、いつでもお知らせください。',
            },
          ],
        },
        {
          id: 'preparation',
          heading: '検査前の準備',
          blocks: [
            {
              kind: 'p',
              text: '超音波検査のために絶食したりお薬をやめたりするなど、特別な準備は必要ありません。脚をまくり上げやすい楽な服装でお越しください。弾性ストッキングを履いている方は、検査の前に脱いでいただきます。検査の後は特に休む必要はなく、すぐにふだんどおりお過ごしいただけます。',
            },
            {
              kind: 'note',
              text: 'ほかの医療機関で受けた検査の結果や画像があればお持ちください。以前の状態と比べるのに役立ちます。',
            },
          ],
        },
        {
          id: 'results',
          heading: '検査結果のご説明',
          blocks: [
            {
              kind: 'p',
              text: '検査が終わると、医師が結果を直接ご説明します。症状と検査所見をあわせて見て、静脈疾患の程度を分けるCEAP分類などを参考に状態を判断します。そのうえで、生活上のケアや弾性ストッキングなどの保存的治療、硬化療法、いくつかの血管内治療の中からどれが合っているかを一緒にご相談します。意味のある逆流がない場合や症状が軽い場合は、治療をせずに経過を見ることもあります。',
            },
          ],
        },
        {
          id: 'other-tests',
          heading: '必要なときに行うほかの検査',
          blocks: [
            {
              kind: 'p',
              text: '検査結果や健康状態によっては、ほかの検査が必要になることがあります。治療を受けることになった場合は、安全に治療を行うために治療前に血液検査を行います。',
            },
            {
              kind: 'list',
              items: [
                '血液検査：血液の固まりやすさ、貧血、肝臓と腎臓の働きなどを確認します。',
                '心電図など：年齢や持病に応じて、必要な場合に行います。',
              ],
            },
            {
              kind: 'p',
              text: '脚のむくみや痛みが静脈ではなくほかの原因（心臓、腎臓、リンパ浮腫、関節の病気など）によると疑われるときは、それに合った診療を受けていただけるようご案内します。',
            },
          ],
        },
      ],
    },
  },
  cost: {
    ko: {
      title: '수술 비용 안내',
      description:
        '하지정맥류 치료 비용이 정해지는 방식과 건강보험 적용, 실손보험 청구 서류, 비급여 진료비용을 안내합니다.',
      lead: '하지정맥류 치료 비용은 검사 결과와 치료 방법, 치료 범위에 따라 달라집니다. 치료를 결정하시기 전에 예상 비용을 미리 설명해 드리며, 비급여 진료비용은 아래 표에서 확인하실 수 있습니다.',
      sections: [
        {
          id: 'how-decided',
          heading: '비용은 어떻게 정해지나요',
          blocks: [
            {
              kind: 'p',
              text: '치료 비용은 초음파 검사로 정맥 상태를 확인한 뒤에 정해집니다. 같은 시술이라도 치료하는 정맥의 수와 길이, 한쪽 다리인지 양쪽 다리인지, 혈관경화요법 같은 추가 치료가 필요한지에 따라 비용이 달라질 수 있습니다.',
            },
            {
              kind: 'list',
              items: [
                '검사 후 의사가 치료 방법과 범위를 설명해 드립니다.',
                '선택하실 수 있는 방법별 예상 비용과 건강보험 적용 여부를 함께 안내합니다.',
                '충분히 생각해 보신 뒤 치료 여부를 결정하시면 됩니다.',
              ],
            },
          ],
        },
        {
          id: 'insurance',
          heading: '건강보험 적용',
          blocks: [
            {
              kind: 'p',
              text: '발거술(고위 결찰 및 정맥 발거술)은 건강보험이 적용되는 수술입니다. 이 경우에도 정해진 본인부담금이 있으며, 일부 검사나 재료는 비급여일 수 있습니다.',
            },
            {
              kind: 'p',
              text: '클라리베인, 플레보그리프, 베나실, 고주파 열폐쇄술, 레이저 열폐쇄술은 건강보험이 적용되지 않는 비급여 치료입니다. 비급여 항목의 비용은 아래 표에 공개하고 있습니다.',
            },
          ],
        },
        {
          id: 'private-insurance',
          heading: '실손보험 청구 서류',
          blocks: [
            {
              kind: 'p',
              text: '실손의료보험에 가입하셨다면 보험사에 필요한 서류를 먼저 확인하신 뒤 요청해 주세요. 보상 여부와 범위는 가입하신 보험의 약관과 보험사의 심사에 따라 정해지므로, 본원에서 미리 확답을 드리기는 어렵습니다. 흔히 요청되는 서류는 다음과 같습니다.',
            },
            {
              kind: 'list',
              items: [
                '진료비 영수증',
                '진료비 세부산정내역서',
                '진단서 또는 소견서 (질병분류기호 포함)',
                '수술확인서',
                '초음파 검사 결과지 (보험사에서 요청하는 경우)',
              ],
            },
          ],
        },
        {
          id: 'disclosure',
          heading: '비급여 진료비용 고지',
          blocks: [
            {
              kind: 'p',
              text: '본원은 의료법에 따라 비급여 진료 항목과 비용을 게시하고 있습니다. 아래 표는 항목별 비용의 범위이며, 실제 비용은 검사 결과와 치료 범위에 따라 그 안에서 정해집니다. 궁금하신 점은 진료 전에 편하게 문의해 주세요.',
            },
          ],
        },
      ],
      tableHeading: '비급여 진료비용',
      coveredHeading: '건강보험 적용 진료비',
      coveredNote:
        '아래 항목은 건강보험이 적용됩니다. 실제로 내시는 금액은 건강보험 기준과 가입 자격에 따라 달라질 수 있으니, 진료 전에 편하게 문의해 주세요.',
      columns: {
        item: '항목',
        min: '최저 비용',
        max: '최고 비용',
      },
      unit: '(단위: 원)',
      updated: '최종 수정일',
      warning:
        '{{clinicName}}의 이름과 로고 등 표장은 본원의 것입니다. 본원은 다른 지점이나 분원을 두고 있지 않습니다. 본원의 이름을 사용하는 다른 웹사이트나 블로그, 전화가 있다면 본원과 관계가 없을 수 있으니 유의해 주세요. 문의하실 때에는 본원의 대표전화 {{phone}}인지 확인해 주시기 바랍니다.',
    },
    en: {
      title: 'Surgery Costs',
      description:
        'How the cost of varicose vein treatment is decided, health insurance coverage, documents for private insurance claims, and our non-covered fees.',
      lead: 'The cost of varicose vein treatment depends on your examination results, the treatment method and the extent of treatment. We explain the expected cost before you decide on treatment, and you can check our non-covered fees in the table below.',
      sections: [
        {
          id: 'how-decided',
          heading: 'How costs are decided',
          blocks: [
            {
              kind: 'p',
              text: 'The cost of treatment is decided after your veins have been checked with an ultrasound examination. Even for the same procedure, the cost can differ with the number and length of the veins treated, whether one or both legs are treated, and whether additional treatment such as sclerotherapy is needed.',
            },
            {
              kind: 'list',
              items: [
                'After the examination, the doctor explains the treatment method and its extent.',
                'We tell you the expected cost of each method you can choose and whether health insurance applies.',
                'You can decide whether to be treated after taking time to think it over.',
              ],
            },
          ],
        },
        {
          id: 'insurance',
          heading: 'Health insurance coverage',
          blocks: [
            {
              kind: 'p',
              text: 'Stripping (high ligation and stripping) is surgery covered by national health insurance. Even so, the set patient co-payment applies, and some tests or materials may not be covered.',
            },
            {
              kind: 'p',
              text: 'ClariVein, Flebogrif, VenaSeal, radiofrequency ablation and endovenous laser ablation are non-covered treatments that national health insurance does not pay for. We publish the fees for non-covered items in the table below.',
            },
          ],
        },
        {
          id: 'private-insurance',
          heading: 'Documents for private insurance claims',
          blocks: [
            {
              kind: 'p',
              text: 'If you have private medical insurance, please check with your insurer which documents are needed before asking us for them. Whether and how much you are reimbursed is decided by your policy terms and your insurer’s review, so we cannot give you a definite answer in advance. Documents often requested are the following.',
            },
            {
              kind: 'list',
              items: [
                'Receipt of medical fees',
                'Itemized statement of medical fees',
                'Medical certificate or doctor’s opinion (with the disease classification code)',
                'Certificate of surgery',
                'Ultrasound examination report (if your insurer asks for it)',
              ],
            },
          ],
        },
        {
          id: 'disclosure',
          heading: 'Disclosure of non-covered fees',
          blocks: [
            {
              kind: 'p',
              text: 'As required by the Medical Service Act, we post our non-covered items and their fees. The table below shows the range of fees for each item, and the actual cost is set within that range according to your examination results and the extent of treatment. Please feel free to ask us before your visit.',
            },
          ],
        },
      ],
      tableHeading: 'Non-covered fees',
      coveredHeading: 'Fees covered by national health insurance',
      coveredNote:
        'The items below are covered by national health insurance. The amount you actually pay depends on the insurance rules and your coverage, so please feel free to ask us before treatment.',
      columns: {
        item: 'Item',
        min: 'Minimum',
        max: 'Maximum',
      },
      unit: '(Unit: KRW)',
      updated: 'Last updated',
      warning:
        'The name, logo and other marks of {{clinicName}} belong to this clinic. We have no other branches or affiliated clinics. If you come across other websites, blogs or phone calls using our name, they may have nothing to do with us, so please take care. When you contact us, please check that the number is our main phone number, {{phone}}.',
    },
    cn: {
      title: '手术费用说明',
      description: '为您介绍下肢静脉曲张治疗费用的确定方式、健康保险的适用、商业保险理赔所需文件以及非医保诊疗费用。',
      lead: '下肢静脉曲张的治疗费用因检查结果、治疗方法和治疗范围而异。在您决定治疗之前，我们会提前说明预计费用，非医保诊疗费用可在下表中查看。',
      sections: [
        {
          id: 'how-decided',
          heading: '费用是如何确定的',
          blocks: [
            {
              kind: 'p',
              text: '治疗费用在通过超声检查确认静脉状态后确定。即使是同一种治疗，费用也可能因所治疗静脉的数量和长度、单腿还是双腿、是否需要血管硬化疗法等追加治疗而有所不同。',
            },
            {
              kind: 'list',
              items: [
                '检查后，医生会为您说明治疗方法和范围。',
                '同时告知您可选择的各种方法的预计费用以及是否适用健康保险。',
                '您可以在充分考虑后再决定是否接受治疗。',
              ],
            },
          ],
        },
        {
          id: 'insurance',
          heading: '健康保险的适用',
          blocks: [
            {
              kind: 'p',
              text: '剥脱术（高位结扎及静脉剥脱术）是适用国民健康保险的手术。即便如此，仍需支付规定的个人自付部分，部分检查或材料也可能属于非医保项目。',
            },
            {
              kind: 'p',
              text: 'ClariVein、Flebogrif、VenaSeal、射频消融术和激光消融术是不适用健康保险的非医保治疗。非医保项目的费用公开在下表中。',
            },
          ],
        },
        {
          id: 'private-insurance',
          heading: '商业保险理赔所需文件',
          blocks: [
            {
              kind: 'p',
              text: '如果您投保了商业医疗保险（实损医疗保险），请先向保险公司确认所需文件后再向本院申请。是否理赔以及理赔范围取决于您所投保险的条款和保险公司的审核，因此本院难以事先给予明确答复。常见的所需文件如下。',
            },
            {
              kind: 'list',
              items: [
                '诊疗费收据',
                '诊疗费明细清单',
                '诊断书或医生意见书（含疾病分类代码）',
                '手术证明',
                '超声检查报告（保险公司要求时）',
              ],
            },
          ],
        },
        {
          id: 'disclosure',
          heading: '非医保诊疗费用公示',
          blocks: [
            {
              kind: 'p',
              text: '本院依据韩国《医疗法》公示非医保诊疗项目及费用。下表列出各项目的费用范围，实际费用会根据检查结果和治疗范围在该范围内确定。如有疑问，欢迎在就诊前随时咨询。',
            },
          ],
        },
      ],
      tableHeading: '非医保诊疗费用',
      coveredHeading: '适用国民健康保险的费用',
      coveredNote: '以下项目适用国民健康保险。实际支付的金额会因健康保险标准和参保资格而有所不同，治疗前欢迎随时咨询。',
      columns: {
        item: '项目',
        min: '费用下限',
        max: '费用上限',
      },
      unit: '（单位：韩元）',
      updated: '最后修改日期',
      warning:
        '{{clinicName}}的名称及标志等标识归本院所有。本院没有设立其他分院或分支机构。如有其他网站、博客或电话使用本院名称，可能与本院无关，请多加留意。联系时，请确认是否为本院的总机号码 {{phone}}。',
    },
    jp: {
      title: '手術費用のご案内',
      description:
        '下肢静脈瘤の治療費用の決まり方、健康保険の適用、民間医療保険の請求書類、保険適用外の診療費用についてご案内します。',
      lead: '下肢静脈瘤の治療費用は、検査結果や治療方法、治療範囲によって変わります。治療を決める前に見込みの費用をあらかじめご説明します。保険適用外の診療費用は下の表でご確認いただけます。',
      sections: [
        {
          id: 'how-decided',
          heading: '費用はどのように決まりますか',
          blocks: [
            {
              kind: 'p',
              text: '治療費用は、超音波検査で静脈の状態を確認した後に決まります。同じ治療でも、治療する静脈の数と長さ、片脚か両脚か、硬化療法などの追加治療が必要かどうかによって費用が変わることがあります。',
            },
            {
              kind: 'list',
              items: [
                '検査後、医師が治療方法と範囲をご説明します。',
                '選べる方法ごとの見込み費用と、健康保険が適用されるかどうかもあわせてご案内します。',
                '十分にお考えいただいたうえで、治療を受けるかどうかを決めていただけます。',
              ],
            },
          ],
        },
        {
          id: 'insurance',
          heading: '健康保険の適用',
          blocks: [
            {
              kind: 'p',
              text: 'ストリッピング手術（高位結紮・静脈抜去術）は健康保険が適用される手術です。この場合も所定の自己負担金があり、一部の検査や材料は保険適用外となることがあります。',
            },
            {
              kind: 'p',
              text: 'ClariVein、Flebogrif、VenaSeal、高周波焼灼術、血管内レーザー焼灼術は、健康保険が適用されない保険適用外の治療です。保険適用外の項目の費用は下の表で公開しています。',
            },
          ],
        },
        {
          id: 'private-insurance',
          heading: '民間医療保険の請求書類',
          blocks: [
            {
              kind: 'p',
              text: '民間の医療保険（実損医療保険）にご加入の方は、必要な書類を先に保険会社にご確認のうえ、当院にお申し付けください。保険金が支払われるかどうかとその範囲は、ご加入の保険の約款と保険会社の審査によって決まるため、当院から事前に確かなお答えをすることはできません。よく求められる書類は次のとおりです。',
            },
            {
              kind: 'list',
              items: [
                '診療費領収書',
                '診療費詳細明細書',
                '診断書または所見書（疾病分類コードを含む）',
                '手術確認書',
                '超音波検査の結果票（保険会社から求められた場合）',
              ],
            },
          ],
        },
        {
          id: 'disclosure',
          heading: '保険適用外の診療費用の掲示',
          blocks: [
            {
              kind: 'p',
              text: '当院は韓国の医療法に基づき、保険適用外の診療項目と費用を掲示しています。下の表は項目ごとの費用の範囲で、実際の費用は検査結果と治療範囲に応じてその範囲内で決まります。ご不明な点は受診前にお気軽にお問い合わせください。',
            },
          ],
        },
      ],
      tableHeading: '保険適用外の診療費用',
      coveredHeading: '国民健康保険が適用される費用',
      coveredNote:
        '以下の項目には国民健康保険が適用されます。実際にお支払いいただく金額は、健康保険の基準やご加入の資格によって異なる場合がありますので、治療の前にお気軽にお問い合わせください。',
      columns: {
        item: '項目',
        min: '費用（下限）',
        max: '費用（上限）',
      },
      unit: '（単位：ウォン）',
      updated: '最終更新日',
      warning:
        '{{clinicName}}の名称やロゴなどの標章は当院のものです。当院はほかに支院や分院を置いていません。当院の名前を使うほかのウェブサイトやブログ、電話がありましたら、当院とは関係がない場合がありますのでご注意ください。お問い合わせの際は、当院の代表電話 {{phone}} であることをご確認ください。',
    },
  },
};
