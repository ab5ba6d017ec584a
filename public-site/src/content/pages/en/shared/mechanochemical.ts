import type { Block } from '../../../types';

/** Texts the mechanochemical ablations (ClariVein, Flebogrif) share word for word; one correction reaches both. */

// Who it may suit.
export const avoidsTumescent =
  'People who would rather avoid the tumescent anaesthetic injections needed for heat treatments';

// When it may not be suitable.
export const sclerosantAllergy = 'People who have had an allergic reaction to a sclerosant such as polidocanol';
export const acuteThrombosis =
  'People with acute deep vein thrombosis, or active thrombophlebitis in the vein to be treated';

// The day of the procedure.
export const stockingAndWalk =
  'You put on a compression stocking, walk for a short while so we can check how you are, and go home.';

// After the procedure.
export const afterCareIntro: Block = {
  kind: 'p',
  text: 'You can walk straight after the procedure, and light walking helps circulation and recovery. When you return to your daily routine varies from person to person, depending on your work and how you recover.',
};

// Possible side effects.
export const bruising = 'Bruising, tenderness, a pulling sensation';
export const lumpsAndPhlebitis = 'Firm lumps along the treated vein, superficial phlebitis';
export const pigmentation = 'Skin pigmentation';
