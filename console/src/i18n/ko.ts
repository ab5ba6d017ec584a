import type { TranslationMessages } from 'react-admin';
import raKo from './raKo';

/** The console's own texts. `en.ts` must have exactly these keys (checked by the type below). */
export const appKo = {
  resources: {
    'center/notifications': {
      name: '공지사항',
      fields: {
        id: '번호',
        title: '제목',
        body: '내용',
        pinned: '상단 고정',
        published: '게시',
        publishedAt: '게시 일시',
        views: '조회수',
        createdAt: '등록 일시',
        updatedAt: '수정 일시',
      },
      helper: {
        body: '환자분이 읽는 글입니다. 쉽고 정확하게, 과장이나 치료 효과를 약속하는 표현 없이 써 주세요.',
        pinned: '고정한 공지는 목록 맨 위에 보입니다.',
        published: '끄면 임시 저장되어 홈페이지에 보이지 않습니다.',
        publishedAt: '비워 두면 지금 게시됩니다. 미래 시각을 넣으면 그때부터 보입니다.',
      },
      filters: {
        pinnedOnly: '고정 공지만',
        unpublished: '게시 안 함',
        publishedSince: '게시일 이후',
        publishedBefore: '게시일 이전',
      },
    },
  },
  app: {
    title: '관리자 콘솔',
    loginTitle: '병원 홈페이지 관리자 로그인',
    status: { published: '게시 중', draft: '임시 저장', scheduled: '게시 예약' },
  },
};

export type AppMessages = typeof appKo;

export const ko: TranslationMessages = { ...raKo, ...appKo };
