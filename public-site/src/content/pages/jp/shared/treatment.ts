/** Texts that sclerotherapy and the surgery pages share word for word; one correction here reaches them all. */

// When it may not be suitable.
export const pregnantOrBreastfeeding = '妊娠中または授乳中の方';

// After the treatment.
export const wearStockings = '弾性ストッキングは案内された期間、着用してください。';
export const longJourney = '長時間のフライトや長距離の移動の予定がある場合は、前もってご相談ください。';
