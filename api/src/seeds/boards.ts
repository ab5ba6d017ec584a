import type { Knex } from 'knex';
import type { Translated } from '@clinic/contract';
import { toDbTime, toJsonText } from '../db/index.js';

/**
 * Demo boards: clinic news (staff write, comments allowed) and a health column (staff write, no
 * comments), each with short posts. Facts are limited to what the other demo content says (hours:
 * weekdays 9-18 with a 13-14 lunch break, Saturdays 9-16, closed Sundays and holidays); no claims
 * about treatment results.
 */
interface DemoBoard {
  key: string;
  name: Translated;
  writeAccess: 'staff' | 'members';
  commentsEnabled: boolean;
  position: number;
  posts: Array<{ title: string; body: string; pinned: boolean; createdAt: string }>;
}

const AUTHOR = '서울하지정맥 흉부외과';

const demoBoards: DemoBoard[] = [
  {
    key: 'news',
    name: { ko: '병원 소식', en: 'Clinic news', cn: '医院新闻', jp: 'クリニックからのお知らせ' },
    writeAccess: 'staff',
    commentsEnabled: true,
    position: 1,
    posts: [
      {
        title: '토요일 진료 시간 안내',
        pinned: true,
        createdAt: '2026-11-02T00:30:00.000Z',
        body:
          '<p>토요일에 내원하시는 분들이 많아 진료 시간을 다시 안내해 드립니다.</p>' +
          '<ul><li>평일: 오전 9시 ~ 오후 6시 (점심시간 오후 1시 ~ 2시)</li>' +
          '<li>토요일: 오전 9시 ~ 오후 4시 (점심시간 없이 진료)</li>' +
          '<li>일요일과 공휴일: 휴진</li></ul>' +
          '<p>토요일 오전에는 기다리시는 시간이 길어질 수 있습니다. 미리 전화로 예약해 주시면 조금 더 편하게 진료를 받으실 수 있습니다.</p>',
      },
      {
        title: '홈페이지에 병원 소식과 건강 칼럼을 싣습니다',
        pinned: false,
        createdAt: '2026-06-01T01:00:00.000Z',
        body:
          '<p>홈페이지에 병원 소식과 건강 칼럼 게시판을 열었습니다. 진료 일정이 바뀌는 날이나 병원의 새로운 소식을 이곳에서 알려 드리겠습니다.</p>' +
          '<p>건강 칼럼에는 다리 건강을 지키는 데 도움이 되는 생활 정보를 차례로 올릴 예정입니다. 개인의 증상에 관한 질문은 로그인한 뒤 마이페이지의 1:1 문의로 남겨 주시면 답변해 드립니다.</p>',
      },
    ],
  },
  {
    key: 'column',
    name: { ko: '건강 칼럼', en: 'Health column', cn: '健康专栏', jp: '健康コラム' },
    writeAccess: 'staff',
    commentsEnabled: false,
    position: 2,
    posts: [
      {
        title: '여름철 압박스타킹, 조금 더 편하게 신는 방법',
        pinned: false,
        createdAt: '2026-06-15T01:00:00.000Z',
        body:
          '<p>날씨가 더우면 압박스타킹이 답답하게 느껴지기 쉽습니다. 진료 때 착용을 안내받으셨다면, 여름에도 몇 가지를 챙기시면 조금 더 편하게 신으실 수 있습니다.</p>' +
          '<h2>신는 시간</h2>' +
          '<ul><li>다리가 덜 부어 있는 아침에 신으시면 한결 수월합니다.</li>' +
          '<li>하루에 얼마나 신을지는 진료 때 안내받은 대로 지켜 주세요.</li></ul>' +
          '<h2>피부 관리</h2>' +
          '<ul><li>땀이 차면 피부가 가렵거나 짓무를 수 있습니다. 벗은 뒤에는 다리를 씻고 잘 말려 주세요.</li>' +
          '<li>보습제는 신기 직전보다 벗은 뒤에 바르시는 편이 좋습니다. 보습제가 남아 있으면 스타킹이 잘 올라가지 않고 섬유가 상할 수 있습니다.</li></ul>' +
          '<h2>세탁과 보관</h2>' +
          '<ul><li>두 켤레를 번갈아 신으며 자주 세탁하시면 위생적입니다.</li>' +
          '<li>미지근한 물에 중성세제로 손세탁하고 그늘에서 말려 주세요. 뜨거운 물이나 건조기는 탄력을 떨어뜨릴 수 있습니다.</li></ul>' +
          '<p>신는 동안 피부가 붉어지거나 저리고 아프면 착용을 멈추고 병원에 문의해 주세요. 압박 강도와 착용 기간은 사람마다 다르니 진료 때 안내받은 내용을 따라 주세요.</p>',
      },
    ],
  },
];

/** Adds each demo board that does not exist yet (by key), with its posts; never touches existing ones. */
export async function seedDemoBoards(knex: Knex): Promise<{ boards: number; boardPosts: number }> {
  const now = toDbTime(new Date());
  let boards = 0;
  let boardPosts = 0;
  for (const board of demoBoards) {
    if (await knex('boards').where({ key: board.key }).first('id')) continue;
    await knex.transaction(async (trx) => {
      const [boardId] = await trx('boards').insert({
        key: board.key,
        name: toJsonText(board.name),
        write_access: board.writeAccess,
        comments_enabled: board.commentsEnabled,
        published: true,
        position: board.position,
        created_at: now,
        updated_at: now,
      });
      for (const post of board.posts) {
        const at = toDbTime(new Date(post.createdAt));
        await trx('board_posts').insert({
          board_id: Number(boardId),
          user_id: null,
          author_name: AUTHOR,
          title: post.title,
          body: post.body,
          thumb: null,
          pinned: post.pinned,
          hidden: false,
          views: 0,
          created_at: at,
          updated_at: at,
        });
      }
    });
    boards += 1;
    boardPosts += board.posts.length;
  }
  return { boards, boardPosts };
}
