import type { SurgeryPage } from '../../types';

const content: SurgeryPage = {
  nameKo: '고주파 열폐쇄술',
  nameEn: 'Radiofrequency ablation (RFA)',
  title: 'Radiofrequency ablation (RFA)',
  description:
    'How radiofrequency ablation closes refluxing veins with heat, tumescent anaesthesia, who it suits, the procedure day, after-care and side effects.',
  lead: 'Radiofrequency ablation closes a refluxing vein by using radiofrequency energy to produce heat from a catheter placed inside it, which shrinks the vein wall. It is done under tumescent local anaesthesia, in which dilute anaesthetic fluid is placed around the vein. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How does it work?',
      blocks: [
        {
          kind: 'p',
          text: 'The tip of the radiofrequency catheter has a heating section that, when supplied with radiofrequency energy, warms the vein wall to a set temperature. As the collagen in the heated vein wall contracts, the vein shrinks and closes; over time it turns into fibrous tissue and gradually becomes smaller. The catheter is moved one section at a time until the whole vein to be treated is closed.',
        },
        {
          kind: 'p',
          text: 'Before heat is applied, tumescent anaesthesia is given: plenty of dilute local anaesthetic is injected around the vein under ultrasound. It reduces pain, compresses the vein against the catheter, and protects the surrounding skin and nerves from the heat. Sedative medication is sometimes added if needed.',
        },
        {
          kind: 'figure',
          image: 'heat',
          alt: 'Illustration of a radiofrequency catheter inside a leg vein whose tip heats the vein wall so that the vein shrinks and closes. The tumescent anaesthetic fluid surrounding the vein is also shown.',
          caption: 'Radiofrequency ablation shrinks and closes the vein wall with heat from the catheter tip',
        },
      ],
    },
    {
      id: 'suitable',
      heading: 'Who it may suit',
      blocks: [
        {
          kind: 'p',
          text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have heavy or swollen legs, cramps or visible varicose veins. It is particularly suitable in the following cases.',
        },
        {
          kind: 'list',
          items: [
            'People whose vein to be treated runs fairly straight, so the catheter can pass easily',
            'People whose vein lies at some depth under the skin, so tumescent anaesthesia can shield it well from the heat',
            'People who need treatment of a relatively wide, long section, such as the great saphenous vein in the thigh',
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
          text: 'In the following cases radiofrequency ablation may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
        },
        {
          kind: 'list',
          items: [
            'People with acute deep vein thrombosis, or a clot inside the vein to be treated',
            'People who are pregnant or breastfeeding',
            'When the vein is very twisted, or lies just under the skin so that heat damage to the skin is a concern',
            'People who have had an allergic reaction to a local anaesthetic',
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
          text: 'Depending on the extent of treatment, the procedure itself usually takes about 30–60 minutes; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'After you check in, we confirm your health and the medicines you take, explain the procedure again, and you sign the consent form.',
            'The position and extent of the vein to be treated are checked with vascular ultrasound and marked on the skin.',
            'You lie on the procedure table, the leg is disinfected, the entry site is numbed with local anaesthetic, and the catheter is inserted into the vein under ultrasound.',
            'We check that the catheter tip sits at a safe distance from where the vein joins the deep vein, and inject tumescent anaesthetic fluid around the vein.',
            'Heat is applied with radiofrequency energy one section at a time as the catheter is moved, closing the vein. Side-branch varicose veins are treated at the same time if needed.',
            'A compression stocking or bandage is put on; you rest for a while, try walking, and go home once we have checked how you are.',
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
          text: 'You can walk from the day of the procedure, and light walking helps circulation and recovery. Most people return to daily activities within a day to a few days, but this varies with your work and how you recover. If sedation is used, please plan not to drive yourself that day.',
        },
        {
          kind: 'list',
          items: [
            'Wear compression stockings for the period you were advised.',
            'For a few days, avoid strenuous exercise, saunas and hot baths, and heavy drinking.',
            'Come back on the scheduled day for an ultrasound check that the vein has closed well and that no clot has formed in the deep veins.',
            'It is common for a pulling feeling along the treated vein to appear a few days after the procedure and then gradually ease.',
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
          text: 'The following side effects can occur after radiofrequency ablation. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            'Bruising, tenderness, a pulling feeling along the treated vein',
            'Superficial phlebitis, skin pigmentation',
            'Tingling or reduced feeling in the skin from irritation of nearby nerves (usually improves with time, but can last a long time)',
            'Skin burn from the heat; infection at the catheter entry site (rare)',
            'A clot at the end of the closed vein extending towards the deep vein, or deep vein thrombosis (rare)',
            'Allergic reaction to the local anaesthetic (rare)',
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
          text: 'Radiofrequency ablation costs 3.8–4.2 million won and is a non-covered item, not covered by national health insurance. You can also see the cost of each item on the cost page.',
        },
        {
          kind: 'note',
          text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, and whether side-branch varicose veins need additional treatment. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
        },
      ],
    },
  ],
  facts: {
    duration: '30–60 minutes',
    anesthesia: 'Tumescent local anaesthesia (sedation may be added if needed)',
    cost: '3.8–4.2 million won (non-covered)',
    insurance: 'Not covered (non-covered item)',
    recovery: 'Usually back to daily activities within a day to a few days (varies from person to person)',
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
