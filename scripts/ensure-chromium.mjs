// Finds a Chromium for the browser tests, or installs one: Debian's package when running as
// root on Debian/Ubuntu (Playwright's own download fails on these machines), else Playwright's.
// Prints the path it settled on; e2e/chromium-path.ts looks it up the same way.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from '../e2e/chromium-path.mjs';

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

let found = findChromium();
if (!found) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && isDebianLike()) {
    console.log('No Chromium found: installing Debian’s chromium package…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
        shell: '/bin/bash',
      },
    );
  } else if (!isDebianLike()) {
    console.log('No Chromium found: installing Playwright’s Chromium…');
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
  found = findChromium();
}
if (!found || !existsSync(found)) {
  console.error(
    'The browser tests need Chromium and none was found.\n' +
      '  On Debian/Ubuntu run:  sudo apt-get install -y chromium\n' +
      '  Elsewhere run:         npx playwright install chromium\n' +
      '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log(`Chromium for the browser tests: ${found}`);
