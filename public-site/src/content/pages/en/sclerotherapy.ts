import type { ArticlePage } from '../../types';
import * as treatment from './shared/treatment';

const content: ArticlePage = {
  title: 'Sclerotherapy',
  description:
    'How sclerotherapy works, liquid and foam sclerosants, ultrasound-guided treatment, suitable veins, the procedure, after-care and side effects.',
  lead: 'Sclerotherapy closes problem veins by injecting a sclerosant into them through a fine needle. It is mainly used for spider veins, reticular veins and relatively small varicose veins, and where needed the injection is guided by ultrasound. Which veins to treat and which method to use are decided by the doctor after a vascular ultrasound examination has checked for reflux.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'What is sclerotherapy?',
      blocks: [
        {
          kind: 'p',
          text: 'A sclerosant is a medicine that irritates the inner lining of the vein (the endothelium) so that the vein walls stick together and close. Polidocanol is commonly used in Korea. The closed vein is slowly absorbed by the body over weeks to months, and the blood that used to flow through it is redirected through nearby healthy veins.',
        },
        {
          kind: 'p',
          text: 'The sclerosant can be used as a liquid, or mixed with air or gas to make a foam. Liquid sclerosant is used for fine vessels; foam reaches more of the vein wall, so it is mainly used for somewhat larger veins. Deeper veins that cannot be seen on the skin, and larger branch veins, are injected while the needle and the spread of the sclerosant are watched on ultrasound; this is called ultrasound-guided sclerotherapy.',
        },
        {
          kind: 'figure',
          image: 'injection',
          alt: 'Illustration of a fine needle injecting sclerosant into a small vein under the skin of the leg. It also shows the injected part of the vein narrowing and closing.',
          caption: 'A sclerosant injected into the vein through a fine needle closes the vein',
        },
      ],
    },
    {
      id: 'suitable-veins',
      heading: 'Veins suitable for treatment',
      blocks: [
        {
          kind: 'p',
          text: 'Sclerotherapy suits relatively fine and small veins. It is mainly used in the following cases, and is sometimes planned together with other procedures.',
        },
        {
          kind: 'list',
          items: [
            'Spider veins (telangiectasias): fine red or purple vessels less than 1 mm across, just under the skin',
            'Reticular veins: bluish, net-like veins about 1–3 mm across, visible under the skin',
            'Small varicose veins and side branches',
            'Veins remaining after vein ablation or surgery, and small varicose veins that have come back',
          ],
        },
        {
          kind: 'note',
          text: 'If a main vein such as the great or small saphenous vein has reflux and just the small visible vessels are injected, the cause remains and the veins easily return. That is why we check for reflux with a vascular ultrasound examination before injection treatment.',
        },
      ],
    },
    {
      id: 'who-should-not',
      heading: 'When treatment should be postponed or avoided',
      blocks: [
        {
          kind: 'p',
          text: 'In the following cases it is safer not to have sclerotherapy, or to postpone it until your condition improves. If you are not sure whether any of these apply to you, please feel free to mention it at your consultation.',
        },
        {
          kind: 'list',
          items: [
            'People who have had an allergic reaction to a sclerosant',
            'People who have, or recently had, acute deep vein thrombosis or pulmonary embolism',
            treatment.pregnantOrBreastfeeding,
            'People with limited mobility, for example those who must stay in bed for long periods',
            'People with an infection or severe skin disease in the treatment area, or markedly reduced arterial blood flow to the legs',
            'For foam sclerosant: please tell us in advance if you have had symptoms related to a hole in the heart (such as a patent foramen ovale).',
          ],
        },
      ],
    },
    {
      id: 'procedure',
      heading: 'The procedure',
      blocks: [
        {
          kind: 'p',
          text: 'Sclerotherapy is done as an outpatient treatment, without admission or anaesthesia, and takes a relatively short time. If a large area needs treatment, it may be divided into several sessions a few weeks apart rather than done all at once.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'A vascular ultrasound examination confirms reflux and the veins to be treated, and the treatment areas are marked while you stand.',
            'You lie down and the skin is disinfected.',
            'The sclerosant is injected little by little into the vein through a fine needle. Deeper veins are injected under ultrasound guidance.',
            'The injection sites are pressed with cotton or pads, and a compression stocking or bandage is put on.',
            'You walk for a short while, your condition is checked, and you go home.',
          ],
        },
        {
          kind: 'note',
          text: 'The number of sessions and the cost depend on the extent of treatment and the condition of the veins, and are explained after the examination.',
        },
      ],
    },
    {
      id: 'after-care',
      heading: 'After treatment',
      blocks: [
        {
          kind: 'p',
          text: 'From the day of treatment you can do light everyday activities such as walking; in fact, walking often helps circulation. It takes weeks to months for the treated vessels to fade, and how much they fade differs from person to person.',
        },
        {
          kind: 'list',
          items: [
            treatment.wearStockings,
            'For a few days, avoid strenuous exercise, saunas and hot baths, and long periods of standing or sitting.',
            'Sunburn on the treated area can deepen pigmentation, so please avoid strong sunlight.',
            treatment.longJourney,
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
          text: 'The following reactions or side effects can occur after sclerotherapy. Most improve with time, but please contact the clinic if any symptom is uncomfortable or worrying.',
        },
        {
          kind: 'list',
          items: [
            'Bruising, itching and tenderness at the injection sites',
            'Firm lumps along the treated vein (trapped blood can be drained if needed)',
            'Brown pigmentation: it usually fades over months but can persist',
            'New fine red vessels appearing around the treated area (matting)',
            'Superficial thrombophlebitis; skin ulceration if sclerosant leaks outside the vein (rare)',
            'Allergic reaction; temporary visual disturbance or headache after foam (rare); deep vein thrombosis (rare)',
          ],
        },
        {
          kind: 'note',
          text: 'If your calf suddenly swells and hurts, you become short of breath or have chest pain, or a visual disturbance does not go away, contact the clinic at once or go to the nearest emergency department.',
        },
      ],
    },
  ],
};

export default content;
