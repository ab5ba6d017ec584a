import type { PanoramaPage } from '../../types';

const content: PanoramaPage = {
  title: 'Clinic tour',
  description:
    'A look around {{clinicName}}: the building, reception, waiting room, consultation, ultrasound, procedure and recovery rooms, and parking.',
  lead: 'To make your first visit feel familiar, here is a look around the clinic in advance. The pictures below are illustrations drawn to show the layout clearly, and they may differ from the actual rooms.',
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
          text: 'We are open from 9 a.m. to 6 p.m. on weekdays (lunch break 13:00–14:00) and from 9 a.m. to 4 p.m. on Saturdays with no lunch break, and we are closed on Sundays and public holidays. Booking ahead can shorten your wait. For appointments and enquiries, please call us ({{phone}}) or use the consultation request on our website.',
        },
      ],
    },
  ],
  places: [
    {
      image: 'clinic-exterior',
      name: 'Building exterior',
      alt: 'Illustration of the entrance and sign of the building where the clinic is located',
      text: 'The clinic is in the building at {{address}}. Please come in through the building entrance and take the lift up to the clinic.',
    },
    {
      image: 'clinic-reception',
      name: 'Reception and payment',
      alt: 'Illustration of the reception area with an information desk and check-in counter',
      text: 'When you arrive, please give your name at the reception desk and tell us whether you have an appointment. First-time visitors fill in a short questionnaire, and after your visit we help you here with payment and your next appointment.',
    },
    {
      image: 'clinic-waiting',
      name: 'Waiting room',
      alt: 'Illustration of a waiting area with sofas and chairs',
      text: 'This is where you wait for your turn. We have seats so that you can wait comfortably, and if the wait is going to be long, our staff will let you know in advance.',
    },
    {
      image: 'clinic-consult',
      name: 'Consultation room',
      alt: 'Illustration of a consultation room where a doctor and a patient sit facing each other across a desk',
      text: 'Here the doctor asks about your symptoms and medical history and explains the examination results and treatment options. Please ask as many questions as you need here.',
    },
    {
      image: 'clinic-ultrasound',
      name: 'Ultrasound room',
      alt: 'Illustration of an examination room with an ultrasound machine and monitor next to an examination bed',
      text: 'This is where the doctor performs the vascular ultrasound examination in person. We check reflux and the diameter of the leg veins while you stand and while you lie down.',
    },
    {
      image: 'clinic-procedure',
      name: 'Procedure room',
      alt: 'Illustration of a procedure room equipped with a procedure table, lights and medical equipment',
      text: 'Surgery and procedures are carried out here while the veins are viewed with ultrasound. Instruments used for procedures are sterilised and managed according to set procedures.',
    },
    {
      image: 'clinic-recovery',
      name: 'Recovery room',
      alt: 'Illustration of a recovery area with beds and privacy curtains',
      text: 'After a procedure you lie down and rest here for a while as we check how you are. Before you go home, we explain what to watch out for and how to wear compression stockings.',
    },
    {
      image: 'clinic-hallway',
      name: 'Hallway',
      alt: 'Illustration of a bright hallway connecting the clinic rooms',
      text: 'This hallway links the reception area with the consultation, ultrasound and procedure rooms. Our staff will guide you where you need to go, so even first-time visitors will not get lost.',
    },
    {
      image: 'clinic-parking',
      name: 'Car park',
      alt: 'Illustration of cars parked in the building’s underground car park',
      text: '{{parking}} After parking, please take the lift up to the clinic.',
    },
  ],
};

export default content;
