import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as thermal from './shared/thermal';

const content: SurgeryPage = {
  nameKo: '레이저 열폐쇄술',
  nameEn: 'Endovenous laser ablation (EVLA)',
  title: '레이저 열폐쇄술 (EVLA)',
  description:
    '레이저 열로 역류하는 정맥을 닫는 레이저 열폐쇄술의 원리와 팽윤마취, 적합한 경우, 시술 과정, 관리와 부작용을 안내합니다.',
  lead: '레이저 열폐쇄술은 정맥 안에 가는 광섬유를 넣고 레이저 에너지로 열을 내어 정맥 벽을 수축시키고, 역류하는 정맥을 닫는 시술입니다. 정맥 주위에 묽은 마취액을 넣는 팽윤 국소마취를 하고 진행합니다. 시술이 맞는지는 혈관 초음파 검사와 진찰 후 의사가 판단합니다.',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        surgery.refluxCriteria,
        {
          kind: 'list',
          items: [
            '치료할 정맥이 비교적 곧게 뻗어 있어 광섬유와 관이 지나가기 좋은 분',
            thermal.shieldedByTumescent,
            '정맥의 굵기와 길이에 맞춰 에너지를 조절하며 치료하기 알맞은 분',
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
          text: '다음과 같은 경우에는 레이저 열폐쇄술이 맞지 않거나 시기를 미뤄야 할 수 있습니다. 이럴 때에는 다른 치료 방법을 함께 검토합니다.',
        },
        thermal.notSuitable,
      ],
    },
    {
      id: 'procedure-day',
      heading: surgery.headings.procedureDay,
      blocks: [
        thermal.procedureDayIntro('laser'),
        {
          kind: 'list',
          ordered: true,
          items: [
            surgery.checkIn,
            surgery.ultrasoundMarking,
            '시술대에 누워 다리를 소독하고, 관이 들어갈 자리에 국소마취를 한 뒤 초음파를 보며 정맥에 관과 광섬유를 넣습니다.',
            '광섬유 끝이 심부정맥과 만나는 곳에서 안전한 거리에 있는지 확인하고, 정맥 주위에 팽윤마취액을 주사합니다.',
            '레이저를 켜고 광섬유를 천천히 빼내며 정맥을 닫습니다. 시술 중에는 눈 보호를 위해 보안경을 씁니다. 필요하면 곁가지 정맥류도 함께 치료합니다.',
            thermal.stockingAndRest,
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: surgery.headings.afterCare,
      blocks: [
        thermal.afterCareIntro,
        {
          kind: 'list',
          items: [
            treatment.wearStockings,
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            '시술 후 며칠 지나 치료한 정맥을 따라 멍이 들거나 당기는 느낌이 생겼다가 서서히 줄어드는 경우가 흔합니다.',
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
          text: '레이저 열폐쇄술 뒤에도 다음과 같은 부작용이 생길 수 있습니다. 대부분은 가볍고 시간이 지나며 좋아지지만, 불편한 증상이 있으면 언제든 말씀해 주세요.',
        },
        {
          kind: 'list',
          items: [
            thermal.bruising,
            thermal.phlebitis,
            thermal.nerveIrritation,
            '열에 의한 피부 화상, 관을 넣은 자리의 감염(드묾)',
            thermal.clotExtension,
            thermal.anaestheticAllergy,
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
          text: '레이저 열폐쇄술 비용은 {{fee.laser}}이며, {{insurance.laser}} 항목입니다. 항목별 비용은 비용 안내 페이지에서도 확인하실 수 있습니다.',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: {
    duration: '{{duration.laser}}',
    anesthesia: thermal.anesthesia,
    cost: '{{fee.laser}}',
    insurance: '{{insurance.laser}}',
    recovery: thermal.recovery,
  },
  factLabels: surgery.factLabels,
};

export default content;
