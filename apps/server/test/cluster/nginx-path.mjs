import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * NGINX_PATH, then an nginx on PATH, then Debian's /usr/sbin/nginx (not on a user's PATH); or
 * undefined. Only an executable file counts. scripts/ensure-nginx.mjs installs one when none.
 */
export function findNginx() {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nginx'));
  const candidates = [process.env.NGINX_PATH, ...onPath, '/usr/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate) => candidate && isExecutable(candidate));
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
