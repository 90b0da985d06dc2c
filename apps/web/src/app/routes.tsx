import { PAGE_PATHS } from '@praktijkportaal/contract/page-paths';
import type { UserType } from '@praktijkportaal/contract/roles';
import type { ComponentType, ReactNode } from 'react';
import {
  type LoaderFunction,
  type NonIndexRouteObject,
  type RouteObject,
  useLoaderData,
} from 'react-router';
import type { Relogin } from '../features/documents/components/report-form';
import { HomePage } from '../features/home/routes/home-page';
import { ACCOUNT_ROUTE, MFA_ROUTE, PASSWORD_ROUTES } from '../lib/held-user';
import { preloadable } from '../lib/preloadable';
import { ErrorPage } from './error-page';
import { forRolesLoader, homeLoader, loaders, sessionLoader } from './loaders';
import { MONTH_OVERVIEW_ADMIN_PATH } from './navigation';
import { NotFoundPage } from './not-found-page';
import { PageLoading, ScreenOutlet } from './route-loading';
import { ROUTE_TITLES, type RouteHandle } from './route-titles';
import { SessionGate } from './session-gate';

/*
 * The entry holds the router, the session gate with the login page, and the Admin's home; the
 * frame is a chunk of its own (session-gate.tsx). Each screen is a chunk of its own: its route's
 * `lazy` imports the screen's module when it first opens, and Rolldown decides the chunks they
 * share (decision 062). A screen's loader (loaders.ts) is static, so it checks the address and
 * starts the screen's queries while the code is on the way.
 */
const reloginDialog = () => import('../features/login/components/relogin-dialog');
const practiceListPage = () => import('../features/practices/routes/practice-list-page');

type Screen = Pick<NonIndexRouteObject, 'path' | 'handle' | 'lazy'> & { loader?: LoaderFunction };

/** A screen whose code is fetched on first visit; `load` makes the page element. */
function screen(
  path: string,
  title: RouteHandle['title'],
  load: () => Promise<ReactNode>,
  loader?: LoaderFunction,
): Screen {
  return { path, handle: { title }, lazy: async () => ({ element: await load() }), loader };
}

/**
 * The report form's screens, with the login feature's dialog that logs the same user in again
 * when the session ended while typing (decision 051).
 */
async function reportScreen(page: Promise<{ default: ComponentType<{ relogin: Relogin }> }>) {
  const [{ default: Page }, { ReloginDialog }] = await Promise.all([page, reloginDialog()]);
  return <Page relogin={(props) => <ReloginDialog {...props} />} />;
}

/** The practice details page, with the sections of the dashboards and documents features. */
async function practiceDetails(variant: 'admin' | 'coach') {
  const [{ PracticeDetailsPage }, { PracticeDashboardsSection }, { PracticeDocumentsSection }] =
    await Promise.all([
      import('../features/practices/routes/practice-details-page'),
      import('../features/dashboards/components/practice-dashboards-section'),
      import('../features/documents/components/practice-documents-section'),
    ]);
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
const monthOverviewPage = (variant: 'admin' | 'coach') =>
  Promise.all([
    import('../features/month-overview/routes/month-overview-page'),
    import('../features/documents/report-practice'),
  ]).then(([{ MonthOverviewPage }, { reportForPracticeState }]) => (
    <MonthOverviewPage variant={variant} reportFormState={reportForPracticeState} />
  ));
// The Coach's start page is the spec's practice list with the month beside it (decision 094).
const CoachHome = preloadable(
  'coach-home',
  () => monthOverviewPage('coach').then((page) => () => page),
  <PageLoading />,
);
const MemberHomePage = preloadable(
  'member-home',
  () => import('../features/member/routes/member-home-page').then((m) => m.MemberHomePage),
  <PageLoading />,
);

/** A Klant's or Manager's home, as the home's loader chose it (one practice: redirected). */
function MemberHome() {
  const choice = useLoaderData<typeof homeLoader>();
  return choice ? <MemberHomePage choice={choice.memberHome} /> : <PageLoading />;
}

/**
 * Screens for some roles only: their loaders send anyone else to their own home first
 * (`forRolesLoader`). Convenience only; the server refuses the data to the wrong role regardless.
 */
function forRoles(roles: readonly UserType[], screens: Screen[]): Screen[] {
  return screens.map((route) => ({ ...route, loader: forRolesLoader(roles, route.loader) }));
}

/** Every route of spec §2, grouped by the roles that may open it, each with its title. */
export const routes: RouteObject[] = [
  // For someone not logged in: outside the session gate, each in a chunk of its own.
  {
    path: PAGE_PATHS.forgotPassword,
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { ForgotPasswordPage } = await import('../features/login/routes/forgot-password-page');
      return { element: <ForgotPasswordPage /> };
    },
  },
  {
    path: PAGE_PATHS.setPassword,
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { SetPasswordPage } = await import('../features/login/routes/set-password-page');
      return { element: <SetPasswordPage /> };
    },
  },
  {
    // The unsubscribe link of a notice mail: it works without logging in (decision 049).
    path: PAGE_PATHS.unsubscribe,
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { UnsubscribePage } = await import('../features/notices/routes/unsubscribe-page');
      return { element: <UnsubscribePage /> };
    },
  },
  ...(['privacy', 'accessibility'] as const).map((kind) => ({
    // The statements are for anyone, logged in or not.
    path: PAGE_PATHS[kind],
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { StatementPage } = await import('../features/statements/routes/statement-page');
      return { element: <StatementPage kind={kind} /> };
    },
  })),
  {
    // The links of an e-mail change: they work without logging in (decision 074).
    path: PAGE_PATHS.emailChangeConfirm,
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { ConfirmEmailChangePage } = await import('../features/login/routes/mailed-link-page');
      return { element: <ConfirmEmailChangePage /> };
    },
  },
  {
    path: PAGE_PATHS.emailChangeReport,
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { ReportEmailChangePage } = await import('../features/login/routes/mailed-link-page');
      return { element: <ReportEmailChangePage /> };
    },
  },
  {
    path: PAGE_PATHS.securityReport,
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { SecurityReportPage } = await import('../features/login/routes/mailed-link-page');
      return { element: <SecurityReportPage /> };
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
        // On every navigation, not only when its own params change: it holds the held users.
        shouldRevalidate: () => true,
        // Opening the app at a screen's address: the frame, and this until its code is in.
        HydrateFallback: PageLoading,
        children: [
          {
            index: true,
            handle: { title: ROUTE_TITLES.home },
            loader: homeLoader,
            // A search or page of the Coach's list or the members' picker asks only its list;
            // logging in at `/` runs it again (session-gate.tsx).
            shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
            element: <HomePage coachHome={<CoachHome />} memberHome={<MemberHome />} />,
          },
          screen(
            PASSWORD_ROUTES.forced,
            ROUTE_TITLES.password,
            () =>
              import('../features/account/routes/change-password-page').then((m) => (
                <m.ChangePasswordPage forced />
              )),
            loaders.forcedPassword,
          ),
          screen(
            PASSWORD_ROUTES.voluntary,
            ROUTE_TITLES.password,
            () =>
              import('../features/account/routes/change-password-page').then((m) => (
                <m.ChangePasswordPage forced={false} />
              )),
            loaders.password,
          ),
          screen(
            ACCOUNT_ROUTE,
            ROUTE_TITLES.account,
            () => import('../features/account/routes/account-page').then((m) => <m.AccountPage />),
            loaders.password,
          ),
          screen(MFA_ROUTE, ROUTE_TITLES.secondFactor, () =>
            import('../features/account/routes/second-factor-page').then((m) => (
              <m.SecondFactorPage />
            )),
          ),
          // The Power BI client is a chunk of its own that the page imports for a key dashboard.
          screen(
            'dashboard/:dashboardId',
            ROUTE_TITLES.dashboard,
            () =>
              import('../features/dashboards/routes/dashboard-view-page').then((m) => (
                <m.DashboardViewPage />
              )),
            loaders.dashboard,
          ),
          screen(
            PAGE_PATHS.pdf,
            ROUTE_TITLES.pdf,
            () => import('../features/documents/routes/pdf-page').then((m) => <m.PdfPage />),
            loaders.pdf,
          ),
          ...forRoles(
            ['Admin'],
            [
              screen(
                'admin/customers',
                ROUTE_TITLES.users,
                () =>
                  import('../features/users/routes/user-list-page').then((m) => <m.UserListPage />),
                loaders.users,
              ),
              screen('admin/add-customer', ROUTE_TITLES.addUser, () =>
                import('../features/users/routes/add-user-page').then((m) => <m.AddUserPage />),
              ),
              screen(
                'admin/edit-customer/:userId',
                ROUTE_TITLES.editUser,
                () =>
                  import('../features/users/routes/edit-user-page').then((m) => <m.EditUserPage />),
                loaders.user,
              ),
              screen(
                'admin/customer-details/:userId',
                ROUTE_TITLES.userDetails,
                () =>
                  import('../features/users/routes/user-details-page').then((m) => (
                    <m.UserDetailsPage />
                  )),
                loaders.userDetails,
              ),
              screen(
                'logboek',
                ROUTE_TITLES.auditLog,
                () =>
                  import('../features/audit/routes/audit-log-page').then((m) => <m.AuditLogPage />),
                loaders.auditLog,
              ),
              screen(
                'admin/dashboards',
                ROUTE_TITLES.dashboards,
                () =>
                  import('../features/dashboards/routes/dashboard-list-page').then((m) => (
                    <m.DashboardListPage />
                  )),
                loaders.dashboards,
              ),
              screen('admin/add-dashboard', ROUTE_TITLES.addDashboard, () =>
                import('../features/dashboards/routes/add-dashboard-page').then((m) => (
                  <m.AddDashboardPage />
                )),
              ),
              screen(
                'admin/edit-dashboard/:dashboardId',
                ROUTE_TITLES.editDashboard,
                () =>
                  import('../features/dashboards/routes/edit-dashboard-page').then((m) => (
                    <m.EditDashboardPage />
                  )),
                loaders.dashboard,
              ),
              screen(
                'admin/practices',
                ROUTE_TITLES.practices,
                () => practiceListPage().then((m) => <m.PracticeListPage />),
                loaders.practices,
              ),
              screen(
                MONTH_OVERVIEW_ADMIN_PATH.slice(1),
                ROUTE_TITLES.monthOverview,
                () => monthOverviewPage('admin'),
                loaders.monthOverview,
              ),
              screen('admin/add-practice', ROUTE_TITLES.addPractice, () =>
                import('../features/practices/routes/add-practice-page').then((m) => (
                  <m.AddPracticePage />
                )),
              ),
              screen(
                'admin/edit-practice/:practiceId',
                ROUTE_TITLES.editPractice,
                () =>
                  import('../features/practices/routes/edit-practice-page').then((m) => (
                    <m.EditPracticePage />
                  )),
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
          ...forRoles(
            ['Admin', 'Coach'],
            [
              screen('practice/add-report', ROUTE_TITLES.addReport, () =>
                reportScreen(
                  import('../features/documents/routes/add-report-page').then((m) => ({
                    default: m.AddReportPage,
                  })),
                ),
              ),
              screen(
                'practice/edit-report/:reportId',
                ROUTE_TITLES.editReport,
                () =>
                  reportScreen(
                    import('../features/documents/routes/edit-report-page').then((m) => ({
                      default: m.EditReportPage,
                    })),
                  ),
                loaders.report,
              ),
            ],
          ),
          ...forRoles(
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
          ...forRoles(
            ['Klant', 'Manager'],
            [
              screen(
                'practice/:practiceId',
                ROUTE_TITLES.memberPractice,
                () =>
                  import('../features/member/routes/member-practice-page').then((m) => (
                    <m.MemberPracticePage />
                  )),
                loaders.memberPractice,
              ),
              screen(
                'practice/:practiceId/reports',
                ROUTE_TITLES.memberReports,
                () =>
                  import('../features/documents/routes/member-reports-page').then((m) => (
                    <m.MemberReportsPage />
                  )),
                loaders.memberReports,
              ),
              screen(
                'practice/:practiceId/uploadedPDFs',
                ROUTE_TITLES.memberFiles,
                () =>
                  import('../features/documents/routes/member-files-page').then((m) => (
                    <m.MemberFilesPage />
                  )),
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
