import type { UserType } from '@praktijkportaal/contract/roles';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import {
  FORGOT_PASSWORD_PATH,
  SET_PASSWORD_PATH,
  UNSUBSCRIBE_PATH,
} from '../features/auth/lib/auth-paths';
import { HomePage } from '../features/home/routes/home-page';
import { ACCOUNT_ROUTE, MFA_ROUTE, PASSWORD_ROUTES } from '../lib/held-user';
import { ErrorPage } from './error-page';
import { homeLoader, loaders, sessionLoader } from './loaders';
import { NotFoundPage } from './not-found-page';
import { RequireRole } from './require-role';
import { PageLoading, ScreenOutlet, YieldToNavigation } from './route-loading';
import { ROUTE_TITLES, type RouteHandle } from './route-titles';
import { SessionGate } from './session-gate';
import { ignoreClicksBegunBeforeNavigation } from './stale-click-guard';

/*
 * The entry holds the router, the session gate with the login page, and the Admin's home; the
 * frame is a chunk of its own (session-gate.tsx). Every screen comes with its feature's chunk
 * (`./screens/`), a dynamic import that the router makes when a screen of that feature first
 * opens (route `lazy`); Rolldown decides the chunks they share. A screen's loader (loaders.ts)
 * is static, so it checks the address and starts the screen's queries while the code is on the
 * way.
 */
const users = () => import('./screens/users');
const audit = () => import('./screens/audit');
const practices = () => import('./screens/practices');
const dashboards = () => import('./screens/dashboards');
const documents = () => import('./screens/documents');
const member = () => import('./screens/member');
const changePassword = () => import('../features/auth/routes/change-password-page');
const twoFactor = () => import('../features/auth/routes/two-factor-page');
const reloginDialog = () => import('../features/auth/components/relogin-dialog');
const account = () => import('../features/auth/routes/account-page');

/** A screen whose code is fetched on first visit; `load` makes the page element. */
function screen(
  path: string,
  title: RouteHandle['title'],
  load: () => Promise<ReactNode>,
  loader?: LoaderFunction,
): RouteObject {
  return { path, handle: { title }, lazy: async () => ({ element: await load() }), loader };
}

/**
 * The report form's screens, with the auth feature's dialog that logs the same user in again
 * when the session ended while typing (decision 051).
 */
async function reportScreen(page: 'AddReportPage' | 'EditReportPage') {
  const [screens, { ReloginDialog }] = await Promise.all([documents(), reloginDialog()]);
  const Page = screens[page];
  return <Page relogin={(props) => <ReloginDialog {...props} />} />;
}

/** The practice details page, with the sections of the dashboards and documents features. */
async function practiceDetails(variant: 'admin' | 'coach') {
  const [{ PracticeDetailsPage }, { PracticeDashboardsSection }, { PracticeDocumentsSection }] =
    await Promise.all([practices(), dashboards(), documents()]);
  return (
    <PracticeDetailsPage
      variant={variant}
      dashboardsSection={(practice) => (
        <PracticeDashboardsSection
          practice={practice}
          manage={variant === 'admin' && practice.writable}
        />
      )}
      documentsSection={(practice) => (
        <PracticeDocumentsSection practice={practice} writable={practice.writable} />
      )}
    />
  );
}

// `/` is one route for every role, so the Coach's and the members' homes load as components.
const CoachHome = lazy(() => practices().then((m) => ({ default: m.PracticeListPage })));
const MemberHome = lazy(() => member().then((m) => ({ default: m.MemberHomePage })));

function forRoles(roles: readonly UserType[], children: RouteObject[]): RouteObject {
  return { element: <RequireRole roles={roles} />, children };
}

/** Every route of spec §2, grouped by the roles that may open it, each with its title. */
export const routes: RouteObject[] = [
  // For someone not logged in: outside the session gate, each in a chunk of its own.
  {
    path: FORGOT_PASSWORD_PATH,
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { ForgotPasswordPage } = await import('../features/auth/routes/forgot-password-page');
      return { element: <ForgotPasswordPage /> };
    },
  },
  {
    path: `${SET_PASSWORD_PATH}/:token`,
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { SetPasswordPage } = await import('../features/auth/routes/set-password-page');
      return { element: <SetPasswordPage /> };
    },
  },
  {
    // The unsubscribe link of a notice mail: it works without logging in (decision 049).
    path: UNSUBSCRIBE_PATH,
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { UnsubscribePage } = await import('../features/auth/routes/unsubscribe-page');
      return { element: <UnsubscribePage /> };
    },
  },
  {
    path: '/',
    element: <SessionGate />,
    errorElement: <ErrorPage />,
    children: [
      {
        // Errors inside the app keep the header and sidebar around the error page.
        errorElement: <ErrorPage />,
        element: <ScreenOutlet />,
        loader: sessionLoader,
        // Opening the app at a screen's address: the frame, and this until its code is in.
        HydrateFallback: PageLoading,
        children: [
          {
            index: true,
            handle: { title: ROUTE_TITLES.home },
            loader: homeLoader,
            // A search or page of the Coach's list or the members' picker asks only its list.
            shouldRevalidate: () => false,
            element: (
              <HomePage
                coachHome={
                  <Suspense fallback={<PageLoading />}>
                    <CoachHome />
                  </Suspense>
                }
                memberHome={
                  <YieldToNavigation>
                    <Suspense fallback={<PageLoading />}>
                      <MemberHome />
                    </Suspense>
                  </YieldToNavigation>
                }
              />
            ),
          },
          screen(PASSWORD_ROUTES.forced, ROUTE_TITLES.password, () =>
            changePassword().then((m) => <m.ChangePasswordPage forced />),
          ),
          screen(
            PASSWORD_ROUTES.voluntary,
            ROUTE_TITLES.password,
            () => changePassword().then((m) => <m.ChangePasswordPage forced={false} />),
            loaders.password,
          ),
          screen(
            ACCOUNT_ROUTE,
            ROUTE_TITLES.account,
            () => account().then((m) => <m.AccountPage />),
            loaders.password,
          ),
          screen(MFA_ROUTE, ROUTE_TITLES.secondFactor, () =>
            twoFactor().then((m) => <m.TwoFactorPage />),
          ),
          // The Power BI client is a chunk of its own that the page imports for a key dashboard.
          screen(
            'dashboard/:dashboardId',
            ROUTE_TITLES.dashboard,
            () => dashboards().then((m) => <m.DashboardViewPage />),
            loaders.dashboard,
          ),
          screen(
            'pdf/:pdfId',
            ROUTE_TITLES.pdf,
            () => documents().then((m) => <m.PdfPage />),
            loaders.pdf,
          ),
          forRoles(
            ['Admin'],
            [
              screen(
                'admin/customers',
                ROUTE_TITLES.users,
                () => users().then((m) => <m.UserListPage />),
                loaders.users,
              ),
              screen('admin/add-customer', ROUTE_TITLES.addUser, () =>
                users().then((m) => <m.AddUserPage />),
              ),
              screen(
                'admin/edit-customer/:userId',
                ROUTE_TITLES.editUser,
                () => users().then((m) => <m.EditUserPage />),
                loaders.user,
              ),
              screen(
                'admin/customer-details/:userId',
                ROUTE_TITLES.userDetails,
                () => users().then((m) => <m.UserDetailsPage />),
                loaders.userDetails,
              ),
              screen(
                'logboek',
                ROUTE_TITLES.auditLog,
                () => audit().then((m) => <m.AuditLogPage />),
                loaders.auditLog,
              ),
              screen(
                'admin/dashboards',
                ROUTE_TITLES.dashboards,
                () => dashboards().then((m) => <m.DashboardListPage />),
                loaders.dashboards,
              ),
              screen('admin/add-dashboard', ROUTE_TITLES.addDashboard, () =>
                dashboards().then((m) => <m.AddDashboardPage />),
              ),
              screen(
                'admin/edit-dashboard/:dashboardId',
                ROUTE_TITLES.editDashboard,
                () => dashboards().then((m) => <m.EditDashboardPage />),
                loaders.dashboard,
              ),
              screen(
                'admin/practices',
                ROUTE_TITLES.practices,
                () => practices().then((m) => <m.PracticeListPage />),
                loaders.practices,
              ),
              screen('admin/add-practice', ROUTE_TITLES.addPractice, () =>
                practices().then((m) => <m.AddPracticePage />),
              ),
              screen(
                'admin/edit-practice/:practiceId',
                ROUTE_TITLES.editPractice,
                () => practices().then((m) => <m.EditPracticePage />),
                loaders.practice,
              ),
              screen(
                'admin/practice-details/:practiceId',
                ROUTE_TITLES.practiceDetails,
                () => practiceDetails('admin'),
                loaders.practiceDetails,
              ),
            ],
          ),
          forRoles(
            ['Admin', 'Coach'],
            [
              screen('practice/add-report', ROUTE_TITLES.addReport, () =>
                reportScreen('AddReportPage'),
              ),
              screen(
                'practice/edit-report/:reportId',
                ROUTE_TITLES.editReport,
                () => reportScreen('EditReportPage'),
                loaders.report,
              ),
            ],
          ),
          forRoles(
            ['Coach'],
            [
              screen(
                'coach/practice-details/:practiceId',
                ROUTE_TITLES.practiceDetails,
                () => practiceDetails('coach'),
                loaders.practiceDetails,
              ),
            ],
          ),
          forRoles(
            ['Klant', 'Manager'],
            [
              screen(
                'practice/:practiceId',
                ROUTE_TITLES.memberPractice,
                () => member().then((m) => <m.MemberPracticePage />),
                loaders.memberPractice,
              ),
              screen(
                'practice/:practiceId/reports',
                ROUTE_TITLES.memberReports,
                () => documents().then((m) => <m.MemberReportsPage />),
                loaders.memberReports,
              ),
              screen(
                'practice/:practiceId/uploadedPDFs',
                ROUTE_TITLES.memberFiles,
                () => documents().then((m) => <m.MemberFilesPage />),
                loaders.memberFiles,
              ),
            ],
          ),
          { path: '*', handle: { title: ROUTE_TITLES.notFound }, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
ignoreClicksBegunBeforeNavigation(router);
