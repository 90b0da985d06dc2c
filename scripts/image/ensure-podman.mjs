// Finds podman, runc and mmdebstrap for `npm run test:image`, or installs Debian's packages when
// running as root on Debian/Ubuntu, as ensure-nginx.mjs does for the cluster tests: podman builds
// and runs the image without a daemon, runc runs it on kernels whose mixed cgroups crun
// refuses, and mmdebstrap assembles the stand-in base (stand-in-base.mjs; decision 102).
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TOOLS = [
  { command: 'podman', package: 'podman' },
  { command: 'runc', package: 'runc' },
  { command: 'mmdebstrap', package: 'mmdebstrap' },
];

const has = (command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

let missing = TOOLS.filter((tool) => !has(tool.command));
if (missing.length > 0 && process.getuid?.() === 0 && isDebianLike()) {
  const packages = missing.map((tool) => tool.package).join(' ');
  console.log(`Installing Debian’s ${packages}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages}`,
    { stdio: 'inherit', shell: '/bin/bash' },
  );
  missing = TOOLS.filter((tool) => !has(tool.command));
}
if (missing.length > 0) {
  console.error(
    `test:image needs ${missing.map((tool) => tool.command).join(', ')}.\n` +
      `  On Debian/Ubuntu run:  sudo apt-get install -y ${missing.map((t) => t.package).join(' ')}\n` +
      '  (the test builds and runs the image as root with podman).',
  );
  process.exit(1);
}
console.log(`podman for the image test: ${execSync('podman --version').toString().trim()}`);
