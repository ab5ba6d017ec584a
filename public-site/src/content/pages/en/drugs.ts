import type { ArticlePage } from '../../types';

const content: ArticlePage = {
  title: 'Medication',
  description:
    'What venoactive drugs can and cannot do for varicose veins, how to take them, and their possible side effects and precautions.',
  lead: 'Medication for varicose veins mainly means venoactive drugs. They can help relieve symptoms such as heavy, aching or swollen legs, but they cannot remove varicose veins that have already formed or repair faulty valves. Before taking them, we recommend finding the cause of your symptoms with a vascular ultrasound examination and decide on treatment together with the doctor.',
  sections: [
    {
      id: 'what-they-are',
      heading: 'What are venoactive drugs?',
      blocks: [
        {
          kind: 'p',
          text: 'Venoactive drugs act on the vein wall and the small blood vessels around it to support circulation in the legs. A well-known example is micronized purified flavonoid fraction (MPFF), a finely purified preparation of diosmin and hesperidin. Other ingredients used include diosmin alone, horse chestnut seed extract, red vine leaf extract, Centella asiatica extract and calcium dobesilate.',
        },
        {
          kind: 'p',
          text: 'These drugs are known to increase the tone of slack vein walls, reduce the leakage of blood components from capillaries and ease inflammation in the vein wall. Each ingredient works somewhat differently and the strength of the evidence varies, so the doctor decides which medicine suits you, taking into account your symptoms and any other medicines you take.',
        },
      ],
    },
    {
      id: 'what-they-can-do',
      heading: 'What medication can do',
      blocks: [
        {
          kind: 'p',
          text: 'Venoactive drugs can help reduce the uncomfortable symptoms of chronic venous disease. How much they help, and how soon, differs from person to person; they usually help more when combined with compression stockings and lifestyle changes.',
        },
        {
          kind: 'list',
          items: [
            'Heaviness, aching and tiredness in the legs that get worse in the afternoon or evening',
            'Swelling of the ankles and calves',
            'Night-time cramps or tingling, and restless, uncomfortable legs',
            'Managing symptoms before and after procedures or surgery, and easing symptoms in people who cannot have surgery straight away',
          ],
        },
      ],
    },
    {
      id: 'what-they-cannot-do',
      heading: 'What medication cannot do',
      blocks: [
        {
          kind: 'p',
          text: 'Varicose veins are a condition in which the valves inside the veins do not close properly, so blood flows backwards (reflux). When a vascular ultrasound examination shows reflux lasting longer than 0.5 seconds in a superficial vein, the valves are considered to be failing. Medication can ease symptoms, but it cannot return widened, twisted veins to normal or repair faulty valves.',
        },
        {
          kind: 'p',
          text: 'So even if your symptoms improve while you take the medicine, the varicose veins have not gone away, and the symptoms may return when you stop. When reflux is clear, or complications such as skin discolouration, eczema or ulcers appear, we consider treating the refluxing vein rather than relying on medication alone.',
        },
        {
          kind: 'note',
          text: 'Some products can be bought at a pharmacy without a prescription, but leg swelling and pain can also have other causes, such as deep vein thrombosis or heart or kidney disease. If symptoms persist, please have an examination to find the cause.',
        },
      ],
    },
    {
      id: 'how-to-take',
      heading: 'How to take it, and for how long',
      blocks: [
        {
          kind: 'p',
          text: 'Most venoactive drugs are taken once or twice a day with meals. The dose and length of treatment depend on the ingredient and your symptoms, so take them as prescribed; after a while you and the doctor decide whether to continue, based on how your symptoms have changed.',
        },
        {
          kind: 'list',
          items: [
            'Taking more than the prescribed dose does not make it work better.',
            'Tell us in advance about any other medicines you take, especially anticoagulants or antiplatelet drugs.',
            'If you are pregnant, may be pregnant or are breastfeeding, always talk to the doctor before taking them.',
            'Alongside the medicine, keeping up good habits such as wearing compression stockings, walking often and raising your legs when resting helps.',
          ],
        },
      ],
    },
    {
      id: 'side-effects',
      heading: 'Side effects and precautions',
      blocks: [
        {
          kind: 'p',
          text: 'Venoactive drugs are generally well tolerated, but side effects can occur. Most are mild and improve when the dose is reduced or the medicine is stopped. If you notice anything unusual, do not simply carry on taking it; tell the doctor at your visit.',
        },
        {
          kind: 'list',
          items: [
            'Stomach symptoms such as heartburn, nausea, indigestion or diarrhoea',
            'Headache, dizziness',
            'Itching, skin rash',
            'Rarely, an allergic reaction with swelling of the face or lips and shortness of breath',
            'Some ingredients carry specific precautions, such as rare changes in blood tests; tell us if fever or a sore throat persists.',
          ],
        },
        {
          kind: 'note',
          text: 'If you suspect an allergic reaction, such as shortness of breath or swelling of the face or lips, stop taking the medicine at once and go to the nearest medical facility.',
        },
      ],
    },
  ],
};

export default content;
