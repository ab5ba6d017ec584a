import type { ArticlePage } from '../../types';

const content: ArticlePage = {
  title: 'Medical compression stockings',
  description:
    'How medical compression stockings work, pressure classes, how to choose, wear and care for them, and who should not wear them.',
  lead: 'Medical compression stockings apply graduated pressure to the leg to help venous blood return towards the heart. They are a basic conservative treatment. They can help relieve heavy, swollen legs, but they cannot remove veins that have already widened or repair damaged valves. Which pressure and length suit you is decided together with the doctor after a vascular ultrasound examination and consultation.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How do compression stockings work?',
      blocks: [
        {
          kind: 'p',
          text: 'Medical compression stockings press firmly at the ankle, and the pressure gradually decreases up the calf and thigh. This graduated pressure narrows widened veins so that the valves close a little better, and blood that has pooled in the legs can move up towards the heart more easily. The squeezing action of the calf muscles on the veins when you walk (the muscle pump) also works more efficiently.',
        },
        {
          kind: 'p',
          text: 'As a result, symptoms such as swelling that gets worse in the evening, heaviness, tiredness and tingling often ease. After varicose vein procedures or surgery we also recommend wearing stockings for a period to reduce bruising and swelling and to support recovery. Stockings, however, manage symptoms while you wear them; they do not treat the veins that cause the reflux.',
        },
        {
          kind: 'figure',
          image: 'stockings',
          alt: 'Illustration of a leg wearing a knee-high medical compression stocking. Shading shows graduated compression: strongest at the ankle and weaker towards the top of the calf.',
          caption: 'Graduated compression: the pressure decreases from the ankle upwards',
        },
      ],
    },
    {
      id: 'pressure-classes',
      heading: 'Pressure classes',
      blocks: [
        {
          kind: 'p',
          text: 'The strength of a compression stocking is given as the pressure measured at the ankle (mmHg). Stronger is not automatically better; what matters is a strength that suits your symptoms and the condition of your legs. Too little pressure helps little, and too much can make the stockings hard to put on and take off or strain the skin and circulation. Below is a commonly used classification; please choose together with the doctor after your examination.',
        },
        {
          kind: 'table',
          caption: 'Typical uses by compression strength',
          head: ['Compression (at the ankle)', 'Typical use'],
          rows: [
            ['About 15–20 mmHg (light)', 'Tired legs and mild swelling from long periods of standing or sitting'],
            ['About 20–30 mmHg (moderate)', 'Managing varicose vein symptoms; recovery after a procedure or surgery'],
            [
              'About 30–40 mmHg (firm)',
              'When the doctor judges it necessary, for example marked swelling or skin changes',
            ],
            ['About 40 mmHg or more (very firm)', 'In special cases such as lymphoedema, on a doctor’s prescription'],
          ],
        },
        {
          kind: 'note',
          text: 'The classes and their values differ slightly between countries and manufacturers, so check the pressure and length printed on the product and choose the strength you were advised at your consultation.',
        },
      ],
    },
    {
      id: 'choosing',
      heading: 'Choosing stockings',
      blocks: [
        {
          kind: 'p',
          text: 'Compression stockings need the right length and size, not just the right pressure, to work properly. In the morning, when your legs are least swollen, measure the ankle, the widest part of the calf and, if needed, the thigh and leg length, and choose according to the manufacturer’s size chart.',
        },
        {
          kind: 'list',
          items: [
            'Knee-high: reaches the calf and is easy to put on and take off, so it is widely used. Suitable when symptoms are mainly in the calf.',
            'Thigh-high: reaches the thigh; sometimes recommended when varicose veins extend to the thigh or after a procedure on the thigh.',
            'Tights (pantyhose): cover both legs and the pelvis; considered during pregnancy or when both whole legs have symptoms.',
            'There are open-toe and closed-toe versions; open-toe ones may be more comfortable if your toes feel constricted or the foot size does not fit.',
          ],
        },
      ],
    },
    {
      id: 'wearing',
      heading: 'How to put them on correctly',
      blocks: [
        {
          kind: 'p',
          text: 'As a rule, put compression stockings on in the morning before your legs swell and take them off before going to bed. After a procedure or surgery you may be asked to wear them at night as well, so please follow the instructions you were given. They can feel difficult to put on in the beginning, but the steps below make it much easier.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Put your hand inside the stocking, grip the heel, and turn the rest of the stocking inside out down to the heel.',
            'Slide your foot all the way in and line up the heel exactly.',
            'Ease the rest of the stocking up the leg little by little. Do not pull it up in one go; smooth it evenly with your palms.',
            'Check that there are no wrinkles. Do not fold or roll down the top band: it will constrict the leg there and hinder circulation.',
            'Rubber gloves give a better grip and help prevent snags from fingernails. A donning aid can also be used.',
          ],
        },
      ],
    },
    {
      id: 'care',
      heading: 'Washing and care',
      blocks: [
        {
          kind: 'p',
          text: 'The pressure of a compression stocking comes from its elastic fibres, so how you care for it affects how long it keeps working. Sweat and oils from the skin can weaken the elasticity, so washing them often is a good idea.',
        },
        {
          kind: 'list',
          items: [
            'Hand-wash in lukewarm water with a mild detergent; do not wring them, but press out the water with a towel.',
            'Dry them flat in the shade. Tumble dryers, irons, direct sunlight and heaters damage the fibres.',
            'If you wear them every day, alternating two pairs makes washing and drying easier and helps them keep their elasticity longer.',
            'If they feel loose when worn, or are snagged or stretched, the pressure has weakened and it is time for a new pair.',
          ],
        },
      ],
    },
    {
      id: 'who-should-not',
      heading: 'Who should not wear them, or should take care',
      blocks: [
        {
          kind: 'p',
          text: 'Compression stockings are a relatively safe treatment, but they are not right for everyone. In the following cases, please talk to the doctor before wearing them. Sometimes a test of the arterial blood flow is done beforehand.',
        },
        {
          kind: 'list',
          items: [
            'People whose arterial blood flow to the legs is reduced, for example by peripheral arterial disease',
            'People with reduced sensation in the legs, for example from diabetic neuropathy, who may not notice pressure injuries',
            'People whose legs swell because of severe heart failure',
            'People with a skin infection, weeping eczema or wounds on the legs, or very fragile skin',
            'People allergic to the stocking material, or whose leg shape prevents a proper fit',
          ],
        },
        {
          kind: 'note',
          text: 'If, while wearing them, your toes go numb or cold, turn pale or bluish, or you develop pain or a skin wound, take the stockings off at once and let the clinic know.',
        },
      ],
    },
  ],
};

export default content;
