import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';
import * as mechanochemical from './shared/mechanochemical';

const content: SurgeryPage = {
  nameKo: '클라리베인',
  nameEn: 'ClariVein',
  title: 'ClariVein 机械化学静脉闭合术',
  description: '介绍用旋转导管和硬化剂闭合反流静脉的ClariVein治疗的原理、适合人群、治疗当天流程、术后护理和副作用。',
  lead: 'ClariVein是一种机械化学消融术（MOCA）：将细导管置入静脉，一边旋转导管前端的导丝一边注入硬化剂，使反流的静脉闭合。由于不使用热量，不需要肿胀麻醉，只在导管进入的部位进行局部麻醉。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        {
          kind: 'p',
          text: '血管超声检查发现大隐静脉或小隐静脉反流时间超过0.5秒，并有腿部沉重、肿胀、抽筋等症状或可见静脉曲张的人，可以考虑这种治疗。在以下情况下可能尤其有帮助。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.avoidsTumescent,
            '需要治疗神经紧贴静脉走行的部位，如膝下大隐静脉或小隐静脉的人',
            '静脉走行比较直、导管容易通过的人',
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
          text: '有以下情况时，ClariVein治疗可能不适合，或需要推迟进行。此时我们会一起研究其他治疗方法。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.sclerosantAllergy,
            mechanochemical.acuteThrombosis,
            treatment.pregnantOrBreastfeeding,
            '静脉极度扩张或严重迂曲，导管难以通过的情况',
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
            '在超声引导下用细针穿刺静脉并置入导管，确认导管前端与深静脉汇合处保持安全距离。',
            '一边旋转导丝一边注入硬化剂，缓慢回撤导管以闭合静脉。必要时同时治疗侧支静脉曲张。',
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
            '沿治疗静脉出现的牵拉感或硬结感，通常会随着时间减轻。',
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
          text: 'ClariVein治疗后也可能出现以下副作用。大多较轻，会随着时间好转，但如有不适，请随时告诉我们。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.bruising,
            mechanochemical.lumpsAndPhlebitis,
            mechanochemical.pigmentation,
            '对硬化剂的过敏反应（罕见）',
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
          text: 'ClariVein治疗费用为{{fee.nonthermal}}，属于{{insurance.nonthermal}}项目。各项费用也可以在费用说明页面查看。',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
