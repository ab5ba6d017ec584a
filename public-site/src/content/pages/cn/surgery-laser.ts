import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as thermal from './shared/thermal';

const content: SurgeryPage = {
  nameKo: '레이저 열폐쇄술',
  nameEn: 'Endovenous laser ablation (EVLA)',
  title: '激光消融闭合术（EVLA）',
  description: '介绍用激光热能闭合反流静脉的激光消融闭合术的原理、肿胀麻醉、适合人群、治疗流程、术后护理和副作用。',
  lead: '激光消融闭合术是在静脉内置入细光纤，利用激光能量产生热量使静脉壁收缩，从而闭合反流静脉的治疗方法。治疗在肿胀局部麻醉下进行，即在静脉周围注入稀释的麻醉液。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        surgery.refluxCriteria,
        {
          kind: 'list',
          items: [
            '需要治疗的静脉走行比较直、细管和光纤容易通过的人',
            thermal.shieldedByTumescent,
            '静脉适合根据其粗细和长度调节能量进行治疗的人',
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
          text: '有以下情况时，激光消融闭合术可能不适合，或需要推迟进行。此时我们会一起研究其他治疗方法。',
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
            '躺在治疗床上，对腿部消毒，在穿刺部位进行局部麻醉后，在超声引导下将细管和光纤置入静脉。',
            '确认光纤前端与深静脉汇合处保持安全距离，并在静脉周围注射肿胀麻醉液。',
            '打开激光，缓慢回撤光纤以闭合静脉。治疗期间需佩戴护目镜保护眼睛。必要时同时治疗侧支静脉曲张。',
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
            '术后几天沿治疗静脉出现淤青或牵拉感、之后逐渐减轻的情况很常见。',
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
          text: '激光消融闭合术后也可能出现以下副作用。大多较轻，会随着时间好转，但如有不适，请随时告诉我们。',
        },
        {
          kind: 'list',
          items: [
            thermal.bruising,
            thermal.phlebitis,
            thermal.nerveIrritation,
            '热量造成的皮肤烫伤、穿刺处感染（罕见）',
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
          text: '激光消融闭合术的费用为{{fee.laser}}，属于{{insurance.laser}}项目。各项费用也可以在费用说明页面查看。',
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
