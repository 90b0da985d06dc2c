import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { verifyPassword } from '../src/modules/auth/passwords';
import { ensureInitialAdmin } from '../src/modules/users/initial-admin';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('the first Admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is created once with a generated password that is never logged, and then never reset', async () => {
    const { logger, lines } = capturingLogger();
    const admin = { email: 'beheer@example.nl', password: undefined, name: 'Beheerder' };
    const created = await ensureInitialAdmin(t.database.db, admin, logger);
    const password = String(created?.generatedPassword);
    expect(password.length).toBeGreaterThanOrEqual(20);
    // For the start banner only (server.ts): the JSON log names the Admin, not the password.
    expect(lines.map((line) => line.email)).toContain('beheer@example.nl');
    expect(JSON.stringify(lines)).not.toContain(password);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'beheer@example.nl'));
    expect(row?.type).toBe('Admin');
    expect(await verifyPassword(row?.passwordHash, password)).toBe(true);

    // A later start, even with other settings, leaves the database alone.
    const again = { email: 'ander@example.nl', password: 'Nieuw-wachtwoord-123', name: 'X' };
    expect(await ensureInitialAdmin(t.database.db, again, logger)).toBeNull();
    expect(await t.database.db.select().from(users)).toHaveLength(1);
    const response = await t.app.inject({
      ...route('login'),
      payload: { email: 'beheer@example.nl', password },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the embedded database on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-data-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps its data across a restart and migrates again without harm', async () => {
    const { logger } = capturingLogger();
    const options = { databaseUrl: undefined, dataDir: dir, poolSize: 1 };
    const admin = {
      email: 'blijft@example.nl',
      password: 'Blijvend-wachtwoord-1',
      name: 'Beheerder',
    };

    const first = await openDatabase(options);
    await first.migrate();
    await ensureInitialAdmin(first.db, admin, logger);
    await first.close();

    const second = await openDatabase(options);
    await second.migrate();
    expect(await ensureInitialAdmin(second.db, admin, logger)).toBeNull();
    const rows = await second.db.select().from(users);
    await second.close();
    expect(rows.map((row) => row.email)).toEqual(['blijft@example.nl']);
  }, 60_000);
});
