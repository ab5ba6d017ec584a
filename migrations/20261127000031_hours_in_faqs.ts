import type { Knex } from 'knex';

// Data: the first run's FAQ answer on opening hours ("토요일에도 진료하나요?") wrote the hours into its
// text, so hours staff set in 사이트 설정 never reached it. Its hours sentence now names them, as page
// texts do ({{hours.summary}}), and the site fills in the hours of the settings in the page's
// language. Only the first run's sentence is replaced, in each language where an answer still holds
// it; an answer staff rewrote stays as it is. Back: the first run's sentence again.
const SENTENCES = [
  {
    demo: '네, 토요일은 오전 9시부터 오후 4시까지 점심시간 없이 진료합니다. 평일(월~금)은 오전 9시부터 오후 6시까지 진료하며, 점심시간은 오후 1시부터 2시까지입니다. 일요일과 공휴일은 휴진합니다.',
    named: '요일별 진료 시간은 다음과 같습니다: {{hours.summary}}.',
  },
  {
    demo: 'Yes. On Saturdays we are open from 9:00 a.m. to 4:00 p.m. with no lunch break. On weekdays (Monday to Friday) we are open from 9:00 a.m. to 6:00 p.m., with a lunch break from 1:00 to 2:00 p.m. We are closed on Sundays and public holidays.',
    named: 'Our opening hours are: {{hours.summary}}.',
  },
  {
    demo: '是的，周六上午9点至下午4点看诊，中午不休息。工作日（周一至周五）上午9点至下午6点看诊，午休时间为下午1点至2点。周日和法定节假日休诊。',
    named: '各天的诊疗时间如下：{{hours.summary}}。',
  },
  {
    demo: 'はい、土曜日は午前9時から午後4時まで、昼休みなしで診療しています。平日（月~金）は午前9時から午後6時までで、昼休みは午後1時から2時までです。日曜日と祝日は休診です。',
    named: '曜日ごとの診療時間は次のとおりです：{{hours.summary}}。',
  },
] as const;

async function replaceIn(knex: Knex, direction: 'up' | 'down'): Promise<void> {
  for (const sentence of SENTENCES) {
    const [from, to] = direction === 'up' ? [sentence.demo, sentence.named] : [sentence.named, sentence.demo];
    const rows = (await knex('faqs').where('answer', 'like', `%${from}%`).select('id', 'answer')) as Array<{
      id: number;
      answer: string;
    }>;
    for (const row of rows)
      await knex('faqs')
        .where({ id: row.id })
        .update({ answer: row.answer.split(from).join(to) });
  }
}

export async function up(knex: Knex): Promise<void> {
  await replaceIn(knex, 'up');
}

export async function down(knex: Knex): Promise<void> {
  await replaceIn(knex, 'down');
}
