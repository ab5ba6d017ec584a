import type { ArticlePage } from '../../types';

const content: ArticlePage = {
  title: 'Treatment principles',
  description:
    'Our principles for treating varicose veins: treat the source of reflux, choose the method by examination, and look after your legs after treatment.',
  lead: 'The aims of treating varicose veins are to relieve uncomfortable symptoms and to prevent the condition from progressing to skin changes or ulcers. At our clinic we first confirm the cause by examination, then choose together the method that suits your condition and your life.',
  sections: [
    {
      id: 'source',
      heading: 'We treat the source of the reflux',
      blocks: [
        {
          kind: 'p',
          text: 'Bulging veins on the surface are usually the result, and the cause often lies higher up or deeper. When the valves of a large superficial vein, such as the great or small saphenous vein, do not close properly and reflux develops, the pressure is passed on to the tributary veins and they widen.',
        },
        {
          kind: 'p',
          text: 'So if only the bulging veins are removed, the cause of the reflux remains and veins can widen again. The basic principle is to find where the reflux begins (its source) with ultrasound, treat that vein first, and deal with the remaining tributary veins at the same time or later, as needed.',
        },
      ],
    },
    {
      id: 'choice',
      heading: 'We choose the method by examination',
      blocks: [
        {
          kind: 'p',
          text: 'There is no single set method of treatment. We consider the type, diameter and depth of the refluxing vein, how twisted it is, whether there are skin changes, your general health and the medicines you take, and your own views on recovery time and cost.',
        },
        {
          kind: 'list',
          items: [
            'Methods using heat (radiofrequency ablation, endovenous laser ablation): a thin tube is placed inside the vein and the vein is closed with heat. A local anaesthetic solution is injected around the vein to protect the surrounding tissue.',
            'Methods without heat (ClariVein, Flebogrif, VenaSeal): the vein is closed with mechanical irritation and a sclerosant, or with a medical adhesive.',
            'Stripping: surgery that ties off and removes the affected vein; it is covered by national health insurance.',
            'Sclerotherapy: a sclerosant such as polidocanol is injected into small veins or remaining tributary veins to close them.',
          ],
        },
        {
          kind: 'p',
          text: 'We explain the advantages and drawbacks, costs and health insurance coverage of each method in detail at your consultation, and you can decide once you fully understand them.',
        },
      ],
    },
    {
      id: 'conservative',
      heading: 'Conservative care and procedures',
      blocks: [
        {
          kind: 'p',
          text: 'Not every case of varicose veins needs surgery or a procedure straight away. When symptoms are mild or reflux is not clear, or when a procedure should be postponed because of pregnancy or your health, symptoms are managed with conservative care.',
        },
        {
          kind: 'list',
          items: [
            'Medical compression stockings: pressure from outside the leg reduces the pooling of blood in the veins.',
            'Lifestyle care: walking often, calf muscle exercises, raising your legs when resting, and keeping a healthy weight',
            'Medication: depending on the doctor’s judgement, medicines that help relieve heaviness or swelling in the legs may be prescribed.',
          ],
        },
        {
          kind: 'p',
          text: 'Conservative care helps relieve symptoms, but it cannot restore valves that have already lost their function. When reflux is confirmed and the symptoms interfere with daily life, or skin changes appear, surgery or a procedure is considered.',
        },
      ],
    },
    {
      id: 'aftercare',
      heading: 'After treatment',
      blocks: [
        {
          kind: 'p',
          text: 'Most procedures performed inside the vein are done under local anaesthesia, and many patients rest for a while afterwards and then walk home. Recovery time and when you can return to daily activities differ with the treatment method and from person to person.',
        },
        {
          kind: 'list',
          items: [
            'Walking lightly and often from the day of the procedure helps recovery.',
            'Whether and for how long you need compression stockings depends on the treatment method, so please follow our instructions.',
            'For a while, please avoid saunas, hot baths and strenuous exercise.',
            'When you have to stand or sit for a long time, move your ankles now and then.',
          ],
        },
        {
          kind: 'p',
          text: 'After treatment you may have bruising, a pulling sensation or tenderness, which usually lessens over time. Phlebitis, skin pigmentation, numbness from nerve irritation or an allergic reaction to the adhesive or sclerosant may also occur, and, rarely, deep vein thrombosis.',
        },
        {
          kind: 'note',
          text: 'If after treatment your leg suddenly becomes very swollen and painful, or you become short of breath or have chest pain, please contact the clinic ({{phone}}) straight away. Outside opening hours, please go to the nearest emergency department.',
        },
      ],
    },
    {
      id: 'follow-up',
      heading: 'Regular follow-up',
      blocks: [
        {
          kind: 'p',
          text: 'After treatment we use ultrasound to check that the treated vein has closed well and that no clot has formed in the deep veins. After that, we continue to follow your progress on the schedule the doctor recommends.',
        },
        {
          kind: 'p',
          text: 'Varicose veins are a chronic condition influenced by constitution and lifestyle, so even after treatment new varicose veins can develop in other veins over time. If your legs become uncomfortable again or you notice new bulging veins, please do not put off seeing a doctor. Small varicose veins can sometimes be managed with methods such as sclerotherapy.',
        },
      ],
    },
  ],
};

export default content;
