import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Department } from '@praktijkportaal/contract/departments';
import type { UserType } from '@praktijkportaal/contract/roles';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { practices, practiceUsers } from '../../src/db/schema/practices';
import { users } from '../../src/db/schema/users';
import type { Clock } from '../../src/lib/clock';
import {
  handlePasswordResetRequests,
  passwordResetSettings,
} from '../../src/modules/auth/password-reset-requests';
import { hashPassword } from '../../src/modules/auth/passwords';
import type { ReportPdfRenderer } from '../../src/pdf/report-pdf-types';
import type { FileStore } from '../../src/storage/file-store';
import { openFileStore } from '../../src/storage/open-file-store';
import { type RawCall, type RouteCall, route } from './route';
import { createTestDatabase } from './test-database';

export const TEST_PASSWORD = 'Correct-Paard-Batterij-1';

/**
 * The argon2id hash of TEST_PASSWORD at the production cost, made once per test worker: each
 * hash costs about 40 ms of CPU, and most test users share this password. Logins still verify
 * it at full cost; a user given another password gets a hash of their own.
 */
let testPasswordHash: Promise<string> | undefined;
function hashOf(password: string) {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  fileStore: FileStore;
  /**
   * Inserts an active user; returns its id and email (password is TEST_PASSWORD unless given).
   * The password counts as changed unless `passwordChanged: false` (a Klant is then held at the
   * password change).
   */
  createUser(fields?: {
    type?: UserType;
    email?: string;
    name?: string;
    password?: string;
    passwordChanged?: boolean;
  }): Promise<{
    id: number;
    email: string;
    password: string;
  }>;
  /** Logs in through the API and returns the Cookie header for later requests. */
  login(email: string, password?: string): Promise<string>;
  /** A user of the given type, already logged in. */
  signedIn(type: UserType): Promise<{ id: number; email: string; cookie: string }>;
  /** Inserts an active practice; returns its id. */
  createPractice(fields?: { name?: string; gripId?: number }): Promise<number>;
  /** Links a user to a practice (all departments unless given). */
  link(userId: number, practiceId: number, departments?: Department[]): Promise<void>;
  /**
   * An API call as the holder of `cookie` (or anonymous): `t.call(cookie, route('getUser', { id }))`.
   * The payload is any value, so a test can send a body the route refuses.
   */
  call(
    cookie: string | undefined,
    request: RouteCall | RawCall,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** One round of the "Wachtwoord vergeten?" worker (server.ts runs it every 2 s). */
  handlePasswordResets(): Promise<number>;
  close(): Promise<void>;
};

/** The real app on a database of its own, with env overrides for the case under test. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    database?: DatabaseHandle;
    reportPdfRenderer?: ReportPdfRenderer;
    /** The attempt limits' clock (test-clock.ts); the database's `now()` when left out. */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // The per-IP limit has its own test; elsewhere it would only count the suite's logins.
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
    // The second factor's own tests require it for their roles (second-factor.test.ts).
    MFA_REQUIRED_ROLES: 'none',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const fileStore = await openFileStore(config);
  const app = await buildApp({
    config,
    database,
    fileStore,
    reportPdfRenderer: options.reportPdfRenderer,
    clock: options.clock,
  });

  const testApp: TestApp = {
    app,
    database,
    config,
    fileStore,
    async createUser(fields = {}) {
      const email = fields.email ?? `user-${randomBytes(4).toString('hex')}@example.nl`;
      const password = fields.password ?? TEST_PASSWORD;
      const [row] = await database.db
        .insert(users)
        .values({
          name: fields.name ?? 'Test Gebruiker',
          email,
          type: fields.type ?? 'Klant',
          passwordHash: await hashOf(password),
          passwordChanged: fields.passwordChanged ?? true,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      return { id: row.id, email, password };
    },
    async login(email, password = TEST_PASSWORD) {
      const response = await app.inject({
        ...route('login'),
        payload: { email, password },
      });
      if (response.statusCode !== 200) {
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      }
      const cookie = response.cookies.find((c) => c.name.endsWith('portal_session'));
      if (!cookie) throw new Error('login set no session cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    async signedIn(type) {
      const user = await testApp.createUser({ type });
      return { ...user, cookie: await testApp.login(user.email) };
    },
    async createPractice(fields = {}) {
      const [row] = await database.db
        .insert(practices)
        .values({
          name: fields.name ?? `Praktijk ${randomBytes(3).toString('hex')}`,
          gripId: fields.gripId ?? 1,
        })
        .returning({ id: practices.id });
      if (!row) throw new Error('practice insert returned nothing');
      return row.id;
    },
    async link(userId, practiceId, departments) {
      await database.db
        .insert(practiceUsers)
        .values({ userId, practiceId, ...(departments ? { departments } : {}) });
    },
    call(cookie, { method, url }, payload) {
      return app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    },
    handlePasswordResets() {
      return handlePasswordResetRequests(database.db, {
        ...passwordResetSettings(config),
        clock: options.clock,
      });
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
