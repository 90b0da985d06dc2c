import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../support/repo-root';
import { findNginx } from './nginx-path.mjs';

export const NGINX_BINARY = findNginx();

/** The proxy rules a production nginx includes (deploy/nginx, compose.yaml), used as they are. */
export const DEPLOY_NGINX = path.join(REPO_ROOT, 'deploy/nginx');

/**
 * The proxy of decision 046 in front of the given instances: the committed rules of
 * `deploy/nginx` (retries, forwarded headers, nginx's own 502 in JSON) around the instances'
 * ports. `X-Upstream` (the instances tried, in order) is for the test alone: it shows who
 * answered.
 */
export function nginxConfig(options: {
  prefix: string;
  port: number;
  upstreams: number[];
  /** Instances taken out of the rotation (`down`): nginx sends them nothing new. */
  down?: number[];
}) {
  const { prefix } = options;
  // As root nginx would run its worker as `nobody`, which may not write the temp dir.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log error;
events { worker_connections 512; }
http {
  # Which instances a request went to, and what each answered ("502, 200": retried).
  log_format upstreams '$request_method $uri $status $upstream_addr $upstream_status $request_time';
  access_log ${prefix}/access.log upstreams;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # UPLOAD_MAX_MB (20) plus the multipart framing.
  client_max_body_size 21m;
  upstream portal {
${options.upstreams
  .map((port) => {
    const down = options.down?.includes(port) ? ' down' : '';
    return `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down};`;
  })
  .join('\n')}
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      include ${DEPLOY_NGINX}/portal-location.conf;
      add_header X-Upstream $upstream_addr always;
    }
    include ${DEPLOY_NGINX}/portal-unavailable.conf;
  }
}
`;
}

export type Nginx = {
  port: number;
  /** nginx's error log (warnings and up): why a request failed or went to the next instance. */
  errorLog: () => Promise<string>;
  /**
   * Writes the config again with these instances `down` and reloads it (`nginx -s reload`),
   * then waits until the old worker has finished its requests and exited.
   */
  takeOutOfRotation: (down: number[]) => Promise<void>;
  stop: () => Promise<void>;
};

/** nginx as the current user on a config of its own in `prefix` (`-p`), in the foreground. */
export async function startNginx(options: {
  prefix: string;
  port: number;
  upstreams: number[];
}): Promise<Nginx> {
  if (!NGINX_BINARY)
    throw new Error(
      'test:cluster needs nginx: npm run test:cluster installs it (scripts/ensure-nginx.mjs)',
    );
  await mkdir(options.prefix, { recursive: true });
  const conf = path.join(options.prefix, 'nginx.conf');
  await writeFile(conf, nginxConfig(options));
  const child: ChildProcess = spawn(NGINX_BINARY, ['-p', options.prefix, '-c', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = await readFile(path.join(options.prefix, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx did not start:\n${stderr}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const workers = () =>
    readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').then((text) =>
      text.split(' ').filter(Boolean),
    );
  return {
    port: options.port,
    async takeOutOfRotation(down) {
      const before = await workers();
      await writeFile(conf, nginxConfig({ ...options, down }));
      const reload = spawnSync(NGINX_BINARY, ['-p', options.prefix, '-c', conf, '-s', 'reload']);
      if (reload.status !== 0) throw new Error(`nginx -s reload: ${reload.stderr}`);
      const deadline = Date.now() + 30_000;
      while ((await workers()).some((pid) => before.includes(pid))) {
        if (Date.now() > deadline) throw new Error('the old nginx worker did not exit in 30 s');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    errorLog: () => readFile(path.join(options.prefix, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT'); // nginx's graceful stop
      await exited;
    },
  };
}

/**
 * Whether nginx accepts connections: a TCP connect only, since a request would go to the
 * instances and mark them failed for `fail_timeout` while they are not up yet.
 */
function answers(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
