import type { MessagePath } from './i18n';

/**
 * The one menu table: header, mobile menu, site map and sub-tab bars all read it. `onDisplay: false`
 * hides an item; `accessShow` shows it only to logged-in members.
 */
export interface MenuItem {
  title: MessagePath;
  /** Shown instead of the title's message: a name staff keep (a treatment's). */
  label?: string;
  /** The group whose items are the treatments shown (치료 방법), in their order. */
  treatments?: boolean;
  path?: string;
  href?: string;
  children?: MenuItem[];
  onDisplay?: boolean;
  accessShow?: boolean;
  className?: string;
  /** Shown only while this setting is on (the review menu follows `onReview`). */
  requires?: 'onReview';
}

export interface MenuState {
  loggedIn: boolean;
  onReview: boolean;
  /** The treatments shown: 치료 방법's items. */
  treatments: Array<{ name: string; path: string }>;
}

export const menu: MenuItem[] = [
  {
    title: 'menu.introduction',
    path: '/introduction',
    children: [
      { title: 'menu.greeting', path: '/introduction' },
      { title: 'menu.team', path: '/introduction/team' },
      { title: 'menu.panorama', path: '/introduction/panorama' },
      { title: 'menu.information', path: '/introduction/information' },
    ],
  },
  {
    title: 'menu.varicose',
    path: '/varicose',
    children: [
      { title: 'menu.about', path: '/varicose' },
      { title: 'menu.selfDiagnosis', path: '/varicose/self-diagnosis' },
      { title: 'menu.standards', path: '/varicose/standards' },
      { title: 'menu.principles', path: '/varicose/principles' },
    ],
  },
  { title: 'menu.treatment', path: '/non-surgical/stockings', treatments: true },
  {
    title: 'menu.cost',
    path: '/cost',
    children: [
      { title: 'menu.costPolicy', path: '/cost' },
      { title: 'menu.guide', path: '/guide' },
      { title: 'menu.ex', path: '/ex' },
    ],
  },
  {
    title: 'menu.community',
    path: '/center/notice',
    children: [
      { title: 'menu.notice', path: '/center/notice' },
      { title: 'menu.news', path: '/boards/news' },
      { title: 'menu.faqs', path: '/center/faqs' },
      { title: 'menu.review', path: '/review', requires: 'onReview' },
      { title: 'menu.consultation', path: '/default-form' },
      { title: 'site.mypage', path: '/mypage/myinfo', accessShow: true },
    ],
  },
];

/** What a visitor sees of the table: hidden items dropped, member-only items only when logged in. */
export function visibleMenu(items: MenuItem[], state: MenuState): MenuItem[] {
  return items
    .filter(
      (item) =>
        item.onDisplay !== false && (!item.accessShow || state.loggedIn) && (!item.requires || state[item.requires]),
    )
    .map((item) => (item.treatments ? treatmentGroup(item, state) : item))
    .filter((item) => !item.treatments || item.children?.length)
    .map((item) => (item.children ? { ...item, children: visibleMenu(item.children, state) } : item));
}

/** 치료 방법: its items are the treatments shown; the group opens the first one. */
function treatmentGroup(item: MenuItem, state: MenuState): MenuItem {
  const children = state.treatments.map((t): MenuItem => ({ title: item.title, label: t.name, path: t.path }));
  return { ...item, path: children[0]?.path ?? item.path, children };
}

/** Whether `path` is the item's page or one under it (`/review/1`, `/center/notice/12`, `/boards/news/3`). */
const within = (item: MenuItem, path: string) =>
  item.path !== undefined && (item.path === path || (item.path !== '/' && path.startsWith(item.path + '/')));

/** The top-level group a path belongs to (for the sub-tab bar), as the visitor sees it. */
export function groupOf(path: string, state: MenuState): MenuItem | undefined {
  return visibleMenu(menu, state).find((group) => group.children?.some((child) => within(child, path)));
}

/**
 * Which of `items` is the current page for `path` (locale prefix removed): the item of that very page,
 * else the one whose page the path is under, the nearest one if several are (a review, a notice or a
 * board post marks its list; `/introduction/team` marks 의료진 소개, not 인사말 at `/introduction`).
 */
export function currentItem(items: MenuItem[], path: string): MenuItem | undefined {
  return items
    .filter((item) => within(item, path))
    .reduce<MenuItem | undefined>(
      (best, item) => (!best || item.path!.length > best.path!.length ? item : best),
      undefined,
    );
}
