import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';
import * as mechanochemical from './shared/mechanochemical';

const content: SurgeryPage = {
  nameKo: '클라리베인',
  nameEn: 'ClariVein',
  title: '클라리베인 (ClariVein) 기계화학적 정맥 폐쇄술',
  description:
    '회전하는 카테터와 경화제로 역류하는 정맥을 닫는 클라리베인 시술의 원리, 적합한 경우, 시술 과정, 관리와 부작용을 안내합니다.',
  lead: '클라리베인은 가는 카테터를 정맥 안에 넣고, 끝의 와이어를 회전시키면서 경화제를 주입해 역류하는 정맥을 닫는 기계화학적 정맥 폐쇄술(MOCA)입니다. 열을 쓰지 않아 팽윤마취 없이 카테터가 들어가는 자리에만 국소마취를 합니다. 시술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        {
          kind: 'p',
          text: '혈관 초음파 검사에서 큰두렁정맥(대복재정맥)이나 작은두렁정맥(소복재정맥)에 0.5초보다 긴 역류가 확인되고, 다리가 무겁고 붓거나 쥐가 나는 증상, 눈에 보이는 정맥류가 있는 분께 고려합니다. 특히 다음과 같은 경우에 도움이 될 수 있습니다.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.avoidsTumescent,
            '무릎 아래의 큰두렁정맥이나 작은두렁정맥처럼 신경이 정맥 가까이 지나는 부위를 치료해야 하는 분',
            '정맥이 비교적 곧게 뻗어 있어 카테터가 지나가기 좋은 분',
          ],
        },
        surgery.methodDecision,
      ],
    },
    {
      id: 'not-suitable',
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: '다음과 같은 경우에는 클라리베인 시술이 맞지 않거나 시기를 미뤄야 할 수 있습니다. 이럴 때에는 다른 치료 방법을 함께 검토합니다.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.sclerosantAllergy,
            mechanochemical.acuteThrombosis,
            treatment.pregnantOrBreastfeeding,
            '정맥이 매우 굵게 늘어나 있거나 심하게 구불구불해 카테터가 지나가기 어려운 경우',
            surgery.arterialFlow,
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
            '초음파를 보면서 가는 바늘로 정맥에 들어가 카테터를 넣고, 끝이 심부정맥과 만나는 곳에서 안전한 거리에 있는지 확인합니다.',
            '와이어를 회전시키며 경화제를 주입하고, 카테터를 천천히 빼내며 정맥을 닫습니다. 필요하면 곁가지 정맥류도 함께 치료합니다.',
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
            '치료한 정맥을 따라 당기거나 단단하게 만져지는 느낌은 대개 시간이 지나며 줄어듭니다.',
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
          text: '클라리베인 시술 뒤에도 다음과 같은 부작용이 생길 수 있습니다. 대부분은 가볍고 시간이 지나며 좋아지지만, 불편한 증상이 있으면 언제든 말씀해 주세요.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.bruising,
            mechanochemical.lumpsAndPhlebitis,
            mechanochemical.pigmentation,
            '경화제에 대한 알레르기 반응(드묾)',
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
          text: '클라리베인 시술 비용은 {{fee.nonthermal}}이며, {{insurance.nonthermal}} 항목입니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
