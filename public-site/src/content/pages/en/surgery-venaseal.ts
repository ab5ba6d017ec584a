import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';

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
      heading: surgery.headings.howItWorks,
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
      heading: surgery.headings.suitable,
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
      heading: surgery.headings.notSuitable,
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
            treatment.pregnantOrBreastfeeding,
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
            'After you check in, we confirm your health, any allergies and the medicines you take, explain the procedure again, and you sign the consent form.',
            surgery.ultrasoundMarking,
            nonThermal.entrySiteAnaesthesia,
            nonThermal.catheterUnderUltrasound,
            'Small amounts of adhesive are placed and the vein is pressed, again and again, while the catheter is withdrawn, closing the vein.',
            'A small plaster is put on the entry site, you walk for a short while so we can check how you are, and you go home.',
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: surgery.headings.afterCare,
      blocks: [
        {
          kind: 'p',
          text: 'You can walk straight after the procedure, and light walking helps circulation and recovery. Because of how VenaSeal works, compression stockings are sometimes worn just briefly or not at all; but if side branches were treated at the same time or there is swelling, we may recommend them, so please follow the advice you are given.',
        },
        {
          kind: 'list',
          items: [
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            'Between a few days and a few weeks after the procedure, the skin along the treated vein may become red, itchy or sore; if so, do not just put up with it, but let us know.',
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
          text: 'The following side effects can occur after VenaSeal. Most are mild and improve with time or with medication, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            'Bruising, tenderness',
            'A phlebitis-like reaction with redness, itching or pain along the treated vein (regarded as a hypersensitivity reaction to the adhesive and treated with medication if needed)',
            'Skin pigmentation, a firm feeling along the treated vein',
            'Allergic reaction to the adhesive; inflammation or a small granuloma at the catheter entry site (rare)',
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
          text: 'VenaSeal costs {{fee.nonthermal}}. Insurance status: {{insurance.nonthermal}}. You can also see the cost of each item on the cost page.',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
