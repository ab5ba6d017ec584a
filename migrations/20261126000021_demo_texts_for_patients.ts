import type { Knex } from 'knex';
import { eachSettingsRecord } from './lib/settingsRecords';

// Data: what a first run added and patients could read although it was meant for staff.
// - The example review cards said "관리자 콘솔에서 실제 후기 카드로 바꿔 주세요": cards still holding
//   that text now say what they are (an example card) and are marked `is_demo`.
// - The KakaoTalk, Naver booking and YouTube buttons pointed at the services' home pages: a saved
//   settings record still holding exactly those addresses gets empty ones (an empty link hides its
//   button until staff enter the clinic's own).
// Back: the cards get their old texts; empty links get the home pages again (a rollback cannot
// tell a link this emptied from one staff left empty).
const OLD_CONTENT =
  '관리자 콘솔에서 실제 후기 카드로 바꿔 주세요. 후기는 개인의 경험이며 치료 결과는 사람마다 다릅니다.';
const NEW_CONTENT = '예시로 보여 드리는 카드입니다. 후기는 개인의 경험이며 치료 결과는 사람마다 다릅니다.';
const OLD_TITLE = /^후기 카드 예시 (\d+)$/;
const newTitle = (n: string) => `예시 후기 카드 ${n}`;
const NEW_TITLE = /^예시 후기 카드 (\d+)$/;
const oldTitle = (n: string) => `후기 카드 예시 ${n}`;

const HOME_PAGES = {
  kakaoChannelUrl: 'https://pf.kakao.com/',
  naverBookingUrl: 'https://booking.naver.com/',
  youtubeChannelUrl: 'https://www.youtube.com/',
} as const;

type ReviewRow = { id: number; title: string; content: string };

export async function up(knex: Knex): Promise<void> {
  const cards = (await knex('reviews').where({ content: OLD_CONTENT }).select('id', 'title', 'content')) as ReviewRow[];
  for (const card of cards) {
    const n = OLD_TITLE.exec(card.title)?.[1];
    await knex('reviews')
      .where({ id: card.id })
      .update({ content: NEW_CONTENT, is_demo: true, ...(n ? { title: newTitle(n) } : {}) });
  }
  await eachSettingsRecord(knex, (data) => {
    let changed = false;
    for (const [field, home] of Object.entries(HOME_PAGES))
      if (data[field] === home) {
        data[field] = '';
        changed = true;
      }
    return changed;
  });
}

export async function down(knex: Knex): Promise<void> {
  const cards = (await knex('reviews').where({ content: NEW_CONTENT }).select('id', 'title', 'content')) as ReviewRow[];
  for (const card of cards) {
    const n = NEW_TITLE.exec(card.title)?.[1];
    await knex('reviews')
      .where({ id: card.id })
      .update({ content: OLD_CONTENT, ...(n ? { title: oldTitle(n) } : {}) });
  }
  await eachSettingsRecord(knex, (data) => {
    let changed = false;
    for (const [field, home] of Object.entries(HOME_PAGES))
      if (data[field] === '') {
        data[field] = home;
        changed = true;
      }
    return changed;
  });
}
