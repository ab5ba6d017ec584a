/** Texts that sclerotherapy and the surgery pages share word for word; one correction here reaches them all. */

// When it may not be suitable.
export const pregnantOrBreastfeeding = '임신 중이거나 수유 중인 분';

// After the treatment.
export const wearStockings = '압박스타킹은 안내받은 기간 동안 착용합니다.';
export const longJourney = '장거리 비행이나 오랜 이동 계획이 있다면 미리 상의해 주세요.';
