import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { PowerBiConfig } from '../../src/config';

const POWERBI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
/** What Entra ID usually grants: an hour, less a second. */
const DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS = 3599;

export type TlsFiles = { certFile: string; keyFile: string };

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day; it is its own CA. */
export async function createSelfSignedCertificate(dir: string): Promise<TlsFiles> {
  const files = { certFile: path.join(dir, 'cert.pem'), keyFile: path.join(dir, 'key.pem') };
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    files.keyFile,
    '-out',
    files.certFile,
  ]);
  return files;
}

export type FakeService = 'entra' | 'powerbi';
export type FakeEndpoint = 'openid-configuration' | 'token' | 'report' | 'generate-token';
/** `status` is 0 while the answer is still pending (a slowed-down request). */
export type FakeCall = { endpoint: FakeEndpoint; status: number };
export type FakeReport = { id: string; datasetId: string; embedUrl: string };
export type FakeEmbedToken = { token: string; reportId: string; expiration: string };
/** Slow answers, a 500 for every request, or a 200 whose body is not JSON. */
export type Disturbance = { delayMs: number } | 'error-500' | 'garbled';

export type FakePowerBi = {
  /** https://127.0.0.1:{port}: both the Entra ID authority host and the Power BI API base. */
  url: string;
  /** A config for the adapter that points at this fake, with its credentials. */
  config(overrides?: Partial<PowerBiConfig>): PowerBiConfig;
  /** Publishes a report in the workspace. */
  addReport(): FakeReport;
  calls: readonly FakeCall[];
  count(endpoint: FakeEndpoint): number;
  embedTokens: readonly FakeEmbedToken[];
  /** The client secret, every secret it was sent and every token it issued: never for logs. */
  secrets(): string[];
  disturb(service: FakeService, disturbance: Disturbance): void;
  restore(service: FakeService): void;
  /** Expires every access token issued so far: Power BI then answers 403 TokenExpired. */
  expireAccessTokens(): void;
  close(): Promise<void>;
};

type FakeRequest = { headers: IncomingHttpHeaders; body: string; params: string[] };
type FakeAnswer = { status: number; body: unknown };
type AccessToken = { expiresAt: number; expired: boolean };

const ROUTES: { endpoint: FakeEndpoint; method: string; pattern: RegExp }[] = [
  {
    endpoint: 'openid-configuration',
    method: 'GET',
    pattern: /^\/([^/]+)\/v2\.0\/\.well-known\/openid-configuration$/,
  },
  { endpoint: 'token', method: 'POST', pattern: /^\/([^/]+)\/oauth2\/v2\.0\/token$/ },
  {
    endpoint: 'report',
    method: 'GET',
    pattern: /^\/v1\.0\/myorg\/groups\/([^/]+)\/reports\/([^/]+)$/,
  },
  { endpoint: 'generate-token', method: 'POST', pattern: /^\/v1\.0\/myorg\/GenerateToken$/ },
];

const SERVICE_OF: Record<FakeEndpoint, FakeService> = {
  'openid-configuration': 'entra',
  token: 'entra',
  report: 'powerbi',
  'generate-token': 'powerbi',
};

const OUTAGE: Record<FakeService, FakeAnswer> = {
  entra: {
    status: 500,
    body: { error: 'temporarily_unavailable', error_description: 'AADSTS90033: Fake outage.' },
  },
  powerbi: {
    status: 500,
    body: { error: { code: 'InternalServerError', message: 'Fake outage' } },
  },
};

const ZGenerateTokenRequest = z.object({
  reports: z.tuple([z.object({ id: z.string() })]),
  datasets: z.tuple([z.object({ id: z.string() })]),
  targetWorkspaces: z.tuple([z.object({ id: z.string() })]),
});

/**
 * A local HTTPS stand-in for Entra ID (OpenID configuration, client-credentials token endpoint)
 * and the Power BI REST API (get report, GenerateToken), strict about what it accepts.
 */
export async function startFakePowerBi(options: {
  tls: TlsFiles;
  accessTokenLifetimeSeconds?: number;
}): Promise<FakePowerBi> {
  const tokenLifetimeSeconds =
    options.accessTokenLifetimeSeconds ?? DEFAULT_ACCESS_TOKEN_LIFETIME_SECONDS;
  const credentials = {
    tenantId: randomUUID(),
    clientId: randomUUID(),
    clientSecret: randomBytes(24).toString('base64url'),
    workspaceId: randomUUID(),
  };
  const reports = new Map<string, FakeReport>();
  const accessTokens = new Map<string, AccessToken>();
  const embedTokens: FakeEmbedToken[] = [];
  const receivedSecrets = new Set<string>();
  const calls: FakeCall[] = [];
  const disturbances = new Map<FakeService, Disturbance>();
  const closing = new AbortController();
  let url = '';

  function entraError(status: number, error: string, aadsts: number, description: string) {
    return {
      status,
      body: {
        error,
        error_description: `AADSTS${aadsts}: ${description}`,
        error_codes: [aadsts],
        timestamp: new Date().toISOString(),
        trace_id: randomUUID(),
        correlation_id: randomUUID(),
      },
    };
  }

  function powerBiError(status: number, code: string, message: string): FakeAnswer {
    return { status, body: { error: { code, message } } };
  }

  function openIdConfiguration({ params: [tenant] }: FakeRequest): FakeAnswer {
    if (tenant !== credentials.tenantId) {
      return entraError(400, 'invalid_tenant', 90002, 'Tenant not found.');
    }
    return {
      status: 200,
      body: {
        issuer: `${url}/${tenant}/v2.0`,
        authorization_endpoint: `${url}/${tenant}/oauth2/v2.0/authorize`,
        token_endpoint: `${url}/${tenant}/oauth2/v2.0/token`,
        jwks_uri: `${url}/${tenant}/discovery/v2.0/keys`,
        token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt'],
        response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
      },
    };
  }

  function token({ params: [tenant], body }: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(body);
    const secret = form.get('client_secret');
    if (secret) receivedSecrets.add(secret);
    if (tenant !== credentials.tenantId) {
      return entraError(400, 'invalid_request', 90002, 'Tenant not found.');
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return entraError(400, 'unsupported_grant_type', 70003, 'Unsupported grant type.');
    }
    if (form.get('client_id') !== credentials.clientId) {
      return entraError(400, 'unauthorized_client', 700016, 'Application not found.');
    }
    if (secret !== credentials.clientSecret) {
      return entraError(401, 'invalid_client', 7000215, 'Invalid client secret provided.');
    }
    if (form.get('scope') !== POWERBI_SCOPE) {
      return entraError(400, 'invalid_scope', 1002012, 'The provided scope is not valid.');
    }
    const accessToken = randomBytes(32).toString('base64url');
    accessTokens.set(accessToken, {
      expiresAt: Date.now() + tokenLifetimeSeconds * 1000,
      expired: false,
    });
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        expires_in: tokenLifetimeSeconds,
        ext_expires_in: tokenLifetimeSeconds,
        access_token: accessToken,
      },
    };
  }

  function authorise(
    headers: IncomingHttpHeaders,
  ): { refusal: FakeAnswer } | { accessToken: AccessToken } {
    const presented = headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const accessToken = presented ? accessTokens.get(presented) : undefined;
    if (!accessToken) return { refusal: { status: 401, body: '' } };
    if (accessToken.expired || accessToken.expiresAt <= Date.now()) {
      return {
        refusal: powerBiError(
          403,
          'TokenExpired',
          'Access token has expired, resubmit with a new access token',
        ),
      };
    }
    return { accessToken };
  }

  function report({ headers, params: [workspaceId, reportId] }: FakeRequest): FakeAnswer {
    const auth = authorise(headers);
    if ('refusal' in auth) return auth.refusal;
    const found = reports.get(decodeURIComponent(reportId ?? ''));
    if (decodeURIComponent(workspaceId ?? '') !== credentials.workspaceId || !found) {
      return powerBiError(404, 'PowerBIEntityNotFound', 'PowerBIEntityNotFound');
    }
    return {
      status: 200,
      body: {
        '@odata.context': `${url}/v1.0/myorg/groups/${credentials.workspaceId}/$metadata#reports/$entity`,
        id: found.id,
        reportType: 'PowerBIReport',
        name: 'Praktijkcijfers',
        webUrl: `https://app.powerbi.com/groups/${credentials.workspaceId}/reports/${found.id}`,
        embedUrl: found.embedUrl,
        datasetId: found.datasetId,
        datasetWorkspaceId: credentials.workspaceId,
      },
    };
  }

  function generateToken({ headers, body }: FakeRequest): FakeAnswer {
    const auth = authorise(headers);
    if ('refusal' in auth) return auth.refusal;
    const request = readGenerateTokenRequest(headers, body);
    const found = request && reports.get(request.reports[0].id);
    if (
      !request ||
      !found ||
      request.datasets[0].id !== found.datasetId ||
      request.targetWorkspaces[0].id !== credentials.workspaceId
    ) {
      return powerBiError(400, 'InvalidRequest', 'The request is not valid.');
    }
    // An embed token cannot outlive the access token behind it.
    const expiration = new Date(auth.accessToken.expiresAt).toISOString().replace(/\.\d+Z$/, 'Z');
    const embedToken = {
      token: randomBytes(48).toString('base64url'),
      reportId: found.id,
      expiration,
    };
    embedTokens.push(embedToken);
    return {
      status: 200,
      body: {
        '@odata.context': `${url}/v1.0/myorg/$metadata#Microsoft.PowerBI.ServiceContracts.Api.V1.EmbedToken`,
        token: embedToken.token,
        tokenId: randomUUID(),
        expiration,
      },
    };
  }

  const handlers: Record<FakeEndpoint, (request: FakeRequest) => FakeAnswer> = {
    'openid-configuration': openIdConfiguration,
    token,
    report,
    'generate-token': generateToken,
  };

  async function answer(incoming: IncomingMessage): Promise<FakeAnswer> {
    const pathname = new URL(incoming.url ?? '/', url).pathname;
    const route = ROUTES.find((r) => r.method === incoming.method && r.pattern.test(pathname));
    if (!route) return { status: 404, body: '' };
    const call: FakeCall = { endpoint: route.endpoint, status: 0 };
    calls.push(call);
    const request: FakeRequest = {
      headers: incoming.headers,
      body: await readBody(incoming),
      params: route.pattern.exec(pathname)?.slice(1) ?? [],
    };
    const disturbance = disturbances.get(SERVICE_OF[route.endpoint]);
    if (typeof disturbance === 'object') {
      await sleep(disturbance.delayMs, undefined, { signal: closing.signal });
    }
    const result =
      disturbance === 'error-500'
        ? OUTAGE[SERVICE_OF[route.endpoint]]
        : disturbance === 'garbled'
          ? { status: 200, body: '<html>Even geduld…</html>' }
          : handlers[route.endpoint](request);
    call.status = result.status;
    return result;
  }

  const server = createServer(
    { cert: await readFile(options.tls.certFile), key: await readFile(options.tls.keyFile) },
    (incoming, response) => {
      answer(incoming).then(
        (result) => send(response, result),
        () => response.destroy(),
      );
    },
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    config: (overrides = {}) => ({
      ...credentials,
      authorityUrl: url,
      apiUrl: url,
      timeoutMs: 5_000,
      ...overrides,
    }),
    addReport() {
      const id = randomUUID();
      const added = {
        id,
        datasetId: randomUUID(),
        embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${id}&groupId=${credentials.workspaceId}`,
      };
      reports.set(id, added);
      return added;
    },
    calls,
    count: (endpoint) => calls.filter((call) => call.endpoint === endpoint).length,
    embedTokens,
    secrets: () => [
      credentials.clientSecret,
      ...receivedSecrets,
      ...accessTokens.keys(),
      ...embedTokens.map((embedToken) => embedToken.token),
    ],
    disturb: (service, disturbance) => disturbances.set(service, disturbance),
    restore: (service) => disturbances.delete(service),
    expireAccessTokens() {
      for (const accessToken of accessTokens.values()) accessToken.expired = true;
    },
    async close() {
      closing.abort();
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}

async function readBody(incoming: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, { status, body }: FakeAnswer) {
  const isText = typeof body === 'string';
  response.writeHead(status, {
    'content-type': isText ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
  });
  response.end(isText ? body : JSON.stringify(body));
}

function readGenerateTokenRequest(headers: IncomingHttpHeaders, body: string) {
  if (!headers['content-type']?.startsWith('application/json')) return undefined;
  return ZGenerateTokenRequest.safeParse(parseJson(body)).data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
