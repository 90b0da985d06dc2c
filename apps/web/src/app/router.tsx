import type { UserType } from '@praktijkportaal/contract/roles';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ChangePasswordPage } from '../features/auth/routes/change-password-page';
import { HomePage } from '../features/home/routes/home-page';
import { ErrorPage } from './error-page';
import { PASSWORD_ROUTES } from './navigation';
import { NotFoundPage } from './not-found-page';
import { PlaceholderPage } from './placeholder-page';
import { RequireRole } from './require-role';
import { requireIdParams } from './route-params';
import { SessionGate } from './session-gate';

function page(path: string, title: string, ...idParams: string[]): RouteObject {
  return {
    path,
    element: <PlaceholderPage title={title} />,
    ...(idParams.length ? { loader: requireIdParams(...idParams) } : {}),
  };
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
          { index: true, element: <HomePage /> },
          { path: PASSWORD_ROUTES.forced, element: <ChangePasswordPage forced /> },
          { path: PASSWORD_ROUTES.voluntary, element: <ChangePasswordPage forced={false} /> },
          page('dashboard/:dashboardId', 'Dashboard', 'dashboardId'),
          page('pdf/:pdfId', 'PDF', 'pdfId'),
          forRoles(
            ['Admin'],
            [
              page('admin/customers', 'Gebruikers'),
              page('admin/add-customer', 'Gebruiker toevoegen'),
              page('admin/edit-customer/:userId', 'Gebruiker bewerken', 'userId'),
              page('admin/customer-details/:userId', 'Gebruiker', 'userId'),
              page('admin/dashboards', 'Dashboards'),
              page('admin/add-dashboard', 'Dashboard toevoegen'),
              page('admin/edit-dashboard/:dashboardId', 'Dashboard bewerken', 'dashboardId'),
              page('admin/practices', 'Praktijken'),
              page('admin/add-practice', 'Praktijk toevoegen'),
              page('admin/edit-practice/:practiceId', 'Praktijk bewerken', 'practiceId'),
              page('admin/practice-details/:practiceId', 'Praktijk', 'practiceId'),
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
            [page('coach/practice-details/:practiceId', 'Praktijk', 'practiceId')],
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
