import type { InformationPage } from '../../types';

const content: InformationPage = {
  title: 'Hours & directions',
  description:
    'Opening hours, directions and parking for {{clinicName}}, with how to come by subway or bus and links to the map.',
  lead: 'We are open from 9 a.m. to 6 p.m. on weekdays and from 9 a.m. to 4 p.m. on Saturdays with no lunch break. We are closed on Sundays and public holidays.',
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
          text: 'On Saturdays we see patients continuously from 9 a.m. to 4 p.m. with no lunch break. If it is hard for you to find time on weekdays, you can visit on a Saturday; booking ahead on Saturdays, too, can shorten your wait.',
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
  hours: [
    {
      category: 'Weekdays',
      text: 'Monday to Friday 09:00 – 18:00',
    },
    {
      category: 'Saturday',
      text: '09:00 – 16:00 (no lunch break)',
    },
    {
      category: 'Lunch break',
      text: 'Weekdays 13:00 – 14:00',
    },
    {
      category: 'Sundays & public holidays',
      text: 'Closed',
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
