import type { HomeContent } from '../../types';

const content: HomeContent = {
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
};

export default content;
