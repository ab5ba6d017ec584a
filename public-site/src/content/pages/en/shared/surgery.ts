import type { Block, SurgeryPage } from '../../../types';

/** Texts that several surgery pages share word for word; one correction here reaches every page using it. */

/** Section headings, in page order (stripping words four of them its own way: "operation"). */
export const headings = {
  howItWorks: 'How does it work?',
  suitable: 'Who it may suit',
  notSuitable: 'When it may not be suitable',
  procedureDay: 'The day of the procedure, step by step',
  afterCare: 'After the procedure',
  sideEffects: 'Possible side effects',
  cost: 'Cost',
};
export const factLabels: SurgeryPage['factLabels'] = {
  duration: 'Procedure time',
  anesthesia: 'Anaesthesia',
  cost: 'Cost',
  insurance: 'National health insurance',
  recovery: 'Return to daily activities',
};

// Who it may suit.
export const refluxCriteria: Block = {
  kind: 'p',
  text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have heavy or swollen legs, cramps or visible varicose veins. It is particularly suitable in the following cases.',
};
export const methodDecision: Block = {
  kind: 'p',
  text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your general health and the medicines you take.',
};

// When it may not be suitable.
export const arterialFlow =
  'People with markedly reduced arterial blood flow to the legs, or who will find it hard to walk after the procedure';

// The day of the procedure.
export const checkIn =
  'After you check in, we confirm your health and the medicines you take, explain the procedure again, and you sign the consent form.';
export const ultrasoundMarking =
  'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.';

// After the procedure.
export const avoidStrain = 'For a few days, avoid strenuous exercise, saunas and hot baths, and heavy drinking.';
export const ultrasoundFollowUp =
  'Come back on the scheduled day for an ultrasound check that the vein has closed well and that no clot has formed in the deep veins.';

// Possible side effects.
export const deepVeinThrombosis = 'Deep vein thrombosis (rare)';
export const emergencyNote: Block = {
  kind: 'note',
  text: 'If your calf or thigh suddenly becomes very swollen and painful, you become short of breath or have chest pain, a wound keeps bleeding, or you develop a fever, contact the clinic at once or go to the nearest emergency department.',
};

// Cost.
export const costNote: Block = {
  kind: 'note',
  text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, and whether side-branch varicose veins need additional treatment. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
};
