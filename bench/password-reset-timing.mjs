// "Wachtwoord vergeten?" answer times for a known and an unknown address (issue #27 item 2,
// decision 054): whether the answer's timing tells if an address has an account. Takes SAMPLES
// requests of each, interleaved (known, unknown, then unknown, known, …) after a warm-up, one at
// a time, each unknown address new; records both medians side by side with the machine in
// results/password-reset-timing.json, one entry per label.
//
// Run from the repository root: node bench/password-reset-timing.mjs [--samples 50]
//   [--database pglite|postgres] [--label NAME]   (with --url: the database it runs on, recorded)
//   [--url http://127.0.0.1:3000 --known adres@voorbeeld.nl]
// Without --url it starts the portal itself (PGlite in a temporary DATA_DIR, or a scratch
// PostgreSQL database) with the reset limits raised, so every request does its full work, and
// uses the first Admin's address as the known one. With --url it measures a server already
// running (e.g. an older commit): start that with PASSWORD_RESET_REQUESTS_PER_IP_PER_HOUR and
// PASSWORD_RESET_MAILS_PER_ADDRESS_PER_HOUR at 100000, or the limits end the run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  cleanUp,
  machineAtStart,
  median,
  RESULTS_DIR,
  round,
  scratchDatabase,
  startPortal,
  tempDir,
} from './lib/bench-env.mjs';

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '50' },
    database: { type: 'string', default: 'pglite' },
    label: { type: 'string', default: 'latest' },
    url: { type: 'string' },
    known: { type: 'string' },
  },
});
const SAMPLES = Number(args.samples);
const WARM_UP = 10;
const RESULT_FILE = path.join(RESULTS_DIR, 'password-reset-timing.json');
const RAISED_LIMIT = '100000';

async function ownServer() {
  const known = 'beheer@bench.example.nl';
  const env = {
    ADMIN_EMAIL: known,
    PASSWORD_RESET_REQUESTS_PER_IP_PER_HOUR: RAISED_LIMIT,
    PASSWORD_RESET_MAILS_PER_ADDRESS_PER_HOUR: RAISED_LIMIT,
    DATA_DIR: tempDir('bench-reset-'),
  };
  if (args.database === 'postgres') env.DATABASE_URL = (await scratchDatabase('bench_reset')).url;
  const { origin } = await startPortal(env);
  return { origin, known, database: args.database };
}

async function resetAnswerMs(origin, email) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 202) throw new Error(`${email}: answered ${response.status}`);
  return ms;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function main() {
  const machine = machineAtStart();
  const server = args.url
    ? { origin: args.url.replace(/\/+$/, ''), known: args.known, database: args.database }
    : await ownServer();
  if (!server.known) throw new Error('--url needs --known: an address that has an account');
  const run = `${Date.now().toString(36)}`;
  const unknown = (i) => `niemand-${run}-${i}@bench.example.nl`;
  for (let i = 0; i < WARM_UP; i++) {
    await resetAnswerMs(server.origin, server.known);
    await resetAnswerMs(server.origin, unknown(`warm-${i}`));
  }
  const knownMs = [];
  const unknownMs = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Alternating which goes first, so neither always follows the other's work.
    if (i % 2 === 0) {
      knownMs.push(await resetAnswerMs(server.origin, server.known));
      unknownMs.push(await resetAnswerMs(server.origin, unknown(i)));
    } else {
      unknownMs.push(await resetAnswerMs(server.origin, unknown(i)));
      knownMs.push(await resetAnswerMs(server.origin, server.known));
    }
  }
  const summary = (values) => ({
    medianMs: round(median(values)),
    p90Ms: round(percentile(values, 90)),
  });
  const entry = {
    date: new Date().toISOString(),
    machine: machine.finish(),
    server: args.url ? `running at ${server.origin}` : `started by the benchmark`,
    database: server.database,
    samplesEach: SAMPLES,
    warmUpEach: WARM_UP,
    known: summary(knownMs),
    unknown: summary(unknownMs),
    medianDifferenceMs: round(median(knownMs) - median(unknownMs)),
    knownMs: knownMs.map((ms) => round(ms)),
    unknownMs: unknownMs.map((ms) => round(ms)),
  };
  const results = existsSync(RESULT_FILE)
    ? JSON.parse(readFileSync(RESULT_FILE, 'utf8'))
    : { description: 'POST /api/password-reset answer times, known vs unknown address', runs: {} };
  results.runs[args.label] = entry;
  writeFileSync(RESULT_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `${args.label} (${entry.database}): known median ${entry.known.medianMs} ms (p90 ${entry.known.p90Ms}), unknown median ${entry.unknown.medianMs} ms (p90 ${entry.unknown.p90Ms}), ${SAMPLES} each`,
  );
}

try {
  await main();
} finally {
  await cleanUp();
}
