import { randomBytes } from 'node:crypto';
import type { UserType } from '@praktijkportaal/contract/roles';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema/users';
import { hashPassword } from '../../src/modules/auth/passwords';
import { createTestDatabase } from './test-database';

export const TEST_PASSWORD = 'Correct-Paard-Batterij-1';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Inserts an active user; returns its id and email (password is TEST_PASSWORD unless given). */
  createUser(fields?: {
    type?: UserType;
    email?: string;
    name?: string;
    password?: string;
  }): Promise<{
    id: number;
    email: string;
    password: string;
  }>;
  /** Logs in through the API and returns the Cookie header for later requests. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
};

/** The real app on a database of its own, with env overrides for the case under test. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // The per-IP limit has its own test; elsewhere it would only count the suite's logins.
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database });

  return {
    app,
    database,
    config,
    async createUser(fields = {}) {
      const email = fields.email ?? `user-${randomBytes(4).toString('hex')}@example.nl`;
      const password = fields.password ?? TEST_PASSWORD;
      const [row] = await database.db
        .insert(users)
        .values({
          name: fields.name ?? 'Test Gebruiker',
          email,
          type: fields.type ?? 'Klant',
          passwordHash: await hashPassword(password),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      return { id: row.id, email, password };
    },
    async login(email, password = TEST_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200) {
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      }
      const cookie = response.cookies.find((c) => c.name.endsWith('portal_session'));
      if (!cookie) throw new Error('login set no session cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
