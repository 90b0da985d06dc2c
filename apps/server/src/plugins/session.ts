import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { type AuthUser, type CachedSession, findSessionUser } from '../modules/auth/session-store';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionId: string | null;
  }
}

export function sessionCookieName(config: AppConfig) {
  // The __Host- prefix pins the cookie to this host and path, and needs Secure.
  return config.secureCookies ? '__Host-portal_session' : 'portal_session';
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.floor(config.session.absoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
  });
}

/** How long a session read from the database serves further requests (decision 015). */
const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Cookies, the request's `user` and `sessionId`, and the session cache (emptied by every
 * write, plugins/read-caches.ts). Returns the loader that the API's onRequest hook calls; only
 * API routes need the session.
 */
export async function registerSessions(app: FastifyInstance, config: AppConfig, db: Database) {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const cache = app.readCache<CachedSession>({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
  });

  /** Loads the caller behind the session cookie, if any. */
  return async function loadSession(request: FastifyRequest) {
    const token = request.cookies[sessionCookieName(config)];
    if (!token) return;
    const found = await findSessionUser(db, cache, token, config.session);
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
  };
}
