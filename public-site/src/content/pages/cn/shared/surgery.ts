import type { Block, SurgeryPage } from '../../../types';

/** Texts that several surgery pages share word for word; one correction here reaches every page using it. */

/** Section headings, in page order (stripping words four of them its own way: "operation"). */
export const headings = {
  howItWorks: '治疗原理是什么',
  suitable: '适合考虑的人群',
  notSuitable: '可能不适合的情况',
  procedureDay: '治疗当天的流程',
  afterCare: '术后护理',
  sideEffects: '可能出现的副作用',
  cost: '费用说明',
};
export const factLabels: SurgeryPage['factLabels'] = {
  duration: '手术时间',
  anesthesia: '麻醉',
  cost: '费用',
  insurance: '国民健康保险',
  recovery: '恢复日常生活',
};

// Who it may suit.
export const refluxCriteria: Block = {
  kind: 'p',
  text: '血管超声检查发现大隐静脉或小隐静脉反流时间超过0.5秒，并有腿部沉重、肿胀、抽筋等症状或可见静脉曲张的人，可以考虑这种治疗。以下情况尤其适合。',
};
export const methodDecision: Block = {
  kind: 'p',
  text: '具体适合哪种方法，将由医生综合考虑静脉的粗细、位置、形态，以及全身状况和正在服用的药物后决定。',
};

// When it may not be suitable.
export const arterialFlow = '流向腿部的动脉血流明显不足，或治疗后难以行走的人';

// The day of the procedure.
export const checkIn = '挂号后确认健康状况和正在服用的药物，再次说明治疗内容，并签署知情同意书。';
export const ultrasoundMarking = '用血管超声确认需要治疗的静脉位置和范围，并在皮肤上做标记。';

// After the procedure.
export const avoidStrain = '几天内请避免剧烈运动、桑拿和热水浴以及过量饮酒。';
export const ultrasoundFollowUp = '请在约定的日期来院，通过超声确认静脉是否闭合良好、深静脉有无血栓。';

// Possible side effects.
export const deepVeinThrombosis = '深静脉血栓（罕见）';
export const emergencyNote: Block = {
  kind: 'note',
  text: '如果小腿或大腿突然严重肿胀疼痛、出现呼吸困难或胸痛、伤口出血不止或发热，请立即联系医院或前往附近的急诊科。',
};

// Cost.
export const costNote: Block = {
  kind: 'note',
  text: '实际费用取决于治疗单腿还是双腿、需要治疗的静脉数量和范围，以及侧支静脉曲张是否需要追加治疗。完成血管超声检查和诊察后，我们会详细说明预计费用。',
};
