import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { applySessionThemeColour } from './lib/theme-colour';

reloadOnStaleChunk();
applySessionThemeColour();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
