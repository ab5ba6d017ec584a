import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as thermal from './shared/thermal';

const content: SurgeryPage = {
  nameKo: '고주파 열폐쇄술',
  nameEn: 'Radiofrequency ablation (RFA)',
  title: '射频消融闭合术（RFA）',
  description: '介绍用射频热能闭合反流静脉的射频消融闭合术的原理、肿胀麻醉、适合人群、治疗流程、术后护理和副作用。',
  lead: '射频消融闭合术是利用射频能量，使置入静脉内的导管产生热量，令静脉壁收缩，从而闭合反流静脉的治疗方法。治疗在肿胀局部麻醉下进行，即在静脉周围注入稀释的麻醉液。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        surgery.refluxCriteria,
        {
          kind: 'list',
          items: [
            '需要治疗的静脉走行比较直、导管容易通过的人',
            thermal.shieldedByTumescent,
            '需要治疗大腿部大隐静脉等较粗、较长节段的人',
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
          text: '有以下情况时，射频消融闭合术可能不适合，或需要推迟进行。此时我们会一起研究其他治疗方法。',
        },
        thermal.notSuitable,
      ],
    },
    {
      id: 'procedure-day',
      heading: surgery.headings.procedureDay,
      blocks: [
        thermal.procedureDayIntro('rfa'),
        {
          kind: 'list',
          ordered: true,
          items: [
            surgery.checkIn,
            surgery.ultrasoundMarking,
            '躺在治疗床上，对腿部消毒，在穿刺部位进行局部麻醉后，在超声引导下将导管置入静脉。',
            '确认导管前端与深静脉汇合处保持安全距离，并在静脉周围注射肿胀麻醉液。',
            '一边移动导管，一边用射频能量逐段加热，使静脉闭合。必要时同时治疗侧支静脉曲张。',
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
            '术后几天沿治疗静脉出现牵拉感、之后逐渐减轻的情况很常见。',
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
          text: '射频消融闭合术后也可能出现以下副作用。大多较轻，会随着时间好转，但如有不适，请随时告诉我们。',
        },
        {
          kind: 'list',
          items: [
            thermal.bruising,
            thermal.phlebitis,
            thermal.nerveIrritation,
            '热量造成的皮肤烫伤、导管穿刺处感染（罕见）',
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
          text: '射频消融闭合术的费用为{{fee.rfa}}，属于{{insurance.rfa}}项目。各项费用也可以在费用说明页面查看。',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: {
    duration: '{{duration.rfa}}',
    anesthesia: thermal.anesthesia,
    cost: '{{fee.rfa}}',
    insurance: '{{insurance.rfa}}',
    recovery: thermal.recovery,
  },
  factLabels: surgery.factLabels,
};

export default content;
