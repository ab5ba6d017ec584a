import type { MessagePath } from './i18n';

/**
 * The one menu table: header, mobile menu, site map and sub-tab bars all read it. `onDisplay: false`
 * hides an item; `accessShow` shows it only to logged-in members.
 */
export interface MenuItem {
  title: MessagePath;
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
  {
    title: 'menu.treatment',
    path: '/non-surgical/stockings',
    children: [
      { title: 'menu.stockings', path: '/non-surgical/stockings' },
      { title: 'menu.drugs', path: '/non-surgical/drugs' },
      { title: 'menu.sclerotherapy', path: '/non-surgical/sclerotherapy' },
      { title: 'menu.clarivein', path: '/surgery/clarivein' },
      { title: 'menu.flebogrif', path: '/surgery/flebogrif' },
      { title: 'menu.venaseal', path: '/surgery/venaseal' },
      { title: 'menu.rfa', path: '/surgery/rfa' },
      { title: 'menu.laser', path: '/surgery/laser' },
      { title: 'menu.stripping', path: '/surgery/stripping' },
    ],
  },
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
    .map((item) => (item.children ? { ...item, children: visibleMenu(item.children, state) } : item));
}

/** The top-level group a path belongs to (for the sub-tab bar). */
export function groupOf(path: string): MenuItem | undefined {
  return menu.find((group) =>
    group.children?.some((child) => child.path === path || (child.path !== '/' && path.startsWith(child.path + '/'))),
  );
}
