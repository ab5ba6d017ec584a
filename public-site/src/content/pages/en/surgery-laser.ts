import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as thermal from './shared/thermal';

const content: SurgeryPage = {
  nameKo: '레이저 열폐쇄술',
  nameEn: 'Endovenous laser ablation (EVLA)',
  title: 'Endovenous laser ablation (EVLA)',
  description:
    'How endovenous laser ablation closes refluxing veins with laser heat, tumescent anaesthesia, who it suits, the procedure day, after-care and side effects.',
  lead: 'Endovenous laser ablation closes a refluxing vein by placing a thin optical fibre inside it and using laser energy to produce heat, which shrinks the vein wall. It is done under tumescent local anaesthesia, in which dilute anaesthetic fluid is placed around the vein. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
      blocks: [
        {
          kind: 'p',
          text: 'Under ultrasound, a thin tube is placed in the vein, and an optical fibre that emits laser light is passed through it. The laser energy from the fibre tip is absorbed by the vein wall and the blood and turned into heat, which shrinks the vein wall and closes the vein. The fibre is withdrawn slowly at a steady speed so that heat is delivered evenly along the whole vein being treated.',
        },
        {
          kind: 'p',
          text: 'How the energy is delivered differs somewhat with the laser wavelength and type of fibre, and the doctor adjusts the energy according to the diameter and depth of the vein. Before heat is applied, tumescent anaesthesia (plenty of dilute local anaesthetic injected around the vein) reduces pain and protects the surrounding skin and nerves from the heat. Over time the closed vein turns into fibrous tissue and gradually shrinks.',
        },
        {
          kind: 'figure',
          image: 'heat',
          alt: 'Illustration of laser light coming from the tip of an optical fibre inside a leg vein, heating the vein wall so that the vein shrinks and closes. The tumescent anaesthetic fluid surrounding the vein is also shown.',
          caption: 'Endovenous laser ablation closes the vein with laser heat from an optical fibre',
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
            'People whose vein to be treated runs fairly straight, so the tube and fibre can pass easily',
            thermal.shieldedByTumescent,
            'People whose vein is suited to treatment with energy adjusted to its diameter and length',
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
          text: 'In the following cases laser ablation may not be suitable, or may need to be postponed. We then consider other treatment options with you.',
        },
        thermal.notSuitable,
      ],
    },
    {
      id: 'procedure-day',
      heading: surgery.headings.procedureDay,
      blocks: [
        thermal.procedureDayIntro('laser'),
        {
          kind: 'list',
          ordered: true,
          items: [
            surgery.checkIn,
            surgery.ultrasoundMarking,
            'You lie on the procedure table, the leg is disinfected, the entry site is numbed with local anaesthetic, and the tube and fibre are inserted into the vein under ultrasound.',
            'We check that the fibre tip sits at a safe distance from where the vein joins the deep vein, and inject tumescent anaesthetic fluid around the vein.',
            'The laser is switched on and the fibre is slowly withdrawn, closing the vein. You wear protective glasses during the procedure. Side-branch varicose veins are treated at the same time if needed.',
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
            'It is common for bruising or a pulling feeling along the treated vein to appear a few days after the procedure and then gradually ease.',
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
          text: 'The following side effects can occur after laser ablation. Most are mild and improve with time, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            thermal.bruising,
            thermal.phlebitis,
            thermal.nerveIrritation,
            'Skin burn from the heat; infection at the entry site (rare)',
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
          text: 'Laser ablation costs {{fee.laser}}. Insurance status: {{insurance.laser}}. You can also see the cost of each item on the cost page.',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: {
    duration: '{{duration.laser}}',
    anesthesia: thermal.anesthesia,
    cost: '{{fee.laser}}',
    insurance: '{{insurance.laser}}',
    recovery: thermal.recovery,
  },
  factLabels: surgery.factLabels,
};

export default content;
