import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { isAdmin } from './providers/roles';
import { accountName } from './fields/accountName';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { notifications } from './resources/notifications';
import { forms } from './resources/forms';
import { faqs } from './resources/faqs';
import { faqCategories } from './resources/faqCategories';
import { pages, pageTexts } from './resources/pages';
import { treatments } from './resources/treatments';
import { reviews } from './resources/reviews';
import { doctors } from './resources/doctors';
import { fees } from './resources/fees';
import { popups } from './resources/popups';
import { banners } from './resources/banners';
import { videos } from './resources/videos';
import { photos } from './resources/photos';
import { mains } from './resources/mains';
import { terms } from './resources/terms';
import { setting } from './resources/setting';
import { members } from './resources/members';
import { memberLevels } from './resources/memberLevels';
import { withdrawals } from './resources/withdrawals';
import { admins } from './resources/admins';
import { outbox } from './resources/outbox';
import { accessLogs } from './resources/accessLogs';
import { changeHistory } from './resources/changeHistory';
import { questions } from './resources/questions';
import { memberReviews } from './resources/memberReviews';
import { reviewWords } from './resources/reviewWords';
import { messageTemplates } from './resources/messageTemplates';
import { boards } from './resources/boards';
import { boardPosts } from './resources/boardPosts';
import { boardComments } from './resources/boardComments';
import { COMPOSE_PATH, ComposePage, messageRecipients, messages } from './resources/messages';
import { Layout } from './layout/Layout';
import { lazyPage } from './lazyPage';
import { ConsoleLoginPage } from './login/ConsoleLoginPage';
import { theme } from './theme';

// The console itself loads after login (see Entry). Its pages, the home included, load with their own
// chunks when first shown (see lazyPage): the rich-text editor and the charts only with the pages that use them.
const Dashboard = lazyPage(() => import('./dashboard'), 'Dashboard');
const PasswordPage = lazyPage(() => import('./account/PasswordPage'), 'PasswordPage');

/**
 * Real paths (/console/center/notifications), not react-admin's default hash router; a data router,
 * so that a form with unsaved changes asks before staff leave it (warnWhenUnsavedChanges blocks the
 * navigation through the router).
 */
export function App() {
  return <RouterProvider router={router} />;
}

const router = createBrowserRouter([{ path: '*', element: <Console /> }], { basename: '/console' });

function Console() {
  return (
    <Admin
      title="관리자 콘솔"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      loginPage={ConsoleLoginPage}
      dashboard={Dashboard}
      disableTelemetry
    >
      {/* The menu follows this order: daily work first, site-wide settings last, then staff and records. */}
      <Resource name="center/notifications" {...notifications} />
      <Resource name="forms" {...forms} />
      <Resource name="users" {...members} />
      {/* Staff messaging: the history, its recipients (shown inside a message), the reply templates and the compose route. */}
      <Resource name="messages" {...messages} />
      <Resource name="message-recipients" {...messageRecipients} />
      <Resource name="message-templates" {...messageTemplates} />
      {/* Community: the menu shows these together under one heading (layout/Menu). */}
      <Resource name="center/questions" {...questions} />
      <Resource name="clinic/reviews2" {...memberReviews} />
      <Resource name="review-words" {...reviewWords} />
      <Resource name="boards" {...boards} />
      <Resource name="board-posts" {...boardPosts} />
      <Resource name="board-comments" {...boardComments} />
      <Resource name="center/faqs" {...faqs} />
      <Resource name="center/faq-categories" {...faqCategories} />
      <Resource name="clinic/doctors" {...doctors} />
      <Resource name="clinic/reviews" {...reviews} />
      <Resource name="clinic/fees" {...fees} />
      <Resource name="popups" {...popups} />
      <Resource name="banners" {...banners} />
      <Resource name="clinic/videos" {...videos} />
      <Resource name="clinic/photos" {...photos} />
      <Resource name="clinic/mains" {...mains} />
      <Resource name="users/levels" {...memberLevels} />
      <Resource name="users/withdrawals" {...withdrawals} />
      <Resource name="treatments" {...treatments} />
      <Resource name="pages" {...pages} />
      <Resource name="page-texts" {...pageTexts} />
      <Resource name="page-revisions" />
      <Resource name="terms" {...terms} />
      <Resource name="setting" {...setting} />
      <Resource name="outbox" {...outbox} />
      <Resource name="change-history" {...changeHistory} />
      {/* Staff names for every staff member's screens (who a request is assigned to); no page of its own. */}
      <Resource name="staff-names" recordRepresentation={accountName} />
      {/* 관리자 only (the API refuses 직원 too): staff accounts and the personal-data access log. */}
      {(permissions: unknown) =>
        isAdmin(permissions) ? (
          <>
            <Resource name="user/admins" {...admins} />
            <Resource name="access-logs" {...accessLogs} />
          </>
        ) : null
      }
      <CustomRoutes>
        <Route path="/password" element={<PasswordPage />} />
        <Route path={COMPOSE_PATH} element={<ComposePage />} />
        {/* The spec's /console/dashboard: the same page as the home (/console/). */}
        <Route path="/dashboard" element={<Dashboard />} />
        {/* The spec's /console/{product}/main: the main-page counters (clinic/mains). */}
        <Route path="/clinic/main" element={<Navigate to="/clinic/mains" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
