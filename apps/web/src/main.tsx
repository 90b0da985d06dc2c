import './index.css';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { startOpening } from './app/open-portal';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { applySessionThemeColour } from './lib/theme-colour';

/*
 * The entry is only what the login page needs, and the app itself (router, queries, frame,
 * screens) is a chunk of its own that loads once someone is logged in (decision 014; sizes:
 * bench/web-bundle.mjs). This file is small, so it runs at once: it asks for React and the login
 * page (./boot.tsx), the largest part, and while that arrives sends the requests that opening
 * the portal needs (./app/open-portal.ts: who is logged in and, with a session, the app and the
 * list of the address being opened).
 */
reloadOnStaleChunk();

import('./boot').catch(() => {
  // A chunk of an older release, after the reload for it (reload-on-stale-chunk.ts).
  const root = document.getElementById('root');
  if (root) root.textContent = MESSAGES.genericError;
});
startOpening();
applySessionThemeColour();
