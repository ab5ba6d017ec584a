import type { InformationPage } from '../../types';

const content: InformationPage = {
  title: 'Hours & directions',
  description:
    'Opening hours, directions and parking for {{clinicName}}, with how to come by subway or bus and links to the map.',
  lead: 'Our opening hours are: {{hours.summary}}. Below you will find our hours day by day and how to reach us.',
  sections: [
    {
      id: 'reservation',
      heading: 'Appointments and consultations',
      blocks: [
        {
          kind: 'p',
          text: 'You can book an appointment by phone ({{phone}}) or through the consultation request on our website. You can also come without an appointment, but you may have to wait depending on how busy we are, so please book in advance if you can. To change or cancel an appointment, please let us know by phone.',
        },
        {
          kind: 'p',
          text: 'If it is hard for you to find time on weekdays, please check the opening hours on this page to see whether and when we are open on Saturdays. On any day, booking ahead can shorten your wait.',
        },
      ],
    },
    {
      id: 'first-visit',
      heading: 'Your first visit',
      blocks: [
        {
          kind: 'p',
          text: 'For your first visit, it helps if you bring the following.',
        },
        {
          kind: 'list',
          items: [
            'An identity document (needed to confirm your identity for health insurance)',
            'A note with the names of the medicines you take, the medicine packets or your prescription',
            'Examination results or medical records from other hospitals (if you have any)',
            'Clothes that are easy to change, so that your legs can be examined easily',
          ],
        },
        {
          kind: 'note',
          text: 'If you take blood thinners (anticoagulants or antiplatelet drugs), please do not stop them on your own, and be sure to tell the doctor at your visit.',
        },
      ],
    },
    {
      id: 'arrival',
      heading: 'Getting here',
      blocks: [
        {
          kind: 'p',
          text: 'The clinic’s address is {{address}}. How to come by subway or bus, and where to park, are set out under directions on this page. Use the map links below to see our location and get directions on Naver Map or Kakao Map. If you have trouble finding us, please call {{phone}}.',
        },
      ],
    },
  ],
  hoursNote:
    'Our schedule may change on the day before a public holiday and around the Lunar New Year and Chuseok holidays, so please call us ({{phone}}) before your visit.',
  directions: [
    {
      category: 'Subway',
      text: '{{subway}}',
    },
    {
      category: 'Bus',
      text: '{{bus}}',
    },
    {
      category: 'Car',
      text: 'Enter “{{clinicName}}” or “{{address}}” into your navigation system.',
    },
  ],
  parking: '{{parking}}',
  mapHeading: 'Map',
  naverMap: 'View on Naver Map',
  kakaoMap: 'View on Kakao Map',
};

export default content;
