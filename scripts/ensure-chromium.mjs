// Finds a Chromium for the browser tests, or installs one: Debian's headless shell when running
// as root on Debian/Ubuntu (Playwright's own download fails on these machines; decision 100),
// else Playwright's. Prints the path it settled on; playwright.config.ts looks it up the same
// way (findTestChromium).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findTestChromium } from '../e2e/chromium-path.mjs';

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

let found = findTestChromium();
const isRoot = process.getuid?.() === 0;
const shellMissing = !process.env.CHROMIUM_PATH && !existsSync(DEBIAN_HEADLESS_SHELL);
if (isRoot && isDebianLike() && shellMissing) {
  console.log('Installing Debian’s chromium-headless-shell package for the browser tests…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
    { stdio: 'inherit', shell: '/bin/bash' },
  );
  found = findTestChromium();
} else if (!found && !isDebianLike()) {
  console.log('No Chromium found: installing Playwright’s Chromium…');
  execSync('npx playwright install chromium', { stdio: 'inherit' });
  found = findTestChromium();
}
if (!found || !existsSync(found)) {
  console.error(
    'The browser tests need Chromium and none was found.\n' +
      '  On Debian/Ubuntu run:  sudo apt-get install -y chromium-headless-shell\n' +
      '  Elsewhere run:         npx playwright install chromium\n' +
      '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log(`Chromium for the browser tests: ${found}`);
