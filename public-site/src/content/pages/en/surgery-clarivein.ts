import type { SurgeryPage } from '../../types';

const content: SurgeryPage = {
  nameKo: '클라리베인',
  nameEn: 'ClariVein',
  title: 'ClariVein mechanochemical ablation',
  description:
    'How ClariVein closes refluxing veins with a rotating catheter and a sclerosant: who it suits, the procedure day, after-care and side effects.',
  lead: 'ClariVein is a mechanochemical ablation (MOCA): a thin catheter is placed in the vein, and a sclerosant is infused while the wire at its tip rotates, closing the refluxing vein. Because no heat is used, no tumescent anaesthesia is needed; local anaesthesia is given just at the catheter entry site. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How does it work?',
      blocks: [
        {
          kind: 'p',
          text: 'The tip of the ClariVein catheter has a thin wire that rotates rapidly inside the vein. The rotating wire mechanically irritates the inner lining of the vein (the endothelium), so the vein contracts, and the sclerosant infused through the catheter at the same time penetrates and acts on the vein wall. As the catheter is gradually withdrawn, this continues along the whole section being treated and the vein closes.',
        },
        {
          kind: 'p',
          text: 'Because no heat is used, tumescent anaesthesia (injecting a large volume of anaesthetic fluid around the vein) is not needed, and there is relatively less concern about heat damage to the surrounding tissue. Over time the closed vein turns into fibrous tissue and gradually shrinks, and blood returns to the heart through nearby healthy veins.',
        },
        {
          kind: 'figure',
          image: 'catheter',
          alt: 'Illustration of a thin catheter inside a leg vein. The wire at the catheter tip rotates and irritates the vein wall while sclerosant is released, and the vein closes.',
          caption: 'ClariVein closes the vein with a rotating wire and a sclerosant',
        },
      ],
    },
    {
      id: 'suitable',
      heading: 'Who it may suit',
      blocks: [
        {
          kind: 'p',
          text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have symptoms such as heavy, swollen legs or cramps, or visible varicose veins. It may be particularly helpful in the following cases.',
        },
        {
          kind: 'list',
          items: [
            'People who would rather avoid the tumescent anaesthetic injections needed for heat treatments',
            'People who need treatment where nerves run close to the vein, such as the great saphenous vein below the knee or the small saphenous vein',
            'People whose vein runs fairly straight, so the catheter can pass easily',
          ],
        },
        {
          kind: 'p',
          text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your general health and the medicines you take.',
        },
      ],
    },
    {
      id: 'not-suitable',
      heading: 'When it may not be suitable',
      blocks: [
        {
          kind: 'p',
          text: 'In the following cases ClariVein may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
        },
        {
          kind: 'list',
          items: [
            'People who have had an allergic reaction to a sclerosant such as polidocanol',
            'People with acute deep vein thrombosis, or active thrombophlebitis in the vein to be treated',
            'People who are pregnant or breastfeeding',
            'When the vein is very widely dilated or so twisted that the catheter cannot pass easily',
            'People with markedly reduced arterial blood flow to the legs, or who will find it hard to walk after the procedure',
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
            'After you check in, we confirm your health and the medicines you take, explain the procedure again, and you sign the consent form.',
            'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.',
            'You lie on the procedure table, the leg is disinfected, and the catheter entry site is numbed with local anaesthetic.',
            'Under ultrasound, the vein is entered with a fine needle and the catheter is inserted; we check that its tip sits at a safe distance from where the vein joins the deep vein.',
            'The sclerosant is infused while the wire rotates, and the catheter is slowly withdrawn to close the vein. Side-branch varicose veins are treated at the same time if needed.',
            'You put on a compression stocking, walk for a short while so we can check how you are, and go home.',
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
          text: 'You can walk straight after the procedure, and light walking helps circulation and recovery. When you return to your daily routine varies from person to person, depending on your work and how you recover.',
        },
        {
          kind: 'list',
          items: [
            'Wear compression stockings for the period you were advised.',
            'For a few days, avoid strenuous exercise, saunas and hot baths, and heavy drinking.',
            'Come back on the scheduled day for an ultrasound check that the vein has closed well and that no clot has formed in the deep veins.',
            'A pulling or firm feeling along the treated vein usually eases with time.',
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
          text: 'The following side effects can occur after ClariVein. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            'Bruising, tenderness, a pulling sensation',
            'Firm lumps along the treated vein, superficial phlebitis',
            'Skin pigmentation',
            'Allergic reaction to the sclerosant (rare)',
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
          text: 'ClariVein costs 6.0–6.5 million won and is a non-covered item, not covered by national health insurance. You can also see the cost of each item on the cost page.',
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
