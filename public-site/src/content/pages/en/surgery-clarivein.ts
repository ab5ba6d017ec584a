import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';
import * as mechanochemical from './shared/mechanochemical';

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
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        {
          kind: 'p',
          text: 'It is considered for people in whom a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in the great or small saphenous vein, and who have symptoms such as heavy, swollen legs or cramps, or visible varicose veins. It may be particularly helpful in the following cases.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.avoidsTumescent,
            'People who need treatment where nerves run close to the vein, such as the great saphenous vein below the knee or the small saphenous vein',
            'People whose vein runs fairly straight, so the catheter can pass easily',
          ],
        },
        surgery.methodDecision,
      ],
    },
    {
      id: 'not-suitable',
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: 'In the following cases ClariVein may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.sclerosantAllergy,
            mechanochemical.acuteThrombosis,
            treatment.pregnantOrBreastfeeding,
            'When the vein is very widely dilated or so twisted that the catheter cannot pass easily',
            surgery.arterialFlow,
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
            'Under ultrasound, the vein is entered with a fine needle and the catheter is inserted; we check that its tip sits at a safe distance from where the vein joins the deep vein.',
            'The sclerosant is infused while the wire rotates, and the catheter is slowly withdrawn to close the vein. Side-branch varicose veins are treated at the same time if needed.',
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
            'A pulling or firm feeling along the treated vein usually eases with time.',
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
          text: 'The following side effects can occur after ClariVein. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.bruising,
            mechanochemical.lumpsAndPhlebitis,
            mechanochemical.pigmentation,
            'Allergic reaction to the sclerosant (rare)',
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
          text: 'ClariVein costs {{fee.nonthermal}}. Insurance status: {{insurance.nonthermal}}. You can also see the cost of each item on the cost page.',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
