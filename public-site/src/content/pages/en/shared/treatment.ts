/** Texts that sclerotherapy and the surgery pages share word for word; one correction here reaches them all. */

// When it may not be suitable.
export const pregnantOrBreastfeeding = 'People who are pregnant or breastfeeding';

// After the treatment.
export const wearStockings = 'Wear compression stockings for the period you were advised.';
export const longJourney = 'If you are planning a long flight or a long journey, please talk to us in advance.';
