import type { ArticlePage } from '../../types';

const content: ArticlePage = {
  title: 'Visiting Guide',
  description:
    'How to book, what happens at your initial visit, what to bring and wear, the day of a procedure, follow-up visits, and payment and documents.',
  lead: 'So that you can feel at ease even on your initial visit, we explain each step in order, from booking to examination, procedure, follow-up and documents. Please feel free to call us with any questions.',
  sections: [
    {
      id: 'booking',
      heading: 'Booking',
      blocks: [
        {
          kind: 'p',
          text: 'Booking ahead shortens your waiting time. Please book by phone ({{phone}}), or leave your preferred date and contact details through the consultation request menu on this website. When you apply online, we check your request and contact you to set the appointment.',
        },
        {
          kind: 'list',
          items: ['Opening hours: {{hours.days}}', '{{hours.closed}}'],
        },
        {
          kind: 'note',
          text: '{{parking}}',
        },
      ],
    },
    {
      id: 'initial-visit',
      heading: 'Your initial visit, step by step',
      blocks: [
        {
          kind: 'p',
          text: 'At your initial visit, care proceeds in the order below. Depending on the examination results, you may not need treatment right away. You can decide whether and how to be treated after you have heard a full explanation.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Reception: we confirm your identity with your ID card, and you fill in a short questionnaire.',
            'Consultation: the doctor asks about your symptoms, medical history and the medicines you take, and examines your legs.',
            'Duplex ultrasound examination: we check the structure of your leg veins and whether blood flows backward (reflux).',
            'Results and treatment options: we show and explain your results, and go through the possible options, from conservative care such as compression stockings to procedures, along with their costs and possible side effects.',
          ],
        },
      ],
    },
    {
      id: 'what-to-bring',
      heading: 'What to bring and wear',
      blocks: [
        {
          kind: 'p',
          text: 'Under the national health insurance identity check, we confirm your identity before treatment. Please be sure to bring a photo ID such as a resident registration card, driver’s license or passport, or your mobile health insurance card. Without an identity check, health insurance may not be applied. The following are also helpful for your care.',
        },
        {
          kind: 'list',
          items: [
            'Ultrasound reports or images, and surgery or procedure records, from other hospitals',
            'The names of the medicines you take (especially blood thinners)',
            'The compression stockings you currently wear',
          ],
        },
        {
          kind: 'p',
          text: 'The ultrasound examination covers the whole leg from thigh to ankle, so please wear clothes that are easy to roll up or change out of. If needed, we provide an examination gown.',
        },
      ],
    },
    {
      id: 'procedure-day',
      heading: 'On the day of a procedure',
      blocks: [
        {
          kind: 'p',
          text: 'Once the date of your procedure is set, we tell you in advance about eating before the procedure, your medicines and what to prepare. If you take blood thinners, please do not stop them on your own; be sure to talk with our medical staff before doing so.',
        },
        {
          kind: 'list',
          items: [
            'Please arrive a little before your appointment time for registration and pre-procedure checks.',
            'You will wear compression stockings or bandages after the procedure, so loose trousers or a skirt are more comfortable.',
            'After the procedure you rest for a while in the recovery room, and go home after we check how you are.',
            'If sedative medication was used, do not drive yourself that day, and come with a companion if possible.',
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: 'Follow-up after a procedure',
      blocks: [
        {
          kind: 'p',
          text: 'After the procedure, you come back on a schedule set by the doctor, and we use ultrasound to check that the treated vein has closed well and that there are no complications such as blood clots. The speed of recovery and the care needed differ from person to person, so at each visit we explain the precautions for daily life and how long to wear compression stockings.',
        },
        {
          kind: 'note',
          text: 'If your leg suddenly swells a lot or hurts badly, or the treated area turns red and feels hot, please contact us without waiting for your appointment. If you are short of breath or have chest pain, go to the nearest emergency room right away.',
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Payment and documents',
      blocks: [
        {
          kind: 'p',
          text: 'Fees are paid at the reception desk after your visit. You can check the fees for non-covered items in advance on the costs page of this website, and we explain procedure costs during the consultation after your examination. On request, we issue the following documents.',
        },
        {
          kind: 'list',
          items: [
            'Receipt of medical fees, and itemized statement of medical fees',
            'Medical certificate, doctor’s opinion, certificate of treatment, certificate of surgery, and others (a fee applies to some documents)',
          ],
        },
        {
          kind: 'p',
          text: 'The documents needed for a private medical insurance claim may differ by insurer, so checking beforehand lets you receive them all at once. When a family member or someone else collects documents for you, they need the patient’s consent form (letter of authorization), a copy of the patient’s ID and their own ID.',
        },
      ],
    },
  ],
};

export default content;
