import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/routes/home-page';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { SessionGate } from './session-gate';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <SessionGate />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
