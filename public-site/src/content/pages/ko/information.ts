import type { InformationPage } from '../../types';

const content: InformationPage = {
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
};

export default content;
