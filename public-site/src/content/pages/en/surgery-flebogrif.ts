import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';
import * as mechanochemical from './shared/mechanochemical';

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
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        {
          kind: 'p',
          text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein or in a large side-branch vein, and who have heavy or swollen legs, cramps or visible varicose veins. It may be particularly helpful in the following cases.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.avoidsTumescent,
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
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: 'In the following cases Flebogrif may not be suitable, or may need to be postponed. Because a foam sclerosant is used, we also check your relevant medical history in advance.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.sclerosantAllergy,
            mechanochemical.acuteThrombosis,
            treatment.pregnantOrBreastfeeding,
            'People who have had symptoms related to a hole in the heart (such as a patent foramen ovale) or a stroke without a clear cause',
            nonThermal.tortuousVein,
          ],
        },
      ],
    },
    {
      id: 'procedure-day',
      heading: surgery.headings.procedureDay,
      blocks: [
        nonThermal.procedureDayIntro,
        {
          kind: 'list',
          ordered: true,
          items: [
            surgery.checkIn,
            surgery.ultrasoundMarking,
            nonThermal.entrySiteAnaesthesia,
            nonThermal.catheterUnderUltrasound,
            'The tip is opened and the catheter is slowly withdrawn while foam sclerosant is infused, closing the vein. Side-branch varicose veins are treated at the same time if needed.',
            mechanochemical.stockingAndWalk,
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: surgery.headings.afterCare,
      blocks: [
        mechanochemical.afterCareIntro,
        {
          kind: 'list',
          items: [
            treatment.wearStockings,
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            'Lumps or a pulling feeling along the treated vein usually ease with time.',
            treatment.longJourney,
          ],
        },
      ],
    },
    {
      id: 'side-effects',
      heading: surgery.headings.sideEffects,
      blocks: [
        {
          kind: 'p',
          text: 'The following side effects can occur after Flebogrif. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.bruising,
            mechanochemical.lumpsAndPhlebitis,
            mechanochemical.pigmentation,
            'Allergic reaction to the sclerosant; temporary visual disturbance or headache after foam sclerosant (rare)',
            nonThermal.reopening,
            surgery.deepVeinThrombosis,
          ],
        },
        surgery.emergencyNote,
      ],
    },
    {
      id: 'cost',
      heading: surgery.headings.cost,
      blocks: [
        {
          kind: 'p',
          text: 'Flebogrif costs {{fee.nonthermal}}. Insurance status: {{insurance.nonthermal}}. You can also see the cost of each item on the cost page.',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
