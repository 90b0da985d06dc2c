import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root';

/**
 * The Node flags the container starts the server with (the Dockerfile's `ENV NODE_OPTIONS`,
 * decision 059: the cap on V8's heap), so the load test and the soak run the server as
 * production does.
 */
export function productionNodeFlags(): string[] {
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
  const value = /\bNODE_OPTIONS=("[^"]*"|\S+)/.exec(dockerfile)?.[1];
  if (value === undefined) return [];
  return value.replace(/^"|"$/g, '').split(/\s+/).filter(Boolean);
}

/** The flags `npm start` gives Node before `scripts/start.mjs` (package.json). */
export function npmStartNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (manifest.scripts.start ?? '').split(/\s+/);
  return words.slice(1, words.indexOf('scripts/start.mjs'));
}
