import type { ArticlePage } from '../../types';

const content: ArticlePage = {
  title: 'What are varicose veins?',
  description:
    'A plain guide to varicose veins: what they are, why they develop, their symptoms and risk factors, and when to see a doctor.',
  lead: 'Varicose veins develop when the valves in the leg veins stop working properly, so that blood flows backwards and pools, and the veins become enlarged and twisted. The condition is common, and knowing its causes and symptoms helps you start care and treatment at the right time.',
  sections: [
    {
      id: 'what',
      heading: 'The leg veins and varicose veins',
      blocks: [
        {
          kind: 'p',
          text: 'The veins of the leg carry blood from the feet back towards the heart. They are divided into deep veins running deep within the muscles, superficial veins running just under the skin, and perforating veins that connect the two. The main superficial veins are the great saphenous vein, which runs up from the inner ankle along the inner thigh, and the small saphenous vein, which runs up the back of the calf and joins the deep veins behind the knee.',
        },
        {
          kind: 'figure',
          image: 'leg-veins',
          alt: 'Drawing of the leg veins, colour-coding the great saphenous vein along the inner leg, the small saphenous vein at the back of the calf, the deep veins within the muscles, and the perforating veins connecting them',
          caption:
            'The leg veins: deep veins, superficial veins (great and small saphenous veins) and perforating veins',
        },
        {
          kind: 'p',
          text: 'Varicose veins are superficial veins that have become enlarged and twisted. Veins under the skin that are 3 mm or more in diameter when standing are called varicose veins; thinner bluish, net-like veins (reticular veins) and web-like thread veins (telangiectasias, or spider veins) can be other forms of the same condition.',
        },
      ],
    },
    {
      id: 'cause',
      heading: 'Why do they develop? Valves and reflux',
      blocks: [
        {
          kind: 'p',
          text: 'Inside the veins are thin valves that let blood flow in one direction only. When you walk, the calf muscles contract and squeeze the veins so that blood moves upwards; when the muscles relax, the valves close and stop the blood from flowing back down. This is why the calf muscle is often called the “second heart”.',
        },
        {
          kind: 'figure',
          image: 'valve-normal',
          alt: 'Cross-section of a normal vein in which two valve leaflets meet and close, with arrows showing blood flowing only upwards towards the heart',
          caption: 'A normal valve: blood flows only towards the heart.',
        },
        {
          kind: 'p',
          text: 'If the valves weaken, or the vein wall stretches so that the valves no longer close properly, blood flows backwards with gravity; this is called reflux. As the refluxing blood pools in the lower leg, the pressure inside the veins rises, and over time the veins stretch and bulge under the skin. Reflux often begins where the great or small saphenous vein joins the deep veins, and it can also arise through perforating veins.',
        },
        {
          kind: 'figure',
          image: 'valve-reflux',
          alt: 'Cross-section of a vein whose valve leaflets leave a gap and do not close, with downward arrows showing blood flowing backwards and the vein bulging',
          caption: 'Valve failure: blood flows backwards (reflux) and the vein widens.',
        },
      ],
    },
    {
      id: 'symptoms',
      heading: 'Main symptoms',
      blocks: [
        {
          kind: 'p',
          text: 'Symptoms of varicose veins differ from person to person. Uncomfortable symptoms sometimes appear before any veins visibly bulge, and sometimes visible veins cause no particular symptoms. Commonly reported symptoms include the following.',
        },
        {
          kind: 'list',
          items: [
            'Heavy legs that tire easily, worse after standing or sitting for a long time and towards the evening.',
            'Swelling of the ankles and calves, with deep marks left by socks.',
            'Calf cramps that wake you at night.',
            'Tingling, burning, itching or throbbing in the legs.',
            'Twisted, bulging veins on the legs, or spreading blue or red thread veins.',
            'Brownish skin around the ankles, eczema, or hardening of the skin.',
          ],
        },
        {
          kind: 'p',
          text: 'These symptoms often ease when you raise your legs and rest. However, similar symptoms can be caused by other conditions, so we recommend confirming the cause with an examination.',
        },
      ],
    },
    {
      id: 'risk-factors',
      heading: 'Risk factors',
      blocks: [
        {
          kind: 'p',
          text: 'Varicose veins usually result from several factors acting together rather than from a single cause. If any of the following apply to you, it is worth paying a little more attention to the health of your leg veins.',
        },
        {
          kind: 'list',
          items: [
            'A family history of varicose veins',
            'Increasing age (the vein walls and valves can weaken)',
            'Being a woman, especially after pregnancy and childbirth (hormonal changes and increased pressure in the abdomen)',
            'Spending most of the day standing or sitting at work',
            'Significant weight gain or little physical activity',
            'A past deep vein thrombosis or a serious leg injury',
          ],
        },
        {
          kind: 'p',
          text: 'Having risk factors does not mean you will necessarily develop varicose veins, and they can develop without any risk factors. Walking often, moving your ankles regularly when standing or sitting for long periods, and raising your legs when resting all help the circulation in your legs.',
        },
      ],
    },
    {
      id: 'when-to-see',
      heading: 'When to see a doctor',
      blocks: [
        {
          kind: 'p',
          text: 'Varicose veins usually progress slowly. They rarely improve on their own, and if left for a long time, symptoms can worsen or lead to skin changes. We recommend seeing a doctor, including a vascular ultrasound examination, in the following cases.',
        },
        {
          kind: 'list',
          items: [
            'Heaviness, swelling or cramps in the legs are making daily life uncomfortable',
            'Bulging veins are gradually increasing in number or size',
            'The skin around the ankles has changed colour, or eczema or hardening of the skin has appeared',
            'A bulging vein has become red, firm to the touch and painful (this may be superficial thrombophlebitis)',
            'You would like to know about treatment options, costs and health insurance coverage in advance',
          ],
        },
        {
          kind: 'note',
          text: 'If one leg suddenly becomes swollen and painful, or you suddenly become short of breath or have chest pain, this may be a deep vein thrombosis or a pulmonary embolism, so please go to an emergency department straight away. If a varicose vein bleeds, lie or sit down, raise the leg above the level of your heart, press on the bleeding point to stop it, and then see a doctor.',
        },
      ],
    },
  ],
};

export default content;
