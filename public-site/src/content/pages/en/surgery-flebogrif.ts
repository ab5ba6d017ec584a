import type { SurgeryPage } from '../../types';

const content: SurgeryPage = {
  nameKo: '플레보그리프',
  nameEn: 'Flebogrif',
  title: 'Flebogrif mechanochemical ablation',
  description:
    'How Flebogrif closes refluxing veins by abrading the vein wall while infusing foam sclerosant: who it suits, the procedure, after-care and side effects.',
  lead: 'Flebogrif is a mechanochemical ablation: a catheter with an expanding tip irritates the inner wall of the vein while a foam sclerosant is infused, closing the refluxing vein. Because no heat is used, no tumescent anaesthesia is needed; local anaesthesia is given just at the catheter entry site. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How does it work?',
      blocks: [
        {
          kind: 'p',
          text: 'The Flebogrif catheter is advanced inside the vein to the starting point of treatment, and its tip is then opened so that several small hook-shaped metal elements spread out towards the vein wall. As the catheter is slowly withdrawn, these elements evenly scratch and irritate the inner lining of the vein (the endothelium), while foam sclerosant is infused through the catheter at the same time.',
        },
        {
          kind: 'p',
          text: 'The foam sclerosant reaches widely across the mechanically irritated vein wall and acts on it, so the vein closes; over time the closed vein turns into fibrous tissue and gradually shrinks. Because no heat is used, tumescent anaesthesia is not needed, and there is relatively less concern about heat damage to the surrounding tissue.',
        },
        {
          kind: 'figure',
          image: 'catheter',
          alt: 'Illustration of a catheter inside a leg vein with small metal elements opened out at its tip, irritating the vein wall while foam sclerosant is released, and the vein closing.',
          caption: 'Flebogrif irritates the vein wall while infusing foam sclerosant',
        },
      ],
    },
    {
      id: 'suitable',
      heading: 'Who it may suit',
      blocks: [
        {
          kind: 'p',
          text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein or in a large side-branch vein, and who have heavy or swollen legs, cramps or visible varicose veins. It may be particularly helpful in the following cases.',
        },
        {
          kind: 'list',
          items: [
            'People who would rather avoid the tumescent anaesthetic injections needed for heat treatments',
            'People who need treatment where nerves run close to the vein, such as below the knee or the small saphenous vein',
            'People whose vein runs straight enough for the catheter to pass',
          ],
        },
        {
          kind: 'p',
          text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your general health.',
        },
      ],
    },
    {
      id: 'not-suitable',
      heading: 'When it may not be suitable',
      blocks: [
        {
          kind: 'p',
          text: 'In the following cases Flebogrif may not be suitable, or may need to be postponed. Because a foam sclerosant is used, we also check your relevant medical history in advance.',
        },
        {
          kind: 'list',
          items: [
            'People who have had an allergic reaction to a sclerosant such as polidocanol',
            'People with acute deep vein thrombosis, or active thrombophlebitis in the vein to be treated',
            'People who are pregnant or breastfeeding',
            'People who have had symptoms related to a hole in the heart (such as a patent foramen ovale) or a stroke without a clear cause',
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
            'After you check in, we confirm your health and the medicines you take, explain the procedure again, and you sign the consent form.',
            'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.',
            'You lie on the procedure table, the leg is disinfected, and the catheter entry site is numbed with local anaesthetic.',
            'Under ultrasound, the catheter is inserted into the vein and we check that its tip sits at a safe distance from where the vein joins the deep vein.',
            'The tip is opened and the catheter is slowly withdrawn while foam sclerosant is infused, closing the vein. Side-branch varicose veins are treated at the same time if needed.',
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
            'Lumps or a pulling feeling along the treated vein usually ease with time.',
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
          text: 'The following side effects can occur after Flebogrif. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            'Bruising, tenderness, a pulling sensation',
            'Firm lumps along the treated vein, superficial phlebitis',
            'Skin pigmentation',
            'Allergic reaction to the sclerosant; temporary visual disturbance or headache after foam sclerosant (rare)',
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
          text: 'Flebogrif costs 6.0–6.5 million won and is a non-covered item, not covered by national health insurance. You can also see the cost of each item on the cost page.',
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
