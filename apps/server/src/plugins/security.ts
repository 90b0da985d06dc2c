import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route acts on a signed link in its address and never on the session, so a write from
     * another site cannot be forged: RFC 8058's one-click unsubscribe (decision 049).
     */
    signedLinkOnly?: true;
  }
}

/**
 * The origin a same-origin browser request carries: PUBLIC_URL's, else the request's own. Only
 * for that check: links in mails use `config.portalUrl`, never a request's Host (decision 054).
 */
export function ownOrigin(request: FastifyRequest, config: AppConfig) {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * Refuses state-changing requests sent by another site: a present `Origin` must be the
 * portal's own, and a browser's `Sec-Fetch-Site: cross-site` is refused outright.
 * SameSite=Lax cookies already stop most of this; this closes the rest. A route that acts only
 * on a signed link (`signedLinkOnly`) is exempt: mail providers post to it from anywhere.
 */
export function assertSameOrigin(request: FastifyRequest, config: AppConfig) {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.routeOptions.config.signedLinkOnly) return;
  const origin = request.headers.origin;
  const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
  if ((origin !== undefined && origin !== ownOrigin(request, config)) || crossSite) {
    throw new AppError(ERROR_CODES.crossOrigin, 403, MESSAGES.crossOrigin);
  }
}

/**
 * The security headers of every answer. Helmet's middleware is made once here and applied to
 * each request's raw response; @fastify/helmet made it anew per request, parsing the CSP every
 * time (about 7% of a `/api/me`'s CPU at 50 connections, bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const https = config.secureCookies;
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // URL dashboards are pages of other sites chosen by the Admin, and Power BI reports
        // come from app.powerbi.com: frames may load any web origin, scripts still only ours.
        frameSrc: ["'self'", 'https:', 'http:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Dashboards of other sites are shown in frames; requiring CORP from them would blank them.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
