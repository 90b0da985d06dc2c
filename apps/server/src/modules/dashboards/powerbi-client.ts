import {
  AuthError,
  type AuthenticationResult,
  ConfidentialClientApplication,
  type INetworkModule,
  type NetworkRequestOptions,
  type NetworkResponse,
} from '@azure/msal-node';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { PowerBiConfig } from '../../config';
import {
  type EmbedInfo,
  type PowerBiClient,
  PowerBiError,
  type PowerBiErrorCode,
} from './powerbi-types';

const POWERBI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
/** A cached embed token is handed out until this long before it expires. */
const EMBED_TOKEN_REUSE_MARGIN_MS = 10 * 60 * 1000;
/** Entra ID's answers to a wrong or expired secret and to an app it does not know or allow. */
const ENTRA_REFUSALS = new Set(['invalid_client', 'unauthorized_client']);

const MESSAGE_OF: Record<PowerBiErrorCode, string> = {
  POWERBI_NOT_CONFIGURED: MESSAGES.powerBiNotConfigured,
  POWERBI_AUTH_FAILED: MESSAGES.powerBiAuthFailed,
  POWERBI_REPORT_NOT_FOUND: MESSAGES.powerBiReportNotFound,
  POWERBI_UNAVAILABLE: MESSAGES.powerBiUnavailable,
};

const ZReport = z.object({
  id: z.string().min(1),
  embedUrl: z.url(),
  datasetId: z.string().min(1),
});
const ZEmbedToken = z.object({
  token: z.string().min(1),
  expiration: z.iso.datetime({ offset: true }),
});

type Upstream = {
  config: PowerBiConfig;
  entra: ConfidentialClientApplication;
  log: FastifyBaseLogger;
};
type PowerBiRequest = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };
type PowerBiAnswer = { status: number; text: string };

/**
 * The Power BI "embed for your customers" adapter: an Entra ID app token (client credentials,
 * cached by MSAL), then the report's embed URL and an embed token, cached per report.
 */
export function createPowerBiClient(
  config: PowerBiConfig | undefined,
  log: FastifyBaseLogger,
): PowerBiClient {
  if (!config) {
    return {
      getEmbedInfo: () =>
        Promise.reject(
          new PowerBiError('POWERBI_NOT_CONFIGURED', MESSAGE_OF.POWERBI_NOT_CONFIGURED),
        ),
    };
  }
  const upstream: Upstream = { config, entra: createEntraApp(config), log };
  return {
    getEmbedInfo: cacheEmbedInfo((reportId) =>
      loadEmbedInfo({ ...upstream, log: log.child({ powerBiReportId: reportId }) }, reportId),
    ),
  };
}

function createEntraApp(config: PowerBiConfig) {
  return new ConfidentialClientApplication({
    auth: {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authority: `${config.authorityUrl}/${config.tenantId}`,
      // Trusts the configured host as it is: MSAL then skips instance discovery at
      // login.microsoftonline.com and reads the tenant's OpenID configuration from this host.
      knownAuthorities: [new URL(config.authorityUrl).host],
    },
    system: { networkClient: createTimedNetworkClient(config.timeoutMs) },
  });
}

/** MSAL's own client sets no timeout on OpenID discovery or the token request; this one does. */
function createTimedNetworkClient(timeoutMs: number): INetworkModule {
  async function send<T>(
    url: string,
    method: 'GET' | 'POST',
    options?: NetworkRequestOptions,
  ): Promise<NetworkResponse<T>> {
    try {
      const response = await fetch(url, {
        method,
        headers: options?.headers,
        body: options?.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: (await response.json()) as T,
      };
    } catch (error) {
      throw new AuthError('network_error', '', describeFetchFailure(error));
    }
  }
  return {
    sendGetRequestAsync: <T>(url: string, options?: NetworkRequestOptions) =>
      send<T>(url, 'GET', options),
    sendPostRequestAsync: <T>(url: string, options?: NetworkRequestOptions) =>
      send<T>(url, 'POST', options),
  };
}

/** Reuses an embed token until shortly before it expires; concurrent views share one request. */
function cacheEmbedInfo(load: (reportId: string) => Promise<EmbedInfo>) {
  const reusable = new Map<string, EmbedInfo>();
  const loading = new Map<string, Promise<EmbedInfo>>();
  return (reportId: string): Promise<EmbedInfo> => {
    const cached = reusable.get(reportId);
    if (cached && isReusable(cached)) return Promise.resolve(cached);
    const running = loading.get(reportId);
    if (running) return running;
    const started = load(reportId)
      .then((info) => {
        keepReusable(reusable, reportId, info);
        return info;
      })
      .finally(() => loading.delete(reportId));
    loading.set(reportId, started);
    return started;
  };
}

function isReusable(info: EmbedInfo) {
  return Date.parse(info.expiration) - EMBED_TOKEN_REUSE_MARGIN_MS > Date.now();
}

function keepReusable(reusable: Map<string, EmbedInfo>, reportId: string, info: EmbedInfo) {
  for (const [id, cached] of reusable) if (!isReusable(cached)) reusable.delete(id);
  if (isReusable(info)) reusable.set(reportId, info);
}

async function loadEmbedInfo(upstream: Upstream, reportId: string): Promise<EmbedInfo> {
  const workspaceId = upstream.config.workspaceId;
  const report = await callPowerBi(
    upstream,
    {
      name: 'report',
      method: 'GET',
      path: `groups/${encodeURIComponent(workspaceId)}/reports/${encodeURIComponent(reportId)}`,
    },
    ZReport,
  );
  const embed = await callPowerBi(
    upstream,
    {
      name: 'GenerateToken',
      method: 'POST',
      path: 'GenerateToken',
      body: {
        reports: [{ id: report.id }],
        datasets: [{ id: report.datasetId }],
        targetWorkspaces: [{ id: workspaceId }],
      },
    },
    ZEmbedToken,
  );
  return {
    reportId: report.id,
    embedUrl: report.embedUrl,
    embedToken: embed.token,
    expiration: embed.expiration,
  };
}

/** One Power BI request; when Power BI says the access token expired, once more with a new one. */
async function callPowerBi<T>(
  upstream: Upstream,
  request: PowerBiRequest,
  schema: z.ZodType<T>,
): Promise<T> {
  let answer = await sendToPowerBi(upstream, request, await acquireAccessToken(upstream, false));
  if (isExpiredTokenAnswer(answer)) {
    upstream.log.info(
      { request: request.name },
      'Power BI access token expired; getting a new one',
    );
    answer = await sendToPowerBi(upstream, request, await acquireAccessToken(upstream, true));
  }
  return readAnswer(upstream.log, request, answer, schema);
}

async function acquireAccessToken(upstream: Upstream, skipCache: boolean): Promise<string> {
  let result: AuthenticationResult | null;
  try {
    result = await upstream.entra.acquireTokenByClientCredential({
      scopes: [POWERBI_SCOPE],
      skipCache,
    });
  } catch (error) {
    throw entraFailure(upstream.log, error);
  }
  if (!result?.accessToken) {
    throw failure(upstream.log, 'POWERBI_UNAVAILABLE', { upstream: 'entra', reason: 'no token' });
  }
  return result.accessToken;
}

function entraFailure(log: FastifyBaseLogger, error: unknown) {
  if (!(error instanceof AuthError)) {
    return failure(log, 'POWERBI_UNAVAILABLE', { upstream: 'entra', reason: String(error) });
  }
  const code = ENTRA_REFUSALS.has(error.errorCode) ? 'POWERBI_AUTH_FAILED' : 'POWERBI_UNAVAILABLE';
  return failure(log, code, {
    upstream: 'entra',
    reason: error.errorCode,
    detail: error.errorMessage,
  });
}

async function sendToPowerBi(
  upstream: Upstream,
  request: PowerBiRequest,
  accessToken: string,
): Promise<PowerBiAnswer> {
  const { apiUrl, timeoutMs } = upstream.config;
  try {
    const response = await fetch(`${apiUrl}/v1.0/myorg/${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw failure(upstream.log, 'POWERBI_UNAVAILABLE', {
      upstream: 'powerbi',
      request: request.name,
      reason: describeFetchFailure(error),
    });
  }
}

/** Power BI answers an expired access token with 403 (sometimes 401) and a `TokenExpired` body. */
function isExpiredTokenAnswer(answer: PowerBiAnswer) {
  return (answer.status === 401 || answer.status === 403) && answer.text.includes('TokenExpired');
}

function readAnswer<T>(
  log: FastifyBaseLogger,
  request: PowerBiRequest,
  answer: PowerBiAnswer,
  schema: z.ZodType<T>,
): T {
  const context = { upstream: 'powerbi', request: request.name, status: answer.status };
  if (answer.status === 404) throw failure(log, 'POWERBI_REPORT_NOT_FOUND', context);
  if (answer.status === 401 || answer.status === 403) {
    throw failure(log, 'POWERBI_AUTH_FAILED', context);
  }
  if (answer.status < 200 || answer.status > 299) {
    throw failure(log, 'POWERBI_UNAVAILABLE', context);
  }
  const parsed = schema.safeParse(parseJson(answer.text));
  if (!parsed.success) {
    throw failure(log, 'POWERBI_UNAVAILABLE', { ...context, reason: 'malformed answer' });
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeFetchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timeout';
  if (error instanceof SyntaxError) return 'malformed answer';
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? cause.code : error.message;
}

/** Logs an upstream failure (codes and statuses only, never credentials) and returns its error. */
function failure(log: FastifyBaseLogger, code: PowerBiErrorCode, details: Record<string, unknown>) {
  log.warn({ code, ...details }, 'Power BI embed data not available');
  return new PowerBiError(code, MESSAGE_OF[code]);
}
