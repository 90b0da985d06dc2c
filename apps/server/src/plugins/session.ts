import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { type AuthUser, findSessionUser } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionId: string | null;
    /** This session was proven with a passkey: both factors at once (decision 072). */
    passkeyProven: boolean;
  }
  interface FastifyContextConfig {
    /** Asking this route is not activity: the session's idle time goes on (decision 077). */
    keepsSessionIdle?: true;
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

/** The login waiting for its second factor (decision 044): its own cookie, a few minutes long. */
export function pendingLoginCookieName(config: AppConfig) {
  return config.secureCookies ? '__Host-portal_pending_login' : 'portal_pending_login';
}

export function setPendingLoginCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  maxAgeMs: number,
) {
  reply.setCookie(pendingLoginCookieName(config), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearPendingLoginCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(pendingLoginCookieName(config), {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    path: '/',
  });
}

/**
 * Cookies and the request's `user` and `sessionId`. Returns the loader that the API's onRequest
 * hook calls; only API routes need the session. It is read from the database on every request,
 * so a logout, deletion or role change made through any instance counts at once (decision 021).
 */
export async function registerSessions(app: FastifyInstance, config: AppConfig, db: Database) {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('passkeyProven', false);

  /** Loads the caller behind the session cookie, if any. */
  return async function loadSession(request: FastifyRequest) {
    const token = request.cookies[sessionCookieName(config)];
    if (!token) return;
    const found = await findSessionUser(db, token, config.session, {
      touch: !request.routeOptions.config.keepsSessionIdle,
    });
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
      request.passkeyProven = found.passkeyProven;
    }
  };
}
