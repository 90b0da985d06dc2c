/**
 * The shipped nginx rules (deploy/nginx/portal-location.conf) in front of a server that shows
 * what reached it: a client's X-Forwarded-Host never does (decision 054).
 * It needs nginx, so it runs with the cluster tests (`npm run test:cluster`, which installs
 * nginx when missing), not in `npm test`.
 */
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { type Nginx, startNginx } from './nginx';

let upstream: http.Server;
let nginx: Nginx;
let prefix: string;
beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.headers));
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const { port } = upstream.address() as { port: number };
  prefix = await mkdtemp(path.join(os.tmpdir(), 'portal-nginx-headers-'));
  nginx = await startNginx({ prefix, port: await freePort(), upstreams: [port] });
});
afterAll(async () => {
  await nginx?.stop();
  upstream?.close();
  await rm(prefix, { recursive: true, force: true });
});

it("clears the client's X-Forwarded-Host and sets the client's address and scheme", async () => {
  const response = await fetch(`http://127.0.0.1:${nginx.port}/api/password-reset`, {
    headers: {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.9',
    },
  });
  const seen = (await response.json()) as Record<string, string>;
  expect(seen).not.toHaveProperty('x-forwarded-host');
  expect(seen['x-forwarded-proto']).toBe('http');
  expect(seen['x-forwarded-for']).toBe('198.51.100.9, 127.0.0.1');
});
