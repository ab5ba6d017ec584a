import type { ArticlePage } from '../../types';

const content: ArticlePage = {
  title: 'Examinations',
  description:
    'The duplex ultrasound examination of the leg veins for diagnosing varicose veins: what it shows, how it is done, how to prepare, and other tests when needed.',
  lead: 'The state of varicose veins is hard to judge accurately from the visible veins alone. Before deciding on treatment, we check the structure of your leg veins and the flow of blood with a duplex ultrasound examination, and based on the results we explain whether treatment is needed and which method suits you.',
  sections: [
    {
      id: 'duplex',
      heading: 'Duplex ultrasound of the leg veins',
      blocks: [
        {
          kind: 'p',
          text: 'Duplex ultrasound combines ultrasound imaging, which shows the shape of the vessels, with Doppler ultrasound, which shows the direction and speed of blood flow. It uses no radiation and needs no injection, so it places little burden on the body and can be repeated when needed. It is the basic examination for diagnosing varicose veins and choosing a treatment method.',
        },
        {
          kind: 'figure',
          image: 'ultrasound',
          alt: 'Illustration of a leg vein being examined with an ultrasound probe placed on the patient’s leg',
          caption: 'Duplex ultrasound shows the structure of the leg veins and the flow of blood.',
        },
      ],
    },
    {
      id: 'findings',
      heading: 'What the examination shows',
      blocks: [
        {
          kind: 'p',
          text: 'Veins contain valves that help blood flow toward the heart. When the valves do not work properly, blood flows backward down the leg; this is called reflux. The examination checks the following.',
        },
        {
          kind: 'list',
          items: [
            'Whether there is reflux in superficial veins such as the great and small saphenous veins, and how far it extends (in superficial veins, reflux lasting longer than 0.5 seconds is generally regarded as significant)',
            'The condition of the perforator veins connecting the superficial and deep veins',
            'Flow in the deep veins and whether there is a blood clot (thrombus)',
            'Information needed to choose a treatment method, such as the diameter and course of the veins',
          ],
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: 'How the examination is done',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'You adjust your clothing so your legs are uncovered, or change into an examination gown.',
            'To see reflux accurately, the examination is mostly done standing, and lying down as well when needed.',
            'Gel is applied to the skin and the probe is moved along the veins from thigh to calf.',
            'During the examination we may ask you to let us squeeze and release your calf, or to bear down. This is done to check for reflux.',
          ],
        },
        {
          kind: 'p',
          text: 'The examination does not take long, but the time varies with whether one or both legs are examined and with the condition of the veins. Please tell us at any time if you feel uncomfortable.',
        },
      ],
    },
    {
      id: 'preparation',
      heading: 'Before the examination',
      blocks: [
        {
          kind: 'p',
          text: 'No special preparation, such as fasting or stopping medicines, is needed for the ultrasound examination. Just wear comfortable clothes that are easy to roll up over your legs. If you are wearing compression stockings, you will take them off before the examination. There is no need to rest afterward; you can go about your day as usual right after the examination.',
        },
        {
          kind: 'note',
          text: 'If you have reports or images from examinations at other hospitals, please bring them. They help us compare with your earlier condition.',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Explaining the results',
      blocks: [
        {
          kind: 'p',
          text: 'After the examination, the doctor explains the results to you in person. Looking at your symptoms and the findings together, and referring to the CEAP classification, which grades venous disease, the doctor assesses your condition. Then we discuss together which suits you among lifestyle care, conservative treatment such as compression stockings, sclerotherapy and the various procedures. If there is no significant reflux or the symptoms are mild, we may simply monitor your condition without treatment.',
        },
      ],
    },
    {
      id: 'other-tests',
      heading: 'Other tests when needed',
      blocks: [
        {
          kind: 'p',
          text: 'Depending on your results and general health, other tests may be needed. If you decide to have a procedure, blood tests are done beforehand for a safe procedure.',
        },
        {
          kind: 'list',
          items: [
            'Blood tests: to check blood clotting, anemia, and liver and kidney function, among others.',
            'Electrocardiogram and others: done when needed, depending on your age and existing conditions.',
          ],
        },
        {
          kind: 'p',
          text: 'If leg swelling or pain seems to come from a cause other than the veins (such as the heart, kidneys, lymphedema or joint disease), we guide you to the appropriate care.',
        },
      ],
    },
  ],
};

export default content;
