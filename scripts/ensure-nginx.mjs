// Finds nginx for `npm run test:cluster`, or installs Debian's package when running as root on
// Debian/Ubuntu, as ensure-chromium.mjs does for the browser tests. The tests run nginx on a
// config of their own (apps/server/test/cluster/nginx.ts), never as the system service.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findNginx } from '../apps/server/test/cluster/nginx-path.mjs';

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

let found = findNginx();
if (!found && process.getuid?.() === 0 && isDebianLike()) {
  console.log('No nginx found: installing Debian’s nginx package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  found = findNginx();
}
if (!found) {
  console.error(
    'test:cluster needs nginx and none was found.\n' +
      '  On Debian/Ubuntu run:  sudo apt-get install -y nginx\n' +
      '  Elsewhere install nginx with the system’s package manager,\n' +
      '  or point NGINX_PATH at an nginx binary.',
  );
  process.exit(1);
}
console.log(`nginx for the cluster tests: ${found}`);
