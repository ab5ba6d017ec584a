import type { Block, SurgeryPage } from '../../../types';

/** Texts ClariVein, Flebogrif and VenaSeal share word for word; one correction here reaches all three pages. */

// Key facts.
export const facts: SurgeryPage['facts'] = {
  duration: '{{duration.nonthermal}}',
  anesthesia: 'Local anaesthesia limited to the catheter entry site (no tumescent anaesthesia)',
  cost: '{{fee.nonthermal}}',
  insurance: '{{insurance.nonthermal}}',
  recovery: 'Walking and light daily activities are usually possible from the same day (varies from person to person)',
};

// When it may not be suitable (Flebogrif and VenaSeal).
export const tortuousVein =
  'When the vein is so twisted that the catheter cannot pass easily, or arterial blood flow to the legs is markedly reduced';

// The day of the procedure.
export const procedureDayIntro: Block = {
  kind: 'p',
  text: 'The procedure itself usually takes about {{duration.nonthermal}}; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.',
};
export const entrySiteAnaesthesia =
  'You lie on the procedure table, the leg is disinfected, and the catheter entry site is numbed with local anaesthetic.';

// The day of the procedure (Flebogrif and VenaSeal).
export const catheterUnderUltrasound =
  'Under ultrasound, the catheter is inserted into the vein and we check that its tip sits at a safe distance from where the vein joins the deep vein.';

// Possible side effects.
export const reopening = 'Part of the closed vein may reopen, and further treatment may be needed';
