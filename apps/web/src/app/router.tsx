import type { UserType } from '@praktijkportaal/contract/roles';
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ChangePasswordPage } from '../features/auth/routes/change-password-page';
import { PracticeDashboardsSection } from '../features/dashboards/components/practice-dashboards-section';
import { AddDashboardPage } from '../features/dashboards/routes/add-dashboard-page';
import { DashboardListPage } from '../features/dashboards/routes/dashboard-list-page';
import { DashboardViewPage } from '../features/dashboards/routes/dashboard-view-page';
import { EditDashboardPage } from '../features/dashboards/routes/edit-dashboard-page';
import { PracticeDocumentsSection } from '../features/documents/components/practice-documents-section';
import { AddReportPage } from '../features/documents/routes/add-report-page';
import { EditReportPage } from '../features/documents/routes/edit-report-page';
import { MemberFilesPage } from '../features/documents/routes/member-files-page';
import { MemberReportsPage } from '../features/documents/routes/member-reports-page';
import { PdfPage } from '../features/documents/routes/pdf-page';
import { HomePage } from '../features/home/routes/home-page';
import { MemberHomePage } from '../features/member/routes/member-home-page';
import { MemberPracticePage } from '../features/member/routes/member-practice-page';
import { AddPracticePage } from '../features/practices/routes/add-practice-page';
import { EditPracticePage } from '../features/practices/routes/edit-practice-page';
import { PracticeDetailsPage } from '../features/practices/routes/practice-details-page';
import { PracticeListPage } from '../features/practices/routes/practice-list-page';
import { AddUserPage } from '../features/users/routes/add-user-page';
import { EditUserPage } from '../features/users/routes/edit-user-page';
import { UserDetailsPage } from '../features/users/routes/user-details-page';
import { UserListPage } from '../features/users/routes/user-list-page';
import { ErrorPage } from './error-page';
import { PASSWORD_ROUTES } from './navigation';
import { NotFoundPage } from './not-found-page';
import { RequireRole } from './require-role';
import { requireIdParams } from './route-params';
import { SessionGate } from './session-gate';

function screen(path: string, element: ReactNode, ...idParams: string[]): RouteObject {
  return { path, element, ...(idParams.length ? { loader: requireIdParams(...idParams) } : {}) };
}

/** The practice details page, with the sections of the dashboards and documents features. */
function practiceDetails(variant: 'admin' | 'coach') {
  return (
    <PracticeDetailsPage
      variant={variant}
      dashboardsSection={(practice) => (
        <PracticeDashboardsSection practice={practice} manage={variant === 'admin'} />
      )}
      documentsSection={(practice) => <PracticeDocumentsSection practice={practice} />}
    />
  );
}

function forRoles(roles: readonly UserType[], children: RouteObject[]): RouteObject {
  return { element: <RequireRole roles={roles} />, children };
}

/** Every route of spec §2, grouped by the roles that may open it. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SessionGate />,
    errorElement: <ErrorPage />,
    children: [
      {
        // Errors inside the app keep the header and sidebar around the error page.
        errorElement: <ErrorPage />,
        children: [
          {
            index: true,
            element: <HomePage coachHome={<PracticeListPage />} memberHome={<MemberHomePage />} />,
          },
          { path: PASSWORD_ROUTES.forced, element: <ChangePasswordPage forced /> },
          { path: PASSWORD_ROUTES.voluntary, element: <ChangePasswordPage forced={false} /> },
          screen('dashboard/:dashboardId', <DashboardViewPage />, 'dashboardId'),
          screen('pdf/:pdfId', <PdfPage />, 'pdfId'),
          forRoles(
            ['Admin'],
            [
              screen('admin/customers', <UserListPage />),
              screen('admin/add-customer', <AddUserPage />),
              screen('admin/edit-customer/:userId', <EditUserPage />, 'userId'),
              screen('admin/customer-details/:userId', <UserDetailsPage />, 'userId'),
              screen('admin/dashboards', <DashboardListPage />),
              screen('admin/add-dashboard', <AddDashboardPage />),
              screen('admin/edit-dashboard/:dashboardId', <EditDashboardPage />, 'dashboardId'),
              screen('admin/practices', <PracticeListPage />),
              screen('admin/add-practice', <AddPracticePage />),
              screen('admin/edit-practice/:practiceId', <EditPracticePage />, 'practiceId'),
              screen('admin/practice-details/:practiceId', practiceDetails('admin'), 'practiceId'),
            ],
          ),
          forRoles(
            ['Admin', 'Coach'],
            [
              screen('practice/add-report', <AddReportPage />),
              screen('practice/edit-report/:reportId', <EditReportPage />, 'reportId'),
            ],
          ),
          forRoles(
            ['Coach'],
            [screen('coach/practice-details/:practiceId', practiceDetails('coach'), 'practiceId')],
          ),
          forRoles(
            ['Klant', 'Manager'],
            [
              screen('practice/:practiceId', <MemberPracticePage />, 'practiceId'),
              screen('practice/:practiceId/reports', <MemberReportsPage />, 'practiceId'),
              screen('practice/:practiceId/uploadedPDFs', <MemberFilesPage />, 'practiceId'),
            ],
          ),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
