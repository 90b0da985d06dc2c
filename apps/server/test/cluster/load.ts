import { randomUUID } from 'node:crypto';
import { type Acknowledged, reportRequest, request, uploadRequest } from '../crash/harness';
import { route } from '../support/route';

/** One request of the load as the client saw it. */
export type Outcome = {
  /** ms since the load started */
  at: number;
  method: string;
  path: string;
  /** HTTP status, or 0 when the connection failed */
  status: number;
  ms: number;
  /** The instances nginx tried, in order (its X-Upstream header); two means it retried. */
  upstreams: string[];
  /** A failure's `code` from its JSON body */
  code?: string;
  /** Sent a second time by the client (with the same Idempotency-Key) after a clear 502/503 */
  resent?: boolean;
};

export type Load = {
  startedAt: number;
  outcomes: Outcome[];
  acked: Acknowledged;
  /** Stops the clients and waits for their last requests. */
  stop: () => Promise<void>;
};

/**
 * A few logged-in clients, each sending one request after the other through the proxy: mostly
 * GETs (who am I, the practices, a PDF), and every fifth a report or an upload with an
 * Idempotency-Key, as the web app sends them. With `resendWithKey` a client sends a write
 * answered with a clear 502/503 once more with the same key (decision 025: safe, it is done
 * once at most); the outcome kept is the last.
 */
export function startLoad(options: {
  port: number;
  cookies: string[];
  practiceId: number;
  pdfId: number;
  resendWithKey?: boolean;
}): Load {
  const startedAt = Date.now();
  const outcomes: Outcome[] = [];
  const acked: Acknowledged = { reports: [], uploads: [] };
  const gets = [route('getMe'), route('listPractices'), route('getPdfFile', { id: options.pdfId })];
  let running = true;
  let n = 0;
  const send = async (req: Parameters<typeof request>[1]) => {
    const sent = Date.now();
    const reply = await request(options.port, req).catch(() => undefined);
    const upstream = reply?.headers['x-upstream'];
    const outcome: Outcome = {
      at: sent - startedAt,
      method: req.method,
      path: req.url,
      status: reply?.status ?? 0,
      ms: Date.now() - sent,
      upstreams: typeof upstream === 'string' ? upstream.split(', ') : [],
      code: reply && reply.status >= 300 ? errorCode(reply.body) : undefined,
    };
    return { outcome, reply };
  };
  const client = async (cookie: string) => {
    for (let i = 0; running; i++) {
      const write = i % 5 === 4;
      const isReport = i % 10 === 4;
      const req = !write
        ? { ...(gets[i % gets.length] ?? route('getMe')), headers: { cookie } }
        : isReport
          ? reportRequest(options.practiceId, cookie, n++)
          : uploadRequest(options.practiceId, cookie, n++);
      if (write) Object.assign(req.headers, { 'idempotency-key': randomUUID() });
      let { outcome, reply } = await send(req);
      if (write && options.resendWithKey && isClearFailure(outcome)) {
        ({ outcome, reply } = await send(req));
        outcome.resent = true;
      }
      outcomes.push(outcome);
      if (reply?.status === 201) {
        const json = JSON.parse(reply.body) as { id: number; pdf?: { id: number } };
        if (isReport) acked.reports.push({ id: json.id, pdfId: json.pdf?.id ?? -1 });
        else acked.uploads.push(json.id);
      }
    }
  };
  const clients = Promise.all(options.cookies.map(client));
  return {
    startedAt,
    outcomes,
    acked,
    async stop() {
      running = false;
      await clients;
    },
  };
}

function errorCode(body: string) {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return 'not JSON';
  }
}

const isSuccess = (o: Outcome) => o.status >= 200 && o.status < 300;

/** Requests, failures by kind, nginx's retries and latencies of some outcomes. */
export function summarize(outcomes: Outcome[]) {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const percentile = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0;
  const failures: Record<string, number> = {};
  for (const o of outcomes.filter((o) => !isSuccess(o))) {
    const kind = `${o.method} ${o.status === 0 ? 'connection failed' : o.status}`;
    failures[kind] = (failures[kind] ?? 0) + 1;
  }
  return {
    requests: outcomes.length,
    writes: outcomes.filter((o) => o.method === 'POST').length,
    failures,
    retriedByNginx: outcomes.filter((o) => isSuccess(o) && o.upstreams.length > 1).length,
    resentByClient: outcomes.filter((o) => o.resent).length,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    maxMs: ms.at(-1) ?? 0,
  };
}

/** The portal's JSON SERVICE_UNAVAILABLE, from an instance (503) or from nginx (502). */
function isClearFailure(o: Outcome) {
  return (o.status === 502 || o.status === 503) && o.code === 'SERVICE_UNAVAILABLE';
}

/**
 * Failures other than a clear 502/503 to a POST, which nginx does not retry once sent: a GET
 * must never fail while one instance is up, since nginx retries it on the other.
 */
export function unclearFailures(outcomes: Outcome[]) {
  return outcomes.filter((o) => !isSuccess(o) && !(o.method === 'POST' && isClearFailure(o)));
}
