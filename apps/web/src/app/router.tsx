import type { UserType } from '@praktijkportaal/contract/roles';
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ChangePasswordPage } from '../features/auth/routes/change-password-page';
import { HomePage } from '../features/home/routes/home-page';
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
import { PlaceholderPage } from './placeholder-page';
import { RequireRole } from './require-role';
import { requireIdParams } from './route-params';
import { SessionGate } from './session-gate';

function screen(path: string, element: ReactNode, ...idParams: string[]): RouteObject {
  return { path, element, ...(idParams.length ? { loader: requireIdParams(...idParams) } : {}) };
}

/** A route whose screen a later issue builds. */
function page(path: string, title: string, ...idParams: string[]): RouteObject {
  return screen(path, <PlaceholderPage title={title} />, ...idParams);
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
          { index: true, element: <HomePage coachHome={<PracticeListPage />} /> },
          { path: PASSWORD_ROUTES.forced, element: <ChangePasswordPage forced /> },
          { path: PASSWORD_ROUTES.voluntary, element: <ChangePasswordPage forced={false} /> },
          page('dashboard/:dashboardId', 'Dashboard', 'dashboardId'),
          page('pdf/:pdfId', 'PDF', 'pdfId'),
          forRoles(
            ['Admin'],
            [
              screen('admin/customers', <UserListPage />),
              screen('admin/add-customer', <AddUserPage />),
              screen('admin/edit-customer/:userId', <EditUserPage />, 'userId'),
              screen('admin/customer-details/:userId', <UserDetailsPage />, 'userId'),
              page('admin/dashboards', 'Dashboards'),
              page('admin/add-dashboard', 'Dashboard toevoegen'),
              page('admin/edit-dashboard/:dashboardId', 'Dashboard bewerken', 'dashboardId'),
              screen('admin/practices', <PracticeListPage />),
              screen('admin/add-practice', <AddPracticePage />),
              screen('admin/edit-practice/:practiceId', <EditPracticePage />, 'practiceId'),
              screen(
                'admin/practice-details/:practiceId',
                <PracticeDetailsPage variant="admin" />,
                'practiceId',
              ),
            ],
          ),
          forRoles(
            ['Admin', 'Coach'],
            [
              page('practice/add-report', 'Verslag aanmaken'),
              page('practice/edit-report/:reportId', 'Verslag bewerken', 'reportId'),
            ],
          ),
          forRoles(
            ['Coach'],
            [
              screen(
                'coach/practice-details/:practiceId',
                <PracticeDetailsPage variant="coach" />,
                'practiceId',
              ),
            ],
          ),
          forRoles(
            ['Klant', 'Manager'],
            [
              page('practice/:practiceId', 'Dashboards', 'practiceId'),
              page('practice/:practiceId/reports', 'Verslagen', 'practiceId'),
              page('practice/:practiceId/uploadedPDFs', 'Bestanden', 'practiceId'),
            ],
          ),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
