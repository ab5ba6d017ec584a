import type { CostPage } from '../../types';

const content: CostPage = {
  title: 'Surgery Costs',
  description:
    'How the cost of varicose vein treatment is decided, health insurance coverage, documents for private insurance claims, and our non-covered fees.',
  lead: 'The cost of varicose vein treatment depends on your examination results, the treatment method and the extent of treatment. We explain the expected cost before you decide on treatment, and you can check our non-covered fees in the table below.',
  sections: [
    {
      id: 'how-decided',
      heading: 'How costs are decided',
      blocks: [
        {
          kind: 'p',
          text: 'The cost of treatment is decided after your veins have been checked with an ultrasound examination. Even for the same procedure, the cost can differ with the number and length of the veins treated, whether one or both legs are treated, and whether additional treatment such as sclerotherapy is needed.',
        },
        {
          kind: 'list',
          items: [
            'After the examination, the doctor explains the treatment method and its extent.',
            'We tell you the expected cost of each method you can choose and whether health insurance applies.',
            'You can decide whether to be treated after taking time to think it over.',
          ],
        },
      ],
    },
    {
      id: 'insurance',
      heading: 'Health insurance coverage',
      blocks: [
        {
          kind: 'p',
          text: 'Stripping (high ligation and stripping) is surgery covered by national health insurance. Even so, the set patient co-payment applies, and some tests or materials may not be covered.',
        },
        {
          kind: 'p',
          text: 'ClariVein, Flebogrif, VenaSeal, radiofrequency ablation and endovenous laser ablation are non-covered treatments that national health insurance does not pay for. We publish the fees for non-covered items in the table below.',
        },
      ],
    },
    {
      id: 'private-insurance',
      heading: 'Documents for private insurance claims',
      blocks: [
        {
          kind: 'p',
          text: 'If you have private medical insurance, please check with your insurer which documents are needed before asking us for them. Whether and how much you are reimbursed is decided by your policy terms and your insurer’s review, so we cannot give you a definite answer in advance. Documents often requested are the following.',
        },
        {
          kind: 'list',
          items: [
            'Receipt of medical fees',
            'Itemized statement of medical fees',
            'Medical certificate or doctor’s opinion (with the disease classification code)',
            'Certificate of surgery',
            'Ultrasound examination report (if your insurer asks for it)',
          ],
        },
      ],
    },
    {
      id: 'disclosure',
      heading: 'Disclosure of non-covered fees',
      blocks: [
        {
          kind: 'p',
          text: 'As required by the Medical Service Act, we post our non-covered items and their fees. The table below shows the range of fees for each item, and the actual cost is set within that range according to your examination results and the extent of treatment. Please feel free to ask us before your visit.',
        },
      ],
    },
  ],
  tableHeading: 'Non-covered fees',
  coveredHeading: 'Fees covered by national health insurance',
  coveredNote:
    'The items below are covered by national health insurance. The amount you actually pay depends on the insurance rules and your coverage, so please feel free to ask us before treatment.',
  columns: {
    item: 'Item',
    min: 'Minimum',
    max: 'Maximum',
  },
  unit: '(Unit: KRW)',
  updated: 'Last updated',
  warning:
    'The name, logo and other marks of {{clinicName}} belong to this clinic. We have no other branches or affiliated clinics. If you come across other websites, blogs or phone calls using our name, they may have nothing to do with us, so please take care. When you contact us, please check that the number is our main phone number, {{phone}}.',
};

export default content;
