import type { PanoramaPage } from '../../types';

const content: PanoramaPage = {
  title: 'Clinic tour',
  description:
    'A look around {{clinicName}}: the building, reception, waiting room, consultation, ultrasound, procedure and recovery rooms, and parking.',
  lead: 'To make your first visit feel familiar, here is a look around the clinic in advance.',
  sections: [
    {
      id: 'route',
      heading: 'Your way through the clinic',
      blocks: [
        {
          kind: 'p',
          text: 'If you come by car, please park and take the lift up. {{parking}} When you arrive at the clinic, please check in at the reception desk first; after a short wait in the waiting room, we will show you to the consultation room.',
        },
        {
          kind: 'p',
          text: 'After talking with the doctor in the consultation room, you have a vascular ultrasound examination in the ultrasound room and then hear the results explained. On the day of a procedure, you are treated in the procedure room, rest in the recovery room while we check how you are, and then go home.',
        },
      ],
    },
    {
      id: 'comfort',
      heading: 'For a comfortable visit',
      blocks: [
        {
          kind: 'p',
          text: 'Your legs need to be uncovered for the ultrasound examination and for procedures, so clothes that are easy to change are a good choice. Examinations and consultations take place in separate rooms, so you do not have to worry about being seen by others. If anything makes you uncomfortable, please let our staff know at any time.',
        },
        {
          kind: 'note',
          text: 'Instruments used for procedures are sterilised and managed according to set procedures. The rooms may change from time to time.',
        },
      ],
    },
    {
      id: 'before-visit',
      heading: 'Before you visit',
      blocks: [
        {
          kind: 'p',
          text: 'Our opening hours are: {{hours.summary}}. Booking ahead can shorten your wait. For appointments and enquiries, please call us ({{phone}}) or use the consultation request on our website.',
        },
      ],
    },
  ],
};

export default content;
