import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';
import * as mechanochemical from './shared/mechanochemical';

const content: SurgeryPage = {
  nameKo: '플레보그리프',
  nameEn: 'Flebogrif',
  title: '플레보그리프 (Flebogrif) 기계화학적 정맥 폐쇄술',
  description:
    '카테터로 정맥 벽을 자극하며 거품 경화제를 주입해 정맥을 닫는 플레보그리프 시술의 원리, 적합한 경우, 과정과 부작용을 안내합니다.',
  lead: '플레보그리프는 끝부분이 펼쳐지는 카테터로 정맥 안쪽 벽을 자극하면서 거품 형태의 경화제를 함께 주입해 역류하는 정맥을 닫는 기계화학적 정맥 폐쇄술입니다. 열을 쓰지 않아 팽윤마취 없이 카테터가 들어가는 자리에만 국소마취를 합니다. 시술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        {
          kind: 'p',
          text: '혈관 초음파 검사에서 큰두렁정맥(대복재정맥)이나 작은두렁정맥(소복재정맥), 또는 굵은 곁가지 정맥에 0.5초보다 긴 역류가 확인되고, 다리의 무거움, 부종, 쥐가 나는 증상이나 눈에 보이는 정맥류가 있는 분께 고려합니다. 특히 다음과 같은 경우에 도움이 될 수 있습니다.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.avoidsTumescent,
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
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: '다음과 같은 경우에는 플레보그리프 시술이 맞지 않거나 시기를 미뤄야 할 수 있습니다. 거품 경화제를 사용하므로 관련된 병력도 미리 확인합니다.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.sclerosantAllergy,
            mechanochemical.acuteThrombosis,
            treatment.pregnantOrBreastfeeding,
            '심장 안 구멍(난원공 개존 등)과 관련된 증상이나 원인이 분명하지 않은 뇌경색을 겪은 적이 있는 분',
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
            surgery.checkIn,
            surgery.ultrasoundMarking,
            nonThermal.entrySiteAnaesthesia,
            nonThermal.catheterUnderUltrasound,
            '카테터 끝을 펼친 뒤 천천히 빼내면서 거품 경화제를 주입해 정맥을 닫습니다. 필요하면 곁가지 정맥류도 함께 치료합니다.',
            mechanochemical.stockingAndWalk,
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: surgery.headings.afterCare,
      blocks: [
        mechanochemical.afterCareIntro,
        {
          kind: 'list',
          items: [
            treatment.wearStockings,
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            '치료한 정맥을 따라 멍울이 만져지거나 당기는 느낌은 대개 시간이 지나며 줄어듭니다.',
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
          text: '플레보그리프 시술 뒤에도 다음과 같은 부작용이 생길 수 있습니다. 대부분은 가볍고 시간이 지나며 좋아지지만, 불편한 증상이 있으면 언제든 말씀해 주세요.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.bruising,
            mechanochemical.lumpsAndPhlebitis,
            mechanochemical.pigmentation,
            '경화제에 대한 알레르기 반응, 거품 경화제 사용 후 일시적인 시야 이상이나 두통(드묾)',
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
          text: '플레보그리프 시술 비용은 {{fee.nonthermal}}이며, {{insurance.nonthermal}} 항목입니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
