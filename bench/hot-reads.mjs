import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import {
  cleanUp,
  logIn,
  machineAtStart,
  median,
  RESULTS_DIR,
  ROOT,
  round,
  saveLabelledRun,
  sourcesAt,
  startBareServer,
  startPortal,
} from './lib/bench-env.mjs';
import { loadFor, startServerProcess, timeOneAtATime, untilIdle } from './lib/http-load.mjs';
import { SCALE_COUNTS, seedScaleTarget } from './lib/seed-scale.mjs';

const RESULT_FILE = path.join(RESULTS_DIR, 'hot-reads.json');
const CONNECTIONS = 50;
const BUDGET = { oneAtATimeP99Ms: 10, underLoadShareOfPeer: 0.9 };

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    samples: { type: 'string', default: '400' },
    users: { type: 'string' },
    label: { type: 'string', default: 'hot-reads' },
    before: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const SECONDS = Number(args.seconds);
const SAMPLES = Number(args.samples);
const USERS = args.users ? Number(args.users) : SCALE_COUNTS.users;

async function main() {
  const machine = machineAtStart();
  const counts = args.users
    ? {
        practices: Math.max(20, USERS / 50),
        users: USERS,
        dashboards: USERS / 5,
        reports: USERS * 2.4,
        uploads: USERS / 4,
      }
    : undefined;
  console.log(`Seeding ${USERS} users in PostgreSQL…`);
  const { env, info } = await seedScaleTarget({ database: 'postgres', files: 'link', counts });
  const { ids, password } = info;
  const portal = await startPortal(env);
  const baseline = args.before ? sourcesAt(args.before) : undefined;
  const before = baseline ? await startPortal(env, { root: baseline.dir }) : undefined;

  const peer = await startServerProcess([path.join(ROOT, 'bench/lib/peer-server.mjs')], {
    DATABASE_URL: env.DATABASE_URL,
  });
  const bare = await startBareServer();
  /** Who answers in each round: this portal, the one of --before, the peer. */
  const servers = { portal, ...(before ? { before } : {}), peer };
  const admin = await logIn(portal.origin, ids.admin.email, password);
  const klant = await logIn(portal.origin, ids.klant.email, password);
  // The Klant's departments leave out Paard, so the type filter has work to do (as bench:api).
  await fetch(`${portal.origin}/api/users/${ids.klant.id}/update-practice-departments`, {
    method: 'POST',
    headers: { cookie: admin, 'content-type': 'application/json', origin: portal.origin },
    body: JSON.stringify({ practice_id: ids.practice.id, departments: ['GD', 'Rund'] }),
  });
  const reads = [
    { name: "a Klant's /api/me", path: '/api/me' },
    { name: "a Klant's practice page", path: `/api/practices/${ids.practice.id}/user` },
    { name: "a Klant's URL dashboard", path: `/api/dashboards/${ids.urlDashboardId}` },
  ];
  const headers = { cookie: klant };
  for (const read of reads) {
    const [mine, ...others] = await Promise.all(
      Object.values(servers).map(async ({ origin }) => {
        const response = await fetch(`${origin}${read.path}`, { headers });
        if (!response.ok) throw new Error(`${origin}${read.path} answered ${response.status}`);
        return response.json();
      }),
    );
    for (const theirs of others) {
      if (!isDeepStrictEqual(mine, theirs))
        throw new Error(`An answer to ${read.path} differs:\n${JSON.stringify(theirs)}`);
    }
  }

  // The portals sweep their stored files (264,000 at scale) once the first quiet moment comes
  // after start (decision 070); the rounds begin after that.
  await untilIdle([portal, ...(before ? [before] : [])].map((server) => server.pid));
  // Warm-up: the servers' code is compiled by V8 while it runs; the first seconds say little.
  for (const read of reads) {
    for (const { origin } of Object.values(servers))
      await loadFor(`${origin}${read.path}`, { headers, connections: CONNECTIONS, seconds: 3 });
  }
  const rounds = [];
  for (let number = 1; number <= ROUNDS; number++) {
    const bareLoad = await loadFor(`${bare.origin}/`, {
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const result = { bareRequestsPerSecond: bareLoad.requestsPerSecond, reads: {} };
    for (const read of reads) {
      const figures = {};
      for (const [who, server] of Object.entries(servers)) {
        const url = `${server.origin}${read.path}`;
        figures[who] = {
          ...(await timeOneAtATime(url, { headers, samples: SAMPLES })),
          ...(await loadFor(url, {
            headers,
            connections: CONNECTIONS,
            seconds: SECONDS,
            pid: server.pid,
          })),
        };
      }
      result.reads[read.name] = figures;
      console.log(
        `round ${number} ${read.name}: portal ${round(figures.portal.requestsPerSecond, 0)} req/s ` +
          `(p50 ${figures.portal.p50Ms} / p99 ${figures.portal.p99Ms} ms one at a time), peer ` +
          `${round(figures.peer.requestsPerSecond, 0)} req/s (${figures.peer.p50Ms} / ` +
          `${figures.peer.p99Ms} ms); bare ${round(bareLoad.requestsPerSecond, 0)} req/s; CPU per ` +
          `request ${figures.portal.cpuMsPerRequest} ms against ${figures.peer.cpuMsPerRequest} ms` +
          (figures.before
            ? `; before: ${round(figures.before.requestsPerSecond, 0)} req/s, CPU ` +
              `${figures.before.cpuMsPerRequest} ms per request`
            : ''),
      );
    }
    rounds.push(result);
  }

  const summary = Object.fromEntries(
    reads.map(({ name }) => {
      const of = (who, key) => round(median(rounds.map((r) => r.reads[name][who][key])), 3);
      const figuresOf = (who) =>
        Object.fromEntries(
          ['p50Ms', 'p99Ms', 'requestsPerSecond', 'cpuMsPerRequest'].map((key) => [
            key,
            of(who, key),
          ]),
        );
      const shareOf = (who) =>
        round(
          median(
            rounds.map(
              (r) => r.reads[name][who].requestsPerSecond / r.reads[name].peer.requestsPerSecond,
            ),
          ),
        );
      const share = shareOf('portal');
      return [
        name,
        {
          portal: figuresOf('portal'),
          peer: figuresOf('peer'),
          shareOfPeer: share,
          ...(before ? { before: { ...figuresOf('before'), shareOfPeer: shareOf('before') } } : {}),
          budgetMet:
            of('portal', 'p99Ms') <= BUDGET.oneAtATimeP99Ms && share >= BUDGET.underLoadShareOfPeer,
        },
      ];
    }),
  );
  console.table(
    Object.fromEntries(
      Object.entries(summary).map(([name, s]) => [
        name,
        {
          'p99 one at a time (ms)': s.portal.p99Ms,
          'peer p99 (ms)': s.peer.p99Ms,
          'req/s': s.portal.requestsPerSecond,
          'peer req/s': s.peer.requestsPerSecond,
          'share of peer': s.shareOfPeer,
          'CPU ms/request': s.portal.cpuMsPerRequest,
          'peer CPU ms/request': s.peer.cpuMsPerRequest,
          ...(s.before
            ? {
                'before: share of peer': s.before.shareOfPeer,
                'before: CPU ms/request': s.before.cpuMsPerRequest,
              }
            : {}),
        },
      ]),
    ),
  );
  const entry = {
    label: args.label,
    date: new Date().toISOString(),
    machine: machine.finish(),
    users: USERS,
    ...(baseline ? { before: baseline.commit } : {}),
    budget: BUDGET,
    connections: CONNECTIONS,
    seconds: SECONDS,
    samples: SAMPLES,
    bareRequestsPerSecond: round(median(rounds.map((r) => r.bareRequestsPerSecond))),
    summary,
    rounds,
  };
  if (!args.users) {
    saveLabelledRun(
      RESULT_FILE,
      "A Klant's hot reads beside a minimal Fastify 5 + postgres.js peer with the same SQL and JSON, and bare node:http (issue #29 item 2); one entry per label",
      args.label,
      entry,
    );
  }
}

try {
  await main();
} finally {
  await cleanUp();
}
