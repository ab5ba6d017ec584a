import type { Block } from '../../../types';
import { pregnantOrBreastfeeding } from './treatment';
import { arterialFlow } from './surgery';

/** Texts the thermal ablations (laser, radiofrequency) share word for word; one correction reaches both pages. */

// Key facts.
export const anesthesia = 'Tumescent local anaesthesia (sedation may be added if needed)';
export const recovery = 'Usually back to daily activities within a day to a few days (varies from person to person)';

// Who it may suit.
export const shieldedByTumescent =
  'People whose vein lies at some depth under the skin, so tumescent anaesthesia can shield it well from the heat';

// When it may not be suitable.
export const notSuitable: Block = {
  kind: 'list',
  items: [
    'People with acute deep vein thrombosis, or a clot inside the vein to be treated',
    pregnantOrBreastfeeding,
    'When the vein is very twisted, or lies just under the skin so that heat damage to the skin is a concern',
    'People who have had an allergic reaction to a local anaesthetic',
    arterialFlow,
  ],
};

// The day of the procedure.
/** The day's intro, naming how long the page's procedure takes (`laser`, `rfa`: its fee row's code). */
export const procedureDayIntro = (code: 'laser' | 'rfa'): Block => ({
  kind: 'p',
  text: `Depending on the extent of treatment, the procedure itself usually takes about {{duration.${code}}}; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.`,
});
export const stockingAndRest =
  'A compression stocking or bandage is put on; you rest for a while, try walking, and go home once we have checked how you are.';

// After the procedure.
export const afterCareIntro: Block = {
  kind: 'p',
  text: 'You can walk from the day of the procedure, and light walking helps circulation and recovery. Most people return to daily activities within a day to a few days, but this varies with your work and how you recover. If sedation is used, please plan not to drive yourself that day.',
};

// Possible side effects.
export const bruising = 'Bruising, tenderness, a pulling feeling along the treated vein';
export const phlebitis = 'Superficial phlebitis, skin pigmentation';
export const nerveIrritation =
  'Tingling or reduced feeling in the skin from irritation of nearby nerves (usually improves with time, but can last a long time)';
export const clotExtension =
  'A clot at the end of the closed vein extending towards the deep vein, or deep vein thrombosis (rare)';
export const anaestheticAllergy = 'Allergic reaction to the local anaesthetic (rare)';
