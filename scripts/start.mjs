// `npm start`: builds the web app and the server when a build is missing or older than its
// sources, then runs the built server in this same process (one process serves the SPA and
// /api), with source maps for stack traces.
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const serverBuild = await buildIfStale();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBuild).href);
