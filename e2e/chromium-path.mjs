import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's Chromium as root, on a machine whose only network is the package registries. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser the tests drive: CHROMIUM_PATH, then Debian's Chromium headless shell (the build
 * Playwright itself runs for headless tests; a quarter less CPU per test than the full browser
 * here, decision 100), then the full browser as findChromium finds it.
 */
export function findTestChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return findChromium();
}

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own cache; or undefined. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  const cache =
    process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache/ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith('chromium-'))
    .sort()
    .reverse()) {
    for (const binary of ['chrome-linux/chrome', 'chrome-linux64/chrome']) {
      const full = path.join(cache, dir, binary);
      if (existsSync(full)) return full;
    }
  }
  return undefined;
}
