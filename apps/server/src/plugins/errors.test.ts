import { once } from 'node:events';
import net from 'node:net';
import { Writable } from 'node:stream';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { answerProblems } from '../../test/support/internal-text';
import { usePostgres } from '../db/client';
import { answerClientError, registerErrorHandling } from './errors';

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

describe('a hook that fails after the error answer was made', () => {
  it("still sends the contract's Dutch 503, not the failed query in English", async () => {
    const { app, log } = await appWithLog();
    // As the idempotency hook did during an outage: once per request, a database write while
    // the 503 goes out.
    let settled = false;
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 500 || settled) return payload;
      settled = true;
      await away.db.execute(sql`delete from "idempotency_keys" where "key" = ${'5badcc59'}`);
      return payload;
    });
    app.get('/lijst', async () => away.db.execute(sql`select 1`));
    const response = await app.inject({ method: 'GET', url: '/lijst' });
    expect(response.statusCode).toBe(503);
    expect(answerProblems({ status: response.statusCode, body: response.body })).toEqual([]);
    expect(response.json()).toEqual({
      message: MESSAGES.serviceUnavailable,
      code: ERROR_CODES.serviceUnavailable,
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(log()).toContain("replaced Fastify's own error answer");
    await app.close();
  });
});

describe('a request the HTTP parser refuses', () => {
  it('gets a Dutch answer in the error shape', async () => {
    const app = Fastify({ clientErrorHandler: answerClientError });
    registerErrorHandling(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET /lijst HTTP/1.1\r\nHost: x\r\nKapotte kopregel\r\n\r\n');
    let raw = '';
    socket.on('data', (chunk) => {
      raw += chunk;
    });
    await once(socket, 'close');
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual({
      message: MESSAGES.badRequest,
      code: ERROR_CODES.badRequest,
    });
    expect(answerProblems({ status: 400, body })).toEqual([]);
    await app.close();
  });
});
