import type { SurgeryPage } from '../../types';
import * as surgery from './shared/surgery';

const content: SurgeryPage = {
  nameKo: '발거술',
  nameEn: 'High ligation and stripping',
  title: 'High ligation and stripping',
  description:
    'How vein stripping works, anaesthesia, who it suits, the day of surgery, recovery, side effects and national health insurance coverage.',
  lead: 'Stripping is an operation in which the refluxing great or small saphenous vein is tied off near where it joins the deep vein and then removed from the body. It is a long-established surgical method, usually performed under spinal or general anaesthesia, and it is covered by national health insurance. Whether it suits you is decided by the doctor after a vascular ultrasound examination and consultation.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How is the operation done?',
      blocks: [
        {
          kind: 'p',
          text: 'For the great saphenous vein a small incision is made in the groin, and for the small saphenous vein behind the knee; close to where the superficial vein joins the deep vein, the vein and its small nearby branches are tied off and divided. This is called high ligation. A thin instrument (a stripper) is then passed inside the vein, and the section of vein with reflux is pulled out of the body.',
        },
        {
          kind: 'p',
          text: 'Side-branch varicose veins bulging on the skin are removed at the same time through several small incisions a few millimetres long. Blood from where the vein was removed returns to the heart through the other healthy veins of the leg. Unlike methods that close the vein with heat or medicine, the vein is removed directly, so the operation can be done even when the vein is very wide or twisted and catheter treatment is difficult.',
        },
        {
          kind: 'figure',
          image: 'stripping',
          alt: 'Illustration of stripping: the great saphenous vein is tied off through a small incision in the groin and pulled out towards the lower leg with a thin instrument passed inside the vein.',
          caption: 'Stripping: the vein is tied off and then removed with a thin instrument',
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
            'People whose vein is very widely dilated or so twisted that a catheter or fibre cannot pass easily',
            'People whose vein lies just under the skin, so heat damage to the skin from thermal treatment is a concern',
            'People whose vein is partly blocked inside, for example after earlier phlebitis',
            'People who prefer a surgical method covered by national health insurance',
          ],
        },
        {
          kind: 'p',
          text: 'Which method suits you in the end is decided by the doctor after looking at the condition of your veins together with your general health and the risks of anaesthesia.',
        },
      ],
    },
    {
      id: 'not-suitable',
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: 'Because stripping needs spinal or general anaesthesia and involves incisions, it may not be suitable, or may need to be postponed, in the following cases. We then consider other treatment options with you.',
        },
        {
          kind: 'list',
          items: [
            'People for whom anaesthesia carries a high risk, for example because of heart or lung disease',
            'People with acute deep vein thrombosis',
            'People who are pregnant',
            'People with an infection or severe skin disease where the operation would be done',
            'People with a bleeding disorder, or taking anticoagulants that need adjusting; people with markedly reduced arterial blood flow to the legs',
          ],
        },
      ],
    },
    {
      id: 'procedure-day',
      heading: 'The day of the operation, step by step',
      blocks: [
        {
          kind: 'p',
          text: 'The operation itself usually takes about {{duration.stripping}}. Time for preparing the anaesthesia and recovering afterwards is added, so you will be at the clinic longer than this. Before the operation, tests needed for anaesthesia, such as blood tests, are done in advance, and you fast from the time you are told.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'After you check in, we confirm that you have fasted, your health and the medicines you take, explain the operation and anaesthesia again, and you sign the consent form.',
            'While you stand, the vein to be treated and the side-branch varicose veins are checked with vascular ultrasound and marked on the skin.',
            'In the operating room, spinal or general anaesthesia is given.',
            'A small incision is made in the groin or behind the knee, the vein is tied off and removed with the instrument, and side-branch varicose veins are removed through small incisions.',
            'The incisions are closed, and a compression bandage or stocking is put on.',
            'You are observed in the recovery room until the anaesthesia has fully worn off and feeling has returned to your legs. Depending on your condition you go home the same day or stay briefly; please go home with a companion and do not drive yourself.',
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: 'After the operation',
      blocks: [
        {
          kind: 'p',
          text: 'After the operation, too, walking as early and as often as you can helps prevent clots and supports recovery. Light daily activities are usually possible within a few days, but because there are incisions and bruising, recovery may take a little longer than after catheter procedures, and it varies from person to person.',
        },
        {
          kind: 'list',
          items: [
            'Wear the compression bandage and stockings as and for as long as you were advised.',
            'Keep the wounds clean and dry; follow the advice given at your visit on when to start showering and when stitches will be removed.',
            'Talk to the doctor, as your wounds heal, before starting strenuous exercise, heavy lifting, saunas and hot baths, or heavy drinking.',
            'Bruising on the thigh and calf usually fades gradually over a few weeks.',
            'Come back on the scheduled day so we can check your wounds and legs, with an ultrasound examination if needed.',
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
          text: 'The following side effects can occur after stripping. Most improve with time, but please tell us whenever something is uncomfortable.',
        },
        {
          kind: 'list',
          items: [
            'Bruising and haematoma, pain at the operation site',
            'Scars at the incisions, wound infection',
            'Tingling or reduced feeling in the skin of the calf or ankle from irritation of nearby nerves (usually improves with time, but can last a long time)',
            'Lymph fluid collecting in the groin wound; skin pigmentation',
            surgery.deepVeinThrombosis,
            'Symptoms related to anaesthesia, such as headache after spinal anaesthesia or temporary difficulty passing urine',
          ],
        },
        surgery.emergencyNote,
      ],
    },
    {
      id: 'cost',
      heading: 'Cost and national health insurance',
      blocks: [
        {
          kind: 'p',
          text: 'Stripping costs {{fee.stripping}}. Insurance status: {{insurance.stripping}}. The amount you actually pay may vary with the insurance rules. You can also see the cost of each item on the cost page.',
        },
        {
          kind: 'note',
          text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, the type of anaesthesia, and whether you stay in hospital. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
        },
      ],
    },
  ],
  facts: {
    duration: '{{duration.stripping}}',
    anesthesia: 'Spinal or general anaesthesia',
    cost: '{{fee.stripping}}',
    insurance: '{{insurance.stripping}}',
    recovery:
      'Light daily activities usually within a few days; strenuous activity is resumed as the wounds heal (varies from person to person)',
  },
  factLabels: surgery.factLabels,
};

export default content;
