// Finds poppler's pdfinfo, pdfdetach and pdftotext for the upload-check and report PDF tests (they
// open the files as a reader does), or installs Debian's poppler-utils when running as root on Debian/Ubuntu, as
// ensure-chromium.mjs does for Chromium. Called by the server tests' global setup.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TOOLS = ['pdfinfo', 'pdfdetach', 'pdftotext'];

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

// `pdfinfo -v` prints its version and exits 0 (99 in some older releases); not found is ENOENT.
const missing = () => TOOLS.filter((tool) => spawnSync(tool, ['-v']).error !== undefined);

if (missing().length > 0 && process.getuid?.() === 0 && isDebianLike()) {
  console.log('No pdfinfo/pdfdetach found: installing Debian’s poppler-utils package…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils',
    { stdio: 'inherit', shell: '/bin/bash' },
  );
}
const stillMissing = missing();
if (stillMissing.length > 0) {
  console.error(
    `The PDF tests need poppler's ${stillMissing.join(' and ')}, which were not found.\n` +
      '  On Debian/Ubuntu run:  sudo apt-get install -y poppler-utils\n' +
      '  On macOS run:          brew install poppler',
  );
  process.exit(1);
}
