import './lib/zod-locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalStart } from './app/portal-start';

/*
 * React and the portal's start: the login page, or the app once someone is logged in (decision
 * 014). A chunk of its own, which the entry (main.tsx) fetches right after sending the requests
 * that opening the portal needs.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PortalStart />
  </StrictMode>,
);
