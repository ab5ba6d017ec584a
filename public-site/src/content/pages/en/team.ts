import type { TeamPage } from '../../types';

const content: TeamPage = {
  title: 'Our doctors',
  description:
    'Meet the board-certified thoracic and cardiovascular surgeons who treat varicose veins at {{clinicName}}.',
  lead: 'At {{clinicName}}, varicose veins are treated by board-certified thoracic and cardiovascular surgeons. From examination and treatment to aftercare, our doctors see you in person and explain every step.',
  sections: [
    {
      id: 'together',
      heading: 'Doctors who work together',
      blocks: [
        {
          kind: 'p',
          text: 'Our doctors are board-certified thoracic and cardiovascular surgeons who treat venous disease of the legs. At your first visit we ask in detail about your symptoms, lifestyle, medical history and the medicines you take, and the doctor performs the vascular ultrasound examination in person. We then go through the images on the screen with you and explain the results in plain language.',
        },
        {
          kind: 'p',
          text: 'When treatment is needed, our doctors review the findings together and suggest the option that suits your condition, whether conservative care or a procedure. We help you make the final decision yourself after a full explanation.',
        },
      ],
    },
    {
      id: 'flow',
      heading: 'How a visit works',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Registration and interview: we check your symptoms, medical history, medicines and any allergies.',
            'Vascular ultrasound: we check reflux and vein diameter, standing and in other positions, and the condition of the deep veins.',
            'Explanation and consultation: we tell you whether treatment is needed, what the options are, what they cost and whether health insurance applies.',
            'Treatment: we carry out the method we have agreed on together.',
            'Follow-up: after treatment we check your legs with ultrasound and show you how to look after them in daily life.',
          ],
        },
        {
          kind: 'note',
          text: 'Doctors’ schedules may change. If you would like to see a particular doctor, please call us ({{phone}}) before booking.',
        },
      ],
    },
    {
      id: 'safety',
      heading: 'Safety in every step',
      blocks: [
        {
          kind: 'p',
          text: 'Before any procedure we check your general health, the medicines you take (especially blood thinners) and any allergies. We explain in advance what can happen after treatment, such as bruising and pain, phlebitis, skin pigmentation, numbness from nerve irritation and, rarely, deep vein thrombosis, and we tell you how to reach us if anything seems wrong. On the day of a procedure we check how you are before you go home, and after treatment we follow your progress with ultrasound.',
        },
      ],
    },
  ],
  photoAlt: "Doctor's photo",
  placeholderAlt: "Placeholder for a doctor's photo: illustration",
  linkLabel: 'Request a consultation',
};

export default content;
