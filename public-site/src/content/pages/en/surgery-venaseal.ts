import type { SurgeryPage } from '../../types';

const content: SurgeryPage = {
  nameKo: '베나실',
  nameEn: 'VenaSeal',
  title: 'VenaSeal medical adhesive closure',
  description:
    'How VenaSeal closes refluxing veins with a medical adhesive: who it suits and who it may not, the procedure day, after-care and side effects.',
  lead: 'VenaSeal closes a refluxing vein by placing small amounts of medical adhesive (cyanoacrylate) inside it through a thin catheter and pressing the vein shut. No heat or sclerosant is used, so no tumescent anaesthesia is needed; local anaesthesia is given just at the catheter entry site. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How does it work?',
      blocks: [
        {
          kind: 'p',
          text: 'The medical adhesive used in VenaSeal sets quickly when it comes into contact with blood. A catheter is placed in the vein under ultrasound guidance; a small amount of adhesive is released from its tip, and the vein is pressed from the skin surface so that its walls stick together. Repeating this while withdrawing the catheter step by step at regular intervals closes the whole section being treated.',
        },
        {
          kind: 'p',
          text: 'Because no heat is used, tumescent anaesthesia is not needed, and there is relatively less concern about heat damage to nearby nerves or skin. The set adhesive stays inside the vein and, over time, turns into fibrous tissue together with the vein. Once the vein is closed, blood returns to the heart through nearby healthy veins.',
        },
        {
          kind: 'figure',
          image: 'glue',
          alt: 'Illustration of a catheter inside a leg vein releasing small amounts of medical adhesive, with the vein pressed from the skin surface so its walls stick together and close.',
          caption: 'VenaSeal closes the vein by placing medical adhesive and pressing',
        },
      ],
    },
    {
      id: 'suitable',
      heading: 'Who it may suit',
      blocks: [
        {
          kind: 'p',
          text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have heavy or swollen legs, cramps or visible varicose veins. It may be particularly helpful in the following cases.',
        },
        {
          kind: 'list',
          items: [
            'People who would rather avoid tumescent anaesthetic injections or treatments that use heat',
            'People who need treatment where nerves run close to the vein',
            'People who find it difficult to wear compression stockings after the procedure (whether you need them is decided by the doctor according to your condition)',
          ],
        },
        {
          kind: 'p',
          text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your allergy history and general health.',
        },
      ],
    },
    {
      id: 'not-suitable',
      heading: 'When it may not be suitable',
      blocks: [
        {
          kind: 'p',
          text: 'In the following cases VenaSeal may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
        },
        {
          kind: 'list',
          items: [
            'People who have had an allergic reaction to cyanoacrylate (medical superglue, some artificial-nail adhesives and the like)',
            'People with acute deep vein thrombosis, or acute thrombophlebitis in the vein to be treated',
            'People with an acute infection anywhere in the body',
            'People who are pregnant or breastfeeding',
            'When the vein is so twisted that the catheter cannot pass easily, or arterial blood flow to the legs is markedly reduced',
          ],
        },
      ],
    },
    {
      id: 'procedure-day',
      heading: 'The day of the procedure, step by step',
      blocks: [
        {
          kind: 'p',
          text: 'The procedure itself usually takes about 30–40 minutes; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'After you check in, we confirm your health, any allergies and the medicines you take, explain the procedure again, and you sign the consent form.',
            'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.',
            'You lie on the procedure table, the leg is disinfected, and the catheter entry site is numbed with local anaesthetic.',
            'Under ultrasound, the catheter is inserted into the vein and we check that its tip sits at a safe distance from where the vein joins the deep vein.',
            'Small amounts of adhesive are placed and the vein is pressed, again and again, while the catheter is withdrawn, closing the vein.',
            'A small plaster is put on the entry site, you walk for a short while so we can check how you are, and you go home.',
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: 'After the procedure',
      blocks: [
        {
          kind: 'p',
          text: 'You can walk straight after the procedure, and light walking helps circulation and recovery. Because of how VenaSeal works, compression stockings are sometimes worn just briefly or not at all; but if side branches were treated at the same time or there is swelling, we may recommend them, so please follow the advice you are given.',
        },
        {
          kind: 'list',
          items: [
            'For a few days, avoid strenuous exercise, saunas and hot baths, and heavy drinking.',
            'Come back on the scheduled day for an ultrasound check that the vein has closed well and that no clot has formed in the deep veins.',
            'Between a few days and a few weeks after the procedure, the skin along the treated vein may become red, itchy or sore; if so, do not just put up with it, but let us know.',
            'If you are planning a long flight or a long journey, please talk to us in advance.',
          ],
        },
      ],
    },
    {
      id: 'side-effects',
      heading: 'Possible side effects',
      blocks: [
        {
          kind: 'p',
          text: 'The following side effects can occur after VenaSeal. Most are mild and improve with time or with medication, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            'Bruising, tenderness',
            'A phlebitis-like reaction with redness, itching or pain along the treated vein (regarded as a hypersensitivity reaction to the adhesive and treated with medication if needed)',
            'Skin pigmentation, a firm feeling along the treated vein',
            'Allergic reaction to the adhesive; inflammation or a small granuloma at the catheter entry site (rare)',
            'Part of the closed vein may reopen, and further treatment may be needed',
            'Deep vein thrombosis (rare)',
          ],
        },
        {
          kind: 'note',
          text: 'If your calf or thigh suddenly becomes very swollen and painful, you become short of breath or have chest pain, a wound keeps bleeding, or you develop a fever, contact the clinic at once or go to the nearest emergency department.',
        },
      ],
    },
    {
      id: 'cost',
      heading: 'Cost',
      blocks: [
        {
          kind: 'p',
          text: 'VenaSeal costs 6.0–6.5 million won and is a non-covered item, not covered by national health insurance. You can also see the cost of each item on the cost page.',
        },
        {
          kind: 'note',
          text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, and whether side-branch varicose veins need additional treatment. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
        },
      ],
    },
  ],
  facts: {
    duration: '30–40 minutes',
    anesthesia: 'Local anaesthesia limited to the catheter entry site (no tumescent anaesthesia)',
    cost: '6.0–6.5 million won (non-covered)',
    insurance: 'Not covered (non-covered item)',
    recovery:
      'Walking and light daily activities are usually possible from the same day (varies from person to person)',
  },
  factLabels: {
    duration: 'Procedure time',
    anesthesia: 'Anaesthesia',
    cost: 'Cost',
    insurance: 'National health insurance',
    recovery: 'Return to daily activities',
  },
};

export default content;
