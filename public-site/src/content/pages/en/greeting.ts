import type { ArticlePage } from '../../types';

const content: ArticlePage = {
  title: 'Greeting',
  description:
    'A greeting from {{representative}}, director of {{clinicName}}, on our approach to varicose vein care: careful examination and clear explanation.',
  lead: 'Hello, and thank you for visiting {{clinicName}}. Many people come to us with heavy, swollen legs or worries about bulging veins. We want to answer those concerns with calm and accurate care.',
  sections: [
    {
      id: 'our-clinic',
      heading: 'A clinic that looks after the health of your legs',
      blocks: [
        {
          kind: 'p',
          text: 'Because varicose veins are rarely life-threatening, many people simply put up with the discomfort. Yet when long hours of standing or sitting continue, the legs can feel heavy and swell easily, calf cramps can wake you at night, and daily life gradually becomes less comfortable. Over time, the skin may also change colour or become hard.',
        },
        {
          kind: 'p',
          text: 'Our clinic is run by board-certified thoracic and cardiovascular surgeons who treat varicose veins. As surgeons who work with blood vessels, we try neither to dismiss your symptoms nor to make you worry more than necessary. Our care begins by telling you plainly how your legs are right now.',
        },
      ],
    },
    {
      id: 'examination',
      heading: 'We start with an examination and explain it fully',
      blocks: [
        {
          kind: 'p',
          text: 'Varicose veins are hard to judge accurately from the visible veins alone. There may be reflux in the deeper veins even when few veins show on the surface, and, conversely, visible veins do not always need prompt treatment. That is why care at our clinic starts with a vascular (duplex) ultrasound examination performed by the doctor in person.',
        },
        {
          kind: 'p',
          text: 'The examination shows in which veins blood flows backwards and to what extent, and how wide the veins are and where they run. We go through the images on the screen with you, explain the results, and tell you whether treatment is needed and, if so, what the options are. Please feel free to ask questions at any time.',
        },
      ],
    },
    {
      id: 'choice',
      heading: 'We do not fit everyone to a single method',
      blocks: [
        {
          kind: 'p',
          text: 'Varicose veins can be treated in many ways, from conservative care such as compression stockings and lifestyle changes, to sclerotherapy and a range of surgical procedures. Our clinic performs six types of surgery: ClariVein, Flebogrif, VenaSeal, radiofrequency ablation, endovenous laser ablation and stripping.',
        },
        {
          kind: 'p',
          text: 'Which method suits you depends on the examination results, the condition of your veins, your general health, and your views on daily life and cost. We explain the advantages and drawbacks of each method, the discomfort to expect, possible side effects, health insurance coverage and costs in advance, and we decide together once you fully understand them. Results and recovery times differ from person to person.',
        },
      ],
    },
    {
      id: 'after-treatment',
      heading: 'We stay with you after treatment',
      blocks: [
        {
          kind: 'p',
          text: 'Varicose veins are a chronic condition, and new ones can appear in other veins over time. So we consider care after treatment as important as the treatment itself. After treatment we check your progress with ultrasound and show you how to look after your legs in everyday life.',
        },
        {
          kind: 'p',
          text: 'Our doctors and staff will take good care to help you feel at ease during your visit. If your legs are bothering you, please do not hesitate to come for a consultation. Thank you.',
        },
        {
          kind: 'p',
          text: '{{representative}}, Director, {{clinicName}}',
        },
      ],
    },
  ],
};

export default content;
