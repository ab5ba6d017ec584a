import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as thermal from './shared/thermal';

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
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
      blocks: [
        surgery.refluxCriteria,
        {
          kind: 'list',
          items: [
            'People whose vein to be treated runs fairly straight, so the catheter can pass easily',
            thermal.shieldedByTumescent,
            'People who need treatment of a relatively wide, long section, such as the great saphenous vein in the thigh',
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
          text: 'In the following cases radiofrequency ablation may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
        },
        thermal.notSuitable,
      ],
    },
    {
      id: 'procedure-day',
      heading: surgery.headings.procedureDay,
      blocks: [
        thermal.procedureDayIntro('rfa'),
        {
          kind: 'list',
          ordered: true,
          items: [
            surgery.checkIn,
            surgery.ultrasoundMarking,
            'You lie on the procedure table, the leg is disinfected, the entry site is numbed with local anaesthetic, and the catheter is inserted into the vein under ultrasound.',
            'We check that the catheter tip sits at a safe distance from where the vein joins the deep vein, and inject tumescent anaesthetic fluid around the vein.',
            'Heat is applied with radiofrequency energy one section at a time as the catheter is moved, closing the vein. Side-branch varicose veins are treated at the same time if needed.',
            thermal.stockingAndRest,
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: surgery.headings.afterCare,
      blocks: [
        thermal.afterCareIntro,
        {
          kind: 'list',
          items: [
            treatment.wearStockings,
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            'It is common for a pulling feeling along the treated vein to appear a few days after the procedure and then gradually ease.',
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
          text: 'The following side effects can occur after radiofrequency ablation. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            thermal.bruising,
            thermal.phlebitis,
            thermal.nerveIrritation,
            'Skin burn from the heat; infection at the catheter entry site (rare)',
            thermal.clotExtension,
            thermal.anaestheticAllergy,
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
          text: 'Radiofrequency ablation costs {{fee.rfa}}. Insurance status: {{insurance.rfa}}. You can also see the cost of each item on the cost page.',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: {
    duration: '{{duration.rfa}}',
    anesthesia: thermal.anesthesia,
    cost: '{{fee.rfa}}',
    insurance: '{{insurance.rfa}}',
    recovery: thermal.recovery,
  },
  factLabels: surgery.factLabels,
};

export default content;
