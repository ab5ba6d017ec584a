import type { Block } from '../../../types';

/** Texts the mechanochemical ablations (ClariVein, Flebogrif) share word for word; one correction reaches both. */

// Who it may suit.
export const avoidsTumescent = '对热消融所需的肿胀麻醉注射有顾虑的人';

// When it may not be suitable.
export const sclerosantAllergy = '曾对聚多卡醇等硬化剂出现过敏反应的人';
export const acuteThrombosis = '患有急性深静脉血栓，或需治疗的静脉正处于血栓性静脉炎活动期的人';

// The day of the procedure.
export const stockingAndWalk = '穿上压力袜，稍微走动一会儿，确认状态后回家。';

// After the procedure.
export const afterCareIntro: Block = {
  kind: 'p',
  text: '治疗结束后即可行走，轻度步行有助于血液循环和恢复。恢复日常生活的时间因工作性质和恢复情况而因人而异。',
};

// Possible side effects.
export const bruising = '淤青、按压痛、牵拉感';
export const lumpsAndPhlebitis = '沿治疗静脉摸到的硬结，浅静脉炎';
export const pigmentation = '皮肤色素沉着';
