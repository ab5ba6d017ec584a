import type { HomeContent } from '../../types';

const content: HomeContent = {
  title: 'Varicose Vein Care',
  description:
    'A thoracic and cardiovascular surgery clinic treating varicose veins. Learn about ultrasound examination, treatment options, visiting information and costs.',
  hero: {
    heading: 'We look at the state of your leg veins and decide on suitable treatment together',
    text: '{{clinicName}} is a thoracic and cardiovascular surgery clinic that treats varicose veins. After checking your veins with an ultrasound examination, we explain step by step whether treatment is needed and which method suits you.',
    counterLabels: {
      total: 'Total procedures',
      clarivein: 'ClariVein',
      venaseal: 'VenaSeal',
    },
    claims: {
      clarivein: 'ClariVein procedures: 3,500 cases',
      venaseal: 'VenaSeal procedures: 1,350 cases',
    },
    unit: 'cases',
  },
  director: {
    heading: 'Meet our director',
    photoAlt: "Director's photo",
    placeholderAlt: "Placeholder for a doctor's photo: illustration",
    more: 'Meet our medical team',
  },
  professionalism: {
    heading: 'Three things we keep to in our care',
    intro:
      'These are points worth checking before you have varicose vein treatment. We make these three the basis of our care.',
    checklist: [
      {
        subject: 'Is an ultrasound examination done before treatment is decided?',
        answer:
          'We do not decide on treatment from symptoms or visible veins alone. We check reflux and the condition of your veins with duplex ultrasound, and then judge whether treatment is needed.',
      },
      {
        subject: 'Does the doctor who examines you also treat you and follow you up?',
        answer:
          'The doctor who sees and examines you performs the procedure and checks your progress in person when you come back after it.',
      },
      {
        subject: 'Are options, costs and risks explained before treatment?',
        answer:
          'Before treatment we explain the methods you can choose from, the cost of each, and the side effects and risks that may occur. You can decide after taking time to think it over.',
      },
    ],
  },
  surgeries: {
    heading: 'Treatment options',
    intro:
      'There are several ways to treat varicose veins. The method is decided with your doctor, taking into account your examination results, the condition of your veins and your daily circumstances. Procedure time and recovery differ from person to person.',
    cards: [
      {
        key: 'clarivein',
        nameKo: 'ClariVein',
        nameEn: 'ClariVein',
        subject: 'Closing the vein with a rotating catheter and a sclerosant',
        contents: [
          'A mechanochemical ablation (MOCA) that uses no heat.',
          'A fine rotating wire stimulates the inner vein wall while a sclerosant is delivered.',
          'The procedure usually takes {{duration.nonthermal}}.',
          'Bruising, tenderness, phlebitis or skin pigmentation may occur.',
        ],
        photoAlt: 'Illustration of a vein being treated with the ClariVein catheter',
      },
      {
        key: 'flebogrif',
        nameKo: 'Flebogrif',
        nameEn: 'Flebogrif',
        subject: 'Using a catheter together with sclerosant foam',
        contents: [
          'A mechanochemical ablation that uses no heat.',
          'Small blades at the catheter tip stimulate the vein wall while sclerosant foam is delivered.',
          'The procedure usually takes {{duration.nonthermal}}.',
          'Bruising, tenderness, phlebitis or skin pigmentation may occur.',
        ],
        photoAlt: 'Illustration of a vein being treated with the Flebogrif catheter and sclerosant foam',
      },
      {
        key: 'venaseal',
        nameKo: 'VenaSeal',
        nameEn: 'VenaSeal',
        subject: 'Sealing the vein shut with a medical adhesive',
        contents: [
          'The vein is closed with a cyanoacrylate-based medical adhesive.',
          'As no heat is used, tumescent anesthesia around the vein is usually not needed.',
          'The procedure usually takes {{duration.nonthermal}}.',
          'Bruising, tenderness and, rarely, inflammation or an allergic reaction to the adhesive may occur.',
        ],
        photoAlt: 'Illustration of a vein being closed with VenaSeal medical adhesive',
      },
      {
        key: 'rfa',
        nameKo: 'Radiofrequency ablation',
        nameEn: 'Radiofrequency Ablation (RFA)',
        subject: 'Closing the vein with radiofrequency heat',
        contents: [
          'The vein is closed by radiofrequency heat from a catheter placed inside it.',
          'The procedure is done after tumescent local anesthesia around the vein.',
          'The procedure usually takes {{duration.rfa}}.',
          'Bruising, tenderness or nerve irritation such as numbness may occur.',
        ],
        photoAlt: 'Illustration of a vein being closed by the heat of a radiofrequency catheter',
      },
      {
        key: 'laser',
        nameKo: 'Endovenous laser ablation',
        nameEn: 'Endovenous Laser Ablation (EVLA)',
        subject: 'Closing the vein with laser heat',
        contents: [
          'The vein is closed by the heat of a fine laser fiber placed inside it.',
          'The procedure is done after tumescent local anesthesia around the vein.',
          'The procedure usually takes {{duration.laser}}.',
          'Bruising, a pulling sensation, skin pigmentation or nerve irritation may occur.',
        ],
        photoAlt: 'Illustration of a vein being closed by the heat of a laser fiber',
      },
      {
        key: 'stripping',
        nameKo: 'Stripping',
        nameEn: 'High Ligation and Stripping',
        subject: 'Surgery to tie off and remove the refluxing vein',
        contents: [
          'The vein is tied off where the reflux begins, and the affected vein is removed.',
          'This surgery is covered by national health insurance.',
          'The surgery usually takes {{duration.stripping}}.',
          'Bruising, swelling, wound pain or numbness from nerve injury may occur.',
        ],
        photoAlt: 'Illustration of stripping surgery, in which a vein is tied off and removed',
      },
    ],
    dialogLink: 'Learn more',
    close: 'Close',
  },
  story: {
    heading: 'Varicose vein stories',
    intro: 'Short videos explaining varicose veins, the examination and daily life after a procedure in plain terms.',
    play: 'Watch video',
    channel: 'Visit our YouTube channel',
  },
  reviews: {
    heading: 'Treatment reviews',
    intro:
      'These are posts written by people who were treated here. Each review is a personal experience, and the course and results of treatment can differ from person to person.',
    more: 'More reviews',
    enlarge: 'Enlarge',
  },
  cost: {
    heading: 'Costs',
    text: 'We publish our non-covered items and their fees on this website. The actual cost depends on your examination results and the extent of treatment, so we explain it to you before treatment is decided.',
    warning:
      'We have no other branches. Please be careful with other websites, blogs or phone calls that use our name, and check our main phone number ({{phone}}).',
    link: 'See non-covered fees',
  },
  info: {
    heading: 'About the clinic',
    phone: 'Phone',
    address: 'Address',
    hours: 'Hours',
    directions: 'Directions',
    map: 'Map',
    video: 'Clinic introduction video',
  },
};

export default content;
