/** Texts that sclerotherapy and the surgery pages share word for word; one correction here reaches them all. */

// When it may not be suitable.
export const pregnantOrBreastfeeding = '怀孕或哺乳期间的人';

// After the treatment.
export const wearStockings = '按照医生说明的时间穿着压力袜。';
export const longJourney = '如有长途飞行或长时间出行的计划，请提前商量。';
