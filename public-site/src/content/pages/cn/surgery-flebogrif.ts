import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';
import * as mechanochemical from './shared/mechanochemical';

const content: SurgeryPage = {
  nameKo: '플레보그리프',
  nameEn: 'Flebogrif',
  title: 'Flebogrif 机械化学静脉闭合术',
  description: '介绍用导管刺激静脉壁并注入泡沫硬化剂来闭合静脉的Flebogrif治疗的原理、适合人群、治疗流程和副作用。',
  lead: 'Flebogrif是一种机械化学静脉闭合术：用前端可展开的导管刺激静脉内壁，同时注入泡沫状硬化剂，使反流的静脉闭合。由于不使用热量，不需要肿胀麻醉，只在导管进入的部位进行局部麻醉。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        {
          kind: 'p',
          text: '血管超声检查发现大隐静脉、小隐静脉或较粗的侧支静脉反流时间超过0.5秒，并有腿部沉重、肿胀、抽筋等症状或可见静脉曲张的人，可以考虑这种治疗。在以下情况下可能尤其有帮助。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.avoidsTumescent,
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
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: '有以下情况时，Flebogrif治疗可能不适合，或需要推迟进行。由于使用泡沫硬化剂，我们也会事先确认相关病史。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.sclerosantAllergy,
            mechanochemical.acuteThrombosis,
            treatment.pregnantOrBreastfeeding,
            '曾有与心脏内孔洞（如卵圆孔未闭）相关的症状，或发生过原因不明的脑梗死的人',
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
            '展开导管前端，一边缓慢回撤一边注入泡沫硬化剂以闭合静脉。必要时同时治疗侧支静脉曲张。',
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
            '沿治疗静脉摸到的硬结或牵拉感，通常会随着时间减轻。',
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
          text: 'Flebogrif治疗后也可能出现以下副作用。大多较轻，会随着时间好转，但如有不适，请随时告诉我们。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.bruising,
            mechanochemical.lumpsAndPhlebitis,
            mechanochemical.pigmentation,
            '对硬化剂的过敏反应；使用泡沫硬化剂后一过性视觉异常或头痛（罕见）',
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
          text: 'Flebogrif治疗费用为{{fee.nonthermal}}，属于{{insurance.nonthermal}}项目。各项费用也可以在费用说明页面查看。',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
