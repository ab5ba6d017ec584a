import type { Block } from '../../../types';
import { pregnantOrBreastfeeding } from './treatment';
import { arterialFlow } from './surgery';

/** Texts the thermal ablations (laser, radiofrequency) share word for word; one correction reaches both pages. */

// Key facts.
export const anesthesia = '肿胀局部麻醉（必要时配合镇静）';
export const recovery = '通常在一天到几天内恢复日常生活（因人而异）';

// Who it may suit.
export const shieldedByTumescent = '静脉距离皮肤有一定深度、便于用肿胀麻醉隔绝热量的人';

// When it may not be suitable.
export const notSuitable: Block = {
  kind: 'list',
  items: [
    '患有急性深静脉血栓，或需治疗的静脉内有血栓的人',
    pregnantOrBreastfeeding,
    '静脉严重迂曲，或紧贴皮肤下方、担心热量损伤皮肤的情况',
    '曾对局部麻醉药出现过敏反应的人',
    arterialFlow,
  ],
};

// The day of the procedure.
/** The day's intro, naming how long the page's procedure takes (`laser`, `rfa`: its fee row's code). */
export const procedureDayIntro = (code: 'laser' | 'rfa'): Block => ({
  kind: 'p',
  text: `根据治疗范围，治疗本身通常需要{{duration.${code}}}左右，加上准备和术后休息，在医院停留的时间会稍长一些。当天按以下顺序进行。`,
});
export const stockingAndRest = '穿上压力袜或缠上压力绷带，稍作休息并试着走动，确认状态后回家。';

// After the procedure.
export const afterCareIntro: Block = {
  kind: 'p',
  text: '治疗当天即可行走，轻度步行有助于血液循环和恢复。通常在一天到几天内恢复日常生活，但因工作性质和恢复情况而因人而异。如果使用了镇静药物，当天请不要自己开车。',
};

// Possible side effects.
export const bruising = '淤青、按压痛、沿治疗静脉的牵拉感';
export const phlebitis = '浅静脉炎、皮肤色素沉着';
export const nerveIrritation = '周围神经受刺激引起的皮肤发麻或感觉迟钝（通常会随时间好转，但也可能持续较久）';
export const clotExtension = '闭合静脉末端的血栓向深静脉延伸，或深静脉血栓（罕见）';
export const anaestheticAllergy = '对局部麻醉药的过敏反应（罕见）';
