import type { ArticlePage } from '../../types';

const content: ArticlePage = {
  title: 'Diagnostic criteria for varicose veins',
  description:
    'How varicose veins are diagnosed with vascular ultrasound: criteria for reflux time and vein diameter, and the CEAP classification.',
  lead: 'Varicose veins are not diagnosed from the appearance of the visible veins alone. Together with a physical examination, we check reflux and vein diameter with vascular ultrasound and summarise the condition using the internationally used CEAP classification.',
  sections: [
    {
      id: 'duplex-ultrasound',
      heading: 'Vascular (duplex) ultrasound examination',
      blocks: [
        {
          kind: 'p',
          text: 'Duplex ultrasound combines ultrasound images showing the shape of the vessels with a Doppler examination measuring the flow of blood, and it is the basic examination for diagnosing varicose veins. No needles or contrast agents are used: gel is applied to the skin and a probe is placed on it.',
        },
        {
          kind: 'figure',
          image: 'ultrasound',
          alt: 'Drawing of a doctor placing an ultrasound probe on the leg of a standing patient, with a monitor beside them showing a cross-section of a vein and a blood-flow waveform',
          caption: 'Duplex ultrasound shows both the shape of the veins and the flow of blood.',
        },
        {
          kind: 'p',
          text: 'Because reflux shows up most clearly in positions where gravity acts, the examination is mainly done standing. We squeeze and release the calf by hand, or ask you to bear down (the Valsalva manoeuvre), to check whether the valves close properly. We look in turn at the deep veins, the great and small saphenous veins, the perforating veins and the tributary veins, and we also check that there are no clots or blockages in the deep veins.',
        },
      ],
    },
    {
      id: 'reflux',
      heading: 'Reflux time criteria',
      blocks: [
        {
          kind: 'p',
          text: 'When the valves are normal, any backward flow after the pressure is released stops within a very short moment. If the reflux lasts longer than a certain time, the valves are considered to be failing, that is, the reflux is pathological. The criteria commonly used in clinical guidelines are as follows.',
        },
        {
          kind: 'table',
          caption: 'Commonly used criteria for pathological reflux',
          head: ['Veins', 'Reflux time'],
          rows: [
            ['Superficial veins (great and small saphenous veins, tributaries)', 'More than 0.5 seconds'],
            ['Perforating veins', 'More than 0.5 seconds'],
            ['Deep veins (femoral and popliteal veins)', 'More than 1.0 second'],
          ],
        },
        {
          kind: 'note',
          text: 'Reflux time can vary with the position and technique of the examination. That is why we do not rely on a single number, but judge it together with your symptoms, the physical findings and the vein diameter.',
        },
      ],
    },
    {
      id: 'diameter',
      heading: 'Vein diameter and shape',
      blocks: [
        {
          kind: 'p',
          text: 'The CEAP classification distinguishes widened veins by their diameter measured standing. Thread veins less than 1 mm across are telangiectasias, bluish net-like veins of 1–3 mm are reticular veins, and veins under the skin widened to 3 mm or more are varicose veins.',
        },
        {
          kind: 'p',
          text: 'On ultrasound we also check the diameter of a refluxing great or small saphenous vein, how deep it lies under the skin, and how twisted and long it is. This information is used to judge whether treatment is needed and, if so, which method suits you. Vein diameter alone does not decide treatment; reflux and symptoms are considered together.',
        },
      ],
    },
    {
      id: 'ceap',
      heading: 'The CEAP classification',
      blocks: [
        {
          kind: 'p',
          text: 'The CEAP classification is an international system that describes chronic venous disease in four respects: clinical signs (C), etiology (E), anatomy (A) and pathophysiology (P). Its clinical part (C) divides the changes seen in the legs into classes C0 to C6.',
        },
        {
          kind: 'table',
          caption: 'CEAP clinical classification (C)',
          head: ['Class', 'Description'],
          rows: [
            ['C0', 'No visible or palpable signs of venous disease'],
            ['C1', 'Telangiectasias (thread veins) or reticular veins'],
            ['C2', 'Varicose veins (veins under the skin widened to 3 mm or more)'],
            ['C3', 'Swelling (oedema) caused by venous disease'],
            [
              'C4',
              'Changes in the skin and subcutaneous tissue caused by venous disease (pigmentation, eczema, lipodermatosclerosis, atrophie blanche, etc.)',
            ],
            ['C5', 'Healed venous ulcer'],
            ['C6', 'Active venous ulcer that has not healed'],
          ],
        },
        {
          kind: 'p',
          text: 'If there are symptoms, an s (symptomatic) is added after the class, or an a (asymptomatic) if there are none, as in C2s. Etiology (E) is divided into congenital, primary and secondary (for example, after deep vein thrombosis); anatomy (A) into superficial, deep and perforating veins; and pathophysiology (P) into reflux, obstruction or both.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'How the diagnosis is used',
      blocks: [
        {
          kind: 'p',
          text: 'Putting the physical findings and ultrasound results together shows where the reflux begins and what stage the condition has reached. Based on these results, the doctor explains whether everyday care and compression stockings are enough, or whether sclerotherapy or a procedure is needed. If treatment is needed, we also tell you which method suits you, what it costs and whether health insurance applies. Please feel free to ask questions as you look at the results.',
        },
      ],
    },
  ],
};

export default content;
