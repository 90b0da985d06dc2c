import './index.css';
import './lib/zod-locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalStart } from './app/portal-start';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { applySessionThemeColour } from './lib/theme-colour';

/*
 * The entry is only what the login page needs: React, the login form and the session check.
 * The app itself (router, queries, frame, screens) is a chunk of its own that loads once
 * someone is logged in (decision 014; sizes: bench/web-bundle.mjs).
 */
applySessionThemeColour();
reloadOnStaleChunk();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PortalStart />
  </StrictMode>,
);
