import type { DocumentKind, MainCode, PhotoPlacement, TermCode, VideoPlacement } from '@clinic/contract';
import { PRODUCT } from './api';

/** A query string of the values that are set (`?page=2&q=vein`, in the order given), '' when none is. */
function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.size ? `?${search}` : '';
}

interface Paging {
  page: number;
  perPage: number;
}

type Id = string | number;

/**
 * Every path of the public API the site calls (below `/api`), built in one place: the loaders, the
 * pages and the forms ask here instead of writing URLs inline.
 */
export const endpoints = {
  settings: () => `/v1/${PRODUCT}/settings`,
  treatments: () => '/v1/treatments',
  popups: () => '/v1/popups',
  mainBanners: () => '/v1/banners/main',
  mains: (code: MainCode) => `/v1/${PRODUCT}/mains${query({ code })}`,
  fees: () => `/v1/${PRODUCT}/fees`,
  doctors: () => `/v1/${PRODUCT}/doctors`,
  /** The clinic's videos and photos that show (all, or those of one place). */
  videos: (placement?: VideoPlacement) => `/v1/${PRODUCT}/videos${query({ placement })}`,
  photos: (placement?: PhotoPlacement) => `/v1/${PRODUCT}/photos${query({ placement })}`,
  /** A page's text (`cost`, `surgery/venaseal`; `home` is the main page). */
  page: (key: string) => `/v1/pages/${key}`,
  terms: () => '/v1/terms',
  term: (code: TermCode) => `/v1/terms/${code}`,

  /** The clinic's review cards: a page of them, or the ones picked for the main page. */
  reviews: (select: Paging | { isMain: true }) => `/v1/${PRODUCT}/reviews${query({ ...select })}`,
  review: (id: Id) => `/v1/${PRODUCT}/reviews/${id}`,
  /** Reviews members wrote: GET a page of the approved ones, POST a new one. */
  memberReviews: (paging?: Paging) => `/v1/${PRODUCT}/reviews2${paging ? query({ ...paging }) : ''}`,
  memberReview: (id: Id) => `/v1/${PRODUCT}/reviews2/${id}`,
  myReviews: () => '/v1/me/reviews',

  notices: (select: Paging & { q?: string }) => `/v1/center/notifications${query({ ...select })}`,
  notice: (id: Id) => `/v1/center/notifications/${id}`,
  /** The newest notices with their text, for the RSS feed. */
  noticeFeed: () => '/v1/center/notifications/feed',
  faqs: (filter: { q?: string | null; category?: string | null }) => `/v1/center/faqs${query({ ...filter })}`,

  /** The published boards. */
  boards: () => '/v1/boards',
  board: (board: string) => `/v1/boards/${board}`,
  /** A board's newest posts with their text, for the RSS feed. */
  postFeed: (board: string) => `/v1/boards/${board}/feed`,
  /** A board's posts: GET a page of them, POST a new one. */
  posts: (board: string, select?: Paging & { q?: string }) =>
    `/v1/boards/${board}/posts${select ? query({ ...select }) : ''}`,
  post: (board: string, id: Id) => `/v1/boards/${board}/posts/${id}`,
  comments: (board: string, post: Id) => `/v1/boards/${board}/posts/${post}/comments`,
  comment: (board: string, post: Id, id: Id) => `/v1/boards/${board}/posts/${post}/comments/${id}`,

  /** My 1:1 questions: GET a page of them, POST a new one. */
  questions: (paging?: Paging) => `/v1/center/questions${paging ? query({ ...paging }) : ''}`,
  question: (id: Id) => `/v1/center/questions/${id}`,
  questionFile: (question: Id, file: Id) => `/v1/center/questions/${question}/files/${file}`,

  me: () => '/v1/me',
  password: () => '/v1/me/password',
  withdraw: () => '/v1/me/withdraw',
  /** Sign-up (POST). */
  users: () => '/v1/users',
  /** A member's document upload (business registration, foreigner's ID). */
  userDocument: (user: Id, doc: DocumentKind) => `/v1/users/${user}/${doc}`,
  recovery: () => '/v1/users/recovery',
  certify: () => '/v1/users/certify',
  certifyConfirm: () => '/v1/users/certify/confirm',
  /** A consultation request (POST, multipart). */
  forms: () => '/v1/forms',
} as const;
