import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';

const content: SurgeryPage = {
  nameKo: '베나실',
  nameEn: 'VenaSeal',
  title: 'VenaSeal 医用胶静脉闭合术',
  description: '介绍用医用胶粘合闭合反流静脉的VenaSeal治疗的原理、适合与不适合的情况、治疗流程、术后护理和副作用。',
  lead: 'VenaSeal是通过细导管将医用胶（氰基丙烯酸酯）一点一点注入静脉内并加压粘合，使反流静脉闭合的治疗方法。由于不使用热量和硬化剂，不需要肿胀麻醉，只在导管进入的部位进行局部麻醉。是否适合这种治疗，将在血管超声检查和诊察后由医生判断。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
      blocks: [
        {
          kind: 'p',
          text: 'VenaSeal所用的医用胶具有接触血液后迅速固化的特性。在超声引导下将导管置入静脉后，从导管前端释放少量医用胶，并从皮肤表面按压静脉，使静脉壁相互粘合。一边按一定间隔逐步回撤导管一边重复这一过程，整段需要治疗的静脉就会闭合。',
        },
        {
          kind: 'p',
          text: '由于不使用热量，不需要肿胀麻醉，对热量损伤周围神经或皮肤的担忧也相对较少。固化的医用胶会留在静脉内，随着时间推移与静脉一起变成纤维组织。静脉闭合后，血液经周围健康的静脉回流到心脏。',
        },
        {
          kind: 'figure',
          image: 'glue',
          alt: '置入腿部静脉内的导管前端一点一点释放医用胶，同时从皮肤表面按压静脉，使静脉壁相互粘合并闭合的示意图。',
          caption: '注入医用胶并加压使静脉闭合的VenaSeal治疗',
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
            '对肿胀麻醉注射有顾虑，或希望避免使用热量的治疗的人',
            '需要治疗神经紧贴静脉走行部位的人',
            '术后因故难以穿着压力袜的人（是否需要穿着由医生根据情况决定）',
          ],
        },
        {
          kind: 'p',
          text: '具体适合哪种方法，将由医生综合考虑静脉的粗细、位置、形态，以及过敏史和全身状况后决定。',
        },
      ],
    },
    {
      id: 'not-suitable',
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: '有以下情况时，VenaSeal治疗可能不适合，或需要推迟进行。此时我们会一起研究其他治疗方法。',
        },
        {
          kind: 'list',
          items: [
            '曾对氰基丙烯酸酯成分（医用快干胶、部分美甲胶等）出现过敏反应的人',
            '患有急性深静脉血栓，或需治疗的静脉有急性血栓性静脉炎的人',
            '身体有急性感染的人',
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
            '挂号后确认健康状况、过敏史和正在服用的药物，再次说明治疗内容，并签署知情同意书。',
            surgery.ultrasoundMarking,
            nonThermal.entrySiteAnaesthesia,
            nonThermal.catheterUnderUltrasound,
            '一边回撤导管，一边反复进行少量注胶和按压静脉的步骤，使静脉闭合。',
            '在导管穿刺处贴上小敷贴，稍微走动一会儿，确认状态后回家。',
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
          text: '治疗结束后即可行走，轻度步行有助于血液循环和恢复。由于VenaSeal的方法特点，有时只需短期穿着压力袜或无需穿着；但如果同时治疗了侧支静脉曲张或有肿胀，也可能建议穿着，请按照说明进行。',
        },
        {
          kind: 'list',
          items: [
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            '术后几天到几周内，沿治疗静脉可能出现发红、瘙痒或疼痛的反应，出现时请不要忍耐，及时告诉我们。',
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
          text: 'VenaSeal治疗后也可能出现以下副作用。大多较轻，会随着时间或经药物治疗好转，但如有不适，请随时告诉我们。',
        },
        {
          kind: 'list',
          items: [
            '淤青、按压痛',
            '沿治疗静脉出现发红、瘙痒或疼痛等类似静脉炎的反应（被认为是对医用胶的过敏反应，必要时用药物治疗）',
            '皮肤色素沉着，沿治疗静脉摸到发硬的感觉',
            '对医用胶的过敏反应，导管穿刺处的炎症或小肉芽肿（罕见）',
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
          text: 'VenaSeal治疗费用为{{fee.nonthermal}}，属于{{insurance.nonthermal}}项目。各项费用也可以在费用说明页面查看。',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
