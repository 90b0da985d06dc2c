import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { cleanUp, freePort, logIn, ROOT } from './lib/bench-env.mjs';
import { seedScaleTarget } from './lib/seed-scale.mjs';

const target = process.argv[2] ?? '/api/me';
const U = 2000;
const { env, info } = await seedScaleTarget({
  database: 'postgres',
  files: 'link',
  counts: { practices: 40, users: U, dashboards: U / 5, reports: U * 2.4, uploads: U / 4 },
});
const { ids, password } = info;
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const child = spawn(
  process.execPath,
  ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'apps/server/src/server.ts'],
  {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MFA_REQUIRED_ROLES: 'none',
    },
    stdio: 'inherit',
  },
);
for (;;) {
  try {
    if ((await fetch(`${origin}/readyz`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const admin = await logIn(origin, ids.admin.email, password);
const klant = await logIn(origin, ids.klant.email, password);
await fetch(`${origin}/api/users/${ids.klant.id}/update-practice-departments`, {
  method: 'POST',
  headers: { cookie: admin, 'content-type': 'application/json', origin },
  body: JSON.stringify({ practice_id: ids.practice.id, departments: ['GD', 'Rund'] }),
});
const path = target.replace(':practice', ids.practice.id).replace(':dashboard', ids.urlDashboardId);
const autocannon = createRequire(import.meta.url)('autocannon');
const r = await autocannon({
  url: origin + path,
  connections: 50,
  duration: 15,
  headers: { cookie: klant },
});
console.log(path, r.requests.average, 'req/s', r.non2xx, 'non2xx');
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
await cleanUp();
