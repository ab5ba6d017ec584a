import type { SelfDiagnosisPage } from '../../types';

const content: SelfDiagnosisPage = {
  title: 'Self-check for varicose veins',
  description:
    'Check symptoms and risk factors related to varicose veins with 10 simple questions. This self-check does not replace a medical diagnosis.',
  lead: 'Think about how your legs have felt over the past month and answer each question with “Yes” or “No”. The result is for reference only; the actual condition of your leg veins can be confirmed with a vascular ultrasound examination.',
  sections: [
    {
      id: 'how-to-use',
      heading: 'How to use this self-check',
      blocks: [
        {
          kind: 'p',
          text: 'This self-check was made so that you can review for yourself the symptoms and risk factors commonly seen with varicose veins. Each question answered “Yes” counts as one point. A higher score means it is worth having your leg veins looked at, but the score alone cannot tell whether you have the condition or how far it has progressed. You may have varicose veins even with a low score, and a high score may have other causes.',
        },
      ],
    },
    {
      id: 'see-a-doctor',
      heading: 'When to see a doctor whatever your score',
      blocks: [
        {
          kind: 'p',
          text: 'If you notice any of the following changes, we recommend seeing a doctor regardless of your score.',
        },
        {
          kind: 'list',
          items: [
            'The skin of your ankle or calf has turned brownish, you have eczema, or a wound is slow to heal',
            'A bulging vein feels red, firm and painful',
            'A varicose vein has bled',
          ],
        },
        {
          kind: 'note',
          text: 'If one leg suddenly becomes swollen and painful, or this comes with shortness of breath, it may be another condition such as deep vein thrombosis, so please go to an emergency department straight away.',
        },
      ],
    },
    {
      id: 'ultrasound',
      heading: 'What is a vascular ultrasound examination?',
      blocks: [
        {
          kind: 'p',
          text: 'A vascular (duplex) ultrasound examination shows both the shape of the leg veins and the flow of blood in them. No needles or contrast agents are used: gel is applied to the skin and a probe is placed on it. We check, while you stand and in other positions, whether the valves close properly and how long blood flows backwards, and based on the results the doctor explains whether everyday care is enough or treatment is needed. Wearing shorts or other clothes that make it easy to uncover your legs helps the examination go smoothly.',
        },
      ],
    },
  ],
  questions: [
    'Twisted, bulging veins can be seen on my legs.',
    'Blue or red thread veins spread like a spider’s web on my legs.',
    'My legs feel heavy and tire easily when I stand or sit for a long time.',
    'My ankles or calves swell in the evening.',
    'I have been woken at night by cramps in my calves.',
    'My legs sometimes tingle, burn or itch.',
    'The skin on my ankles or calves has turned brownish or become hard.',
    'The heaviness or swelling eases when I raise my legs and rest.',
    'I spend most of the day standing or sitting at work.',
    'A parent, brother or sister has varicose veins.',
  ],
  results: [
    {
      min: 0,
      max: 2,
      title: 'Few clear signs at the moment',
      text: 'You have few symptoms or risk factors related to varicose veins. When you stand or sit for a long time, walk or move your ankles now and then, keep a healthy weight, and continue to look after your legs in daily life. Even with a low score, however, please see a doctor if you notice skin colour changes or uncomfortable symptoms.',
    },
    {
      min: 3,
      max: 5,
      title: 'Consider having your leg veins checked',
      text: 'You have a few symptoms or risk factors related to varicose veins. This does not necessarily mean there is cause for concern, but it is a good idea to have your leg veins checked once. If the symptoms continue, we recommend a vascular ultrasound examination to see whether there is reflux.',
    },
    {
      min: 6,
      max: 10,
      title: 'We recommend a vascular ultrasound examination',
      text: 'You have several of the symptoms and risk factors commonly seen with varicose veins. A vascular ultrasound examination can show whether you have varicose veins and, if so, in which veins and to what extent blood flows backwards. Based on the results, please talk calmly with the doctor about whether everyday care is enough or treatment is needed.',
    },
  ],
  yes: 'Yes',
  no: 'No',
  submit: 'See result',
  reset: 'Start again',
  scoreLabel: 'Your score',
  cta: 'If you would like to know the actual condition of your leg veins, have a vascular ultrasound examination. You can book by phone ({{phone}}) or through a consultation request.',
  disclaimer:
    'This self-check is reference material to help you review your own health; it does not replace a medical diagnosis. An accurate diagnosis is made through a doctor’s examination and tests.',
};

export default content;
