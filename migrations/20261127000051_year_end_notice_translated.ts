import type { Knex } from 'knex';

// Data: the first run's year-end notice ("2026년 연말연시 진료 일정 안내") in English, Chinese and
// Japanese. The translated year-end popup sends patients to the notices in their language, where
// this notice was only in Korean. It gets the translations the first run now writes, only where the
// notice still holds the first run's Korean title and text and has no translation yet: a notice
// staff rewrote or translated themselves stays as it is. One UPDATE of at most one row.
// Back: those translations are taken away again where they are still exactly these.
const DEMO = {
  title: '2026년 연말연시 진료 일정 안내',
  body: [
    '안녕하세요. 한 해 동안 저희 병원을 믿고 찾아 주신 분들께 감사드리며, 연말연시 진료 일정을 안내해 드립니다.',
    '12월 25일(금) 성탄절과 2027년 1월 1일(금) 신정에는 휴진합니다. 12월 26일(토)과 2027년 1월 2일(토)은 오전 9시부터 오후 4시까지 점심시간 없이 진료합니다. 12월 31일(목)을 포함한 그 밖의 평일은 평소와 같이 오전 9시부터 오후 6시까지 진료하며, 점심시간은 오후 1시부터 2시까지입니다.',
    '연말에는 진료와 서류 발급을 원하시는 분이 많아 대기 시간이 길어질 수 있습니다. 진료 예약은 대표번호로 미리 해 주시고, 실손보험 청구나 연말정산에 필요한 진료비 영수증, 진료비 세부내역서, 진단서 등은 여유 있게 신청해 주시기 바랍니다.',
    '휴진일에 다리가 갑자기 심하게 붓거나 통증이 심해지는 등 급한 증상이 있으시면 가까운 응급실을 이용해 주세요.',
    '새해에도 환자분들의 건강을 위해 정성을 다하겠습니다. 따뜻한 연말 보내시고 건강한 새해 맞이하시길 바랍니다. 궁금하신 점은 병원으로 문의해 주세요.',
  ],
};
const TRANSLATED = {
  en: {
    title: 'Opening hours over the 2026 year-end holidays',
    body: [
      'Thank you for trusting our clinic throughout the year. Here are our opening hours over the year-end holidays.',
      'We are closed on Christmas Day, Friday 25 December, and on New Year’s Day, Friday 1 January 2027. On Saturday 26 December and Saturday 2 January 2027 we are open from 9 a.m. to 4 p.m., without a lunch break. On all other weekdays, including Thursday 31 December, we are open as usual from 9 a.m. to 6 p.m., with a lunch break from 1 p.m. to 2 p.m.',
      'Many patients come for treatment or ask for documents at the end of the year, so waiting times may be longer. Please book your appointment by phone in advance, and allow extra time when you ask for receipts, itemised bills or medical certificates for insurance claims or the year-end tax settlement.',
      'If your leg suddenly swells badly or the pain becomes severe on a day we are closed, please go to the nearest emergency room.',
      'We will keep caring for our patients’ health in the new year. We wish you a warm end of the year and a healthy new year. If you have any questions, please contact the clinic.',
    ],
  },
  cn: {
    title: '2026年年末年初门诊时间通知',
    body: [
      '感谢您一年来对本院的信任。现将年末年初的门诊时间通知如下。',
      '12月25日（星期五）圣诞节和2027年1月1日（星期五）元旦休诊。12月26日（星期六）和2027年1月2日（星期六）上午9点至下午4点门诊，中午不休息。包括12月31日（星期四）在内的其他工作日照常于上午9点至下午6点门诊，午休时间为下午1点至2点。',
      '年末前来就诊和申请各类证明文件的患者较多，等候时间可能会较长。请提前拨打本院电话预约；用于保险理赔或年末税务结算的诊疗费收据、诊疗费明细单、诊断书等，也请预留充足的时间申请。',
      '休诊期间，如腿部突然严重肿胀或疼痛明显加重等紧急症状，请前往就近的急诊室。',
      '新的一年，我们将继续用心守护患者的健康。祝您度过温暖的年末，迎来健康的新年。如有疑问，请与本院联系。',
    ],
  },
  jp: {
    title: '2026年 年末年始の診療日程のお知らせ',
    body: [
      '一年間、当院をご利用いただきありがとうございました。年末年始の診療日程をお知らせいたします。',
      '12月25日（金）のクリスマスと2027年1月1日（金）の元日は休診いたします。12月26日（土）と2027年1月2日（土）は午前9時から午後4時まで、昼休みなしで診療いたします。12月31日（木）を含むその他の平日は、通常どおり午前9時から午後6時まで診療し、昼休みは午後1時から2時までです。',
      '年末は診療や書類の発行を希望される方が多く、待ち時間が長くなることがあります。診療のご予約はお電話で事前にお願いいたします。保険の請求や年末の税務手続きに必要な診療費の領収書、診療費明細書、診断書などは、余裕をもってお申し込みください。',
      '休診日に脚が急にひどくむくんだり、痛みが強くなったりするなど急な症状がある場合は、お近くの救急外来をご利用ください。',
      '新しい年も、患者さまの健康のために心を尽くしてまいります。温かい年末をお過ごしになり、健やかな新年をお迎えください。ご不明な点は当院までお問い合わせください。',
    ],
  },
};

/** The text as the first run stores it (a paragraph a `<p>`; none of these needs escaping). */
const html = (paragraphs: readonly string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
const LOCALES = ['en', 'cn', 'jp'] as const;
const TITLES = JSON.stringify(Object.fromEntries(LOCALES.map((l) => [l, TRANSLATED[l].title])));
const BODIES = JSON.stringify(Object.fromEntries(LOCALES.map((l) => [l, html(TRANSLATED[l].body)])));

export async function up(knex: Knex): Promise<void> {
  await knex('notices')
    .where({ title: DEMO.title, body: html(DEMO.body) })
    .whereNull('title_translated')
    .whereNull('body_translated')
    .update({ title_translated: TITLES, body_translated: BODIES });
}

export async function down(knex: Knex): Promise<void> {
  await knex('notices')
    .where({ title: DEMO.title, title_translated: TITLES, body_translated: BODIES })
    .update({ title_translated: null, body_translated: null });
}
