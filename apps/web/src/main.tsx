import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { App } from './app/app';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { applySessionThemeColour } from './lib/theme-colour';

// Our Content-Security-Policy forbids eval; without this zod probes for it with `new Function`,
// which the browser reports as a CSP violation on every screen with a form.
configureZod({ jitless: true });
reloadOnStaleChunk();
applySessionThemeColour();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
