import { once } from 'node:events';
import net from 'node:net';
import { Writable } from 'node:stream';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../db/client';
import { registerErrorHandling } from './errors';

/** The app's error handling alone, with its log kept in memory. */
async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandling(app);
  return { app, log: () => lines.join('') };
}

/** A loopback port nobody listens on. */
async function closedPort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

// postgres.js against that port: the real error of a database that is away.
const away = usePostgres(`postgres://portal@127.0.0.1:${await closedPort()}/portal`, 1);
afterAll(() => away.close());

describe('a database that cannot be reached', () => {
  it('answers 503 in the error shape and logs only the driver code', async () => {
    const { app, log } = await appWithLog();
    app.get('/lijst', async () => away.db.execute(sql`select ${'geheime-waarde'}`));
    const response = await app.inject({ method: 'GET', url: '/lijst' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: MESSAGES.serviceUnavailable,
      code: ERROR_CODES.serviceUnavailable,
    });
    expect(log()).toContain('"code":"ECONNREFUSED"');
    expect(log()).not.toContain('geheime-waarde');
    expect(log()).not.toContain('"stack"');
    await app.close();
  });
});

describe('an unexpected database error', () => {
  it('is logged without the query parameters Drizzle puts in its message', async () => {
    const { app, log } = await appWithLog();
    app.get('/kapot', async () => {
      throw new DrizzleQueryError('select 1 where $1', ['geheime-waarde'], new Error('kapot'));
    });
    const response = await app.inject({ method: 'GET', url: '/kapot' });
    expect(response.statusCode).toBe(500);
    expect(log()).toContain('kapot');
    expect(log()).not.toContain('geheime-waarde');
    await app.close();
  });
});
