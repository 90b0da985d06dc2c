// The user list with thousands of users (the brief: "must stay fast with 5,000 users").
// Starts the demo portal on its own port and database, adds USERS users through the API, then
// times in Chromium: opening the list, typing a search, sorting, and "Toon meer".
// Run: node bench/user-list.mjs [USERS=5000]   (builds the web app first when it is stale)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from '../e2e/chromium-path.mjs';

const USERS = Number(process.argv[2] ?? 5000);
const PORT = 3300;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'admin@voorbeeldpraktijk.nl', password: 'Demo-wachtwoord-2026' };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitUntilReady() {
  for (let attempt = 0; attempt < 180; attempt++) {
    const ready = await fetch(`${BASE}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the portal did not start');
}

async function addUsers(count) {
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const firstNames = [
    'Anna',
    'Bas',
    'Cor',
    'Daan',
    'Eva',
    'Fleur',
    'Gijs',
    'Hanna',
    'Ilse',
    'Joost',
  ];
  const lastNames = [
    'Bakker',
    'de Boer',
    'Dekker',
    'Jansen',
    'Mulder',
    'Smit',
    'Visser',
    'de Vries',
  ];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await fetch(`${BASE}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          name: `${firstNames[i % 10]} ${lastNames[Math.floor(i / 10) % 8]} ${i}`,
          email: `bench-${i}@example.nl`,
          type: ['Klant', 'Manager', 'Coach'][i % 3],
          password: ADMIN.password,
        }),
      });
      if (response.status !== 201) throw new Error(`user ${i}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function measure() {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(BASE);
  await page.getByLabel('E-mailadres').fill(ADMIN.email);
  await page.getByLabel('Wachtwoord').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByTestId('header-user-name').waitFor();
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ entryTypes: ['longtask'] });
  });
  const takeLongTasks = () =>
    page.evaluate(() => window.longTasks.splice(0, window.longTasks.length));
  const results = {};
  const time = async (label, action) => {
    const started = performance.now();
    await action();
    results[label] = {
      ms: Math.round(performance.now() - started),
      longTasksMs: await takeLongTasks(),
    };
  };
  const shownStatus = page.getByText(/getoond\.$/);

  await time('open the list (fetch and first rows)', async () => {
    await page.getByRole('link', { name: 'Overzicht' }).nth(1).click();
    await shownStatus.waitFor();
  });
  results.status = await shownStatus.innerText();
  await time('type "anna bakker 1" (50 ms per key) until filtered', async () => {
    await page.getByLabel('Zoek op naam').pressSequentially('anna bakker 1', { delay: 50 });
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length < 100);
  });
  await time('clear the search', async () => {
    await page.getByLabel('Zoek op naam').fill('');
    await shownStatus.waitFor();
  });
  for (const [label, column] of [
    ['sort Naam ascending', 'Naam'],
    ['sort Naam descending', 'Naam'],
    ['sort Naam off', 'Naam'],
    ['sort Email ascending', 'Email'],
  ]) {
    await time(label, async () => {
      await page.getByRole('button', { name: column, exact: true }).click();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    });
  }
  await time('Toon meer', async () => {
    await page.getByRole('button', { name: 'Toon meer' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 200);
  });
  await browser.close();
  return results;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'praktijkportaal-bench-'));
const server = spawn(process.execPath, ['scripts/demo.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
try {
  await waitUntilReady();
  const seeding = performance.now();
  await addUsers(USERS);
  console.log(`added ${USERS} users in ${Math.round((performance.now() - seeding) / 1000)} s`);
  console.log(
    JSON.stringify({ users: USERS, date: new Date().toISOString(), ...(await measure()) }, null, 2),
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
