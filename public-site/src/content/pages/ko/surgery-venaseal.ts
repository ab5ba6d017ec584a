import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';

const content: SurgeryPage = {
  nameKo: '베나실',
  nameEn: 'VenaSeal',
  title: '베나실 (VenaSeal) 의료용 접착제 정맥 폐쇄술',
  description:
    '의료용 접착제로 역류하는 정맥을 붙여 닫는 베나실 시술의 원리, 적합한 경우와 맞지 않는 경우, 시술 과정, 관리와 부작용을 안내합니다.',
  lead: '베나실은 가는 카테터를 통해 의료용 접착제(시아노아크릴레이트)를 정맥 안에 조금씩 넣고 눌러 붙여서, 역류하는 정맥을 닫는 시술입니다. 열이나 경화제를 쓰지 않아 팽윤마취 없이 카테터가 들어가는 자리에만 국소마취를 합니다. 시술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
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
      heading: surgery.headings.notSuitable,
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
            treatment.pregnantOrBreastfeeding,
            nonThermal.tortuousVein,
          ],
        },
      ],
    },
    {
      id: 'procedure-day',
      heading: surgery.headings.procedureDay,
      blocks: [
        nonThermal.procedureDayIntro,
        {
          kind: 'list',
          ordered: true,
          items: [
            '접수 후 건강 상태, 알레르기 병력, 복용 중인 약을 확인하고, 시술 내용을 다시 설명드린 뒤 동의서를 작성합니다.',
            surgery.ultrasoundMarking,
            nonThermal.entrySiteAnaesthesia,
            nonThermal.catheterUnderUltrasound,
            '접착제를 조금씩 넣고 정맥을 누르는 과정을 반복하며 카테터를 빼내 정맥을 닫습니다.',
            '카테터를 뺀 자리에 작은 밴드를 붙이고, 잠시 걸으며 상태를 확인한 뒤 귀가합니다.',
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: surgery.headings.afterCare,
      blocks: [
        {
          kind: 'p',
          text: '시술 직후부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 베나실은 방법의 특성상 압박스타킹을 짧게 신거나 신지 않는 경우도 있지만, 곁가지 정맥류를 함께 치료했거나 부종이 있으면 착용을 권하기도 하므로 안내에 따라 주세요.',
        },
        {
          kind: 'list',
          items: [
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            '시술 후 며칠에서 몇 주 사이에 치료한 정맥을 따라 붉어지거나 가렵고 아픈 반응이 생길 수 있으니, 이럴 때는 참지 말고 알려 주세요.',
            treatment.longJourney,
          ],
        },
      ],
    },
    {
      id: 'side-effects',
      heading: surgery.headings.sideEffects,
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
            nonThermal.reopening,
            surgery.deepVeinThrombosis,
          ],
        },
        surgery.emergencyNote,
      ],
    },
    {
      id: 'cost',
      heading: surgery.headings.cost,
      blocks: [
        {
          kind: 'p',
          text: '베나실 시술 비용은 {{fee.nonthermal}}이며, {{insurance.nonthermal}} 항목입니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
