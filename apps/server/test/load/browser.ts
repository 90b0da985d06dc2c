import http from 'node:http';
import type { RouteCall } from '../support/route';

/** Statuses a request may answer with; anything else is an error of the run. */
export type Expected = number | readonly number[];

export type KindStats = {
  count: number;
  errors: number;
  /** Answers that were 404 only because this run itself had just deleted the object. */
  raced404: number;
  latenciesMs: number[];
};

export type ErrorSample = { at: number; kind: string; status: number | string; detail: string };

/** Counts every request by kind (method and route pattern) with its latency and errors. */
export class Recorder {
  readonly kinds = new Map<string, KindStats>();
  readonly errorSamples: ErrorSample[] = [];
  errorCount = 0;
  /** Request start times (ms since the run began), for the rate over time. */
  readonly starts: number[] = [];

  constructor(private readonly t0: number) {}

  private stats(kind: string) {
    let stats = this.kinds.get(kind);
    if (!stats) {
      stats = { count: 0, errors: 0, raced404: 0, latenciesMs: [] };
      this.kinds.set(kind, stats);
    }
    return stats;
  }

  success(kind: string, startedAt: number, ms: number, raced404 = false) {
    const stats = this.stats(kind);
    stats.count++;
    stats.latenciesMs.push(ms);
    if (raced404) stats.raced404++;
    this.starts.push(startedAt - this.t0);
  }

  failure(kind: string, startedAt: number, status: number | string, detail: string) {
    const stats = this.stats(kind);
    stats.count++;
    stats.errors++;
    this.errorCount++;
    this.starts.push(startedAt - this.t0);
    if (this.errorSamples.length < 50) {
      this.errorSamples.push({ at: Date.now() - this.t0, kind, status, detail });
    }
  }
}

export class UnexpectedAnswer extends Error {}

export type Reply = { status: number; body: Buffer; headers: http.IncomingHttpHeaders };

export type CallOptions = {
  json?: unknown;
  body?: Buffer;
  contentType?: string;
  expect: Expected;
  /** A 404 is accepted (and counted apart) when this says the object was deleted by the run. */
  mayBeGone?: () => boolean;
  /** Checks the body of an expected answer; a returned text is an error. */
  check?: (reply: Reply) => string | undefined;
};

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One virtual user's browser: its own keep-alive connections (at most six, as browsers keep
 * per host) from its own loopback source address, its session cookie, and the headers a
 * same-origin page sends.
 */
export class Browser {
  private readonly agent: http.Agent;
  cookie = '';
  /** Requests this browser has sent. */
  requests = 0;

  constructor(
    private readonly port: number,
    readonly localAddress: string,
    private readonly recorder: Recorder,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 6, localAddress });
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** One request; resolves with the reply when its status is expected, else throws. */
  async call(kind: string, request: RouteCall, options: CallOptions): Promise<Reply> {
    const startedAt = Date.now();
    this.requests++;
    let body = options.body;
    let contentType = options.contentType;
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      contentType = 'application/json';
    }
    let reply: Reply;
    try {
      reply = await this.send(request.method, request.url, body, contentType);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'network';
      this.recorder.failure(kind, startedAt, code, String(error));
      throw new UnexpectedAnswer(`${kind}: ${code}`);
    }
    const ms = Date.now() - startedAt;
    const expected = typeof options.expect === 'number' ? [options.expect] : options.expect;
    if (expected.includes(reply.status)) {
      const problem = options.check?.(reply);
      if (problem) {
        this.recorder.failure(kind, startedAt, reply.status, problem);
        throw new UnexpectedAnswer(`${kind}: ${problem}`);
      }
      this.recorder.success(kind, startedAt, ms);
      return reply;
    }
    if (reply.status === 404 && options.mayBeGone?.()) {
      this.recorder.success(kind, startedAt, ms, true);
      return reply;
    }
    this.recorder.failure(kind, startedAt, reply.status, reply.body.toString().slice(0, 300));
    throw new UnexpectedAnswer(`${kind}: ${reply.status}`);
  }

  /** Like `call`, and parses the JSON body. */
  async json<T>(kind: string, request: RouteCall, options: CallOptions) {
    const reply = await this.call(kind, request, options);
    return reply.status === 204 || reply.status === 404
      ? undefined
      : (JSON.parse(reply.body.toString()) as T);
  }

  private send(method: string, path: string, body?: Buffer, contentType?: string) {
    return new Promise<Reply>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          localAddress: this.localAddress,
          agent: this.agent,
          method,
          path,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            accept: 'application/json',
            'sec-fetch-site': 'same-origin',
            ...(method === 'GET' ? {} : { origin: this.origin }),
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(body ? { 'content-type': contentType, 'content-length': body.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks),
              headers: res.headers,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Takes the session cookie from a login answer. */
  keepSessionCookie(reply: Reply) {
    const cookies = reply.headers['set-cookie'] ?? [];
    this.cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    if (!this.cookie) throw new Error('login set no cookie');
  }

  /** Connections this browser holds open to the server, busy or idle. */
  openSockets() {
    let count = 0;
    for (const list of Object.values(this.agent.sockets)) count += list?.length ?? 0;
    for (const list of Object.values(this.agent.freeSockets)) count += list?.length ?? 0;
    return count;
  }

  /** Closes this browser's idle keep-alive connections. */
  close() {
    this.agent.destroy();
  }
}
