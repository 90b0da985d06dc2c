import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { USER_TYPES, type UserType } from '@praktijkportaal/contract/roles';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { AppError } from '../lib/app-error';
import { mfaEnrolmentRequired, passwordChangeRequired } from './password-change-required';
import type { AuthUser } from './session-store';

/**
 * Who may call a route. Every `/api` route declares one in `config.access`; a route without
 * it makes the app refuse to start. Object checks ("is this practice theirs?") come on top,
 * in each module's policy.ts.
 */
export type Access =
  | { kind: 'public' }
  | {
      kind: 'roles';
      roles: readonly UserType[];
      /** Also open to a user who must first change the password (/api/me, the change itself). */
      beforePasswordChange?: true;
      /** Also open to a user who must first enrol a second factor (/api/me, enrolment). */
      beforeMfaEnrolment?: true;
    };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'roles', roles: USER_TYPES };
/** Any session, also one whose user must change the password first (issue #19 item 5). */
export const SIGNED_IN_BEFORE_PASSWORD_CHANGE: Access = {
  kind: 'roles',
  roles: USER_TYPES,
  beforePasswordChange: true,
};
/** Any session, also one whose user must first enrol a second factor (issue #19 item 6). */
export const SIGNED_IN_BEFORE_MFA_ENROLMENT: Access = {
  kind: 'roles',
  roles: USER_TYPES,
  beforeMfaEnrolment: true,
};
/** Any session at all: /api/me, which tells the web app which first step is due. */
export const SIGNED_IN_BEFORE_FIRST_STEPS: Access = {
  kind: 'roles',
  roles: USER_TYPES,
  beforePasswordChange: true,
  beforeMfaEnrolment: true,
};
export function allow(...roles: UserType[]): Access {
  return { kind: 'roles', roles };
}

/**
 * Every /api route with its policy and request schemas, as registered: the authorization
 * matrix and the hostile-input tests read it.
 */
export type ApiRoute = {
  method: string;
  url: string;
  access: Access | undefined;
  schema: FastifySchema | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
}

export class MissingAccessPolicyError extends Error {}

/** The API reference page (plugins/api-docs.ts): its files are public and declare no policy. */
export const API_DOCS_PREFIX = '/api/docs';

export function unauthenticated() {
  return new AppError(ERROR_CODES.unauthenticated, 401, MESSAGES.unauthenticated);
}
export function forbidden() {
  return new AppError(ERROR_CODES.forbidden, 403, MESSAGES.forbidden);
}
function passwordChangeFirst() {
  return new AppError(ERROR_CODES.passwordChangeRequired, 403, MESSAGES.passwordChangeRequired);
}
function mfaEnrolmentFirst() {
  return new AppError(ERROR_CODES.mfaEnrolmentRequired, 403, MESSAGES.mfaEnrolmentRequired);
}

/** Must be called before any route is registered. */
export function registerAccessPolicies(app: FastifyInstance) {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith(API_DOCS_PREFIX)) return;
    const access = route.config?.access;
    if (!access) {
      throw new MissingAccessPolicyError(
        `Route ${route.method} ${route.url} declares no access policy (config.access).`,
      );
    }
    for (const method of [route.method].flat()) {
      apiRoutes.push({ method, url: route.url, access, schema: route.schema });
    }
  });
}

/**
 * Runs once the session is loaded: anonymous → 401; a user who must change the password first
 * → 403 PASSWORD_CHANGE_REQUIRED unless the route allows it; then one who must enrol a second
 * factor → 403 MFA_ENROLMENT_REQUIRED unless the route allows it; wrong role → 403.
 */
export function enforceAccess(request: FastifyRequest, mfaRequiredRoles: readonly UserType[]) {
  // Unknown paths reach the not-found handler, which shows nothing but a 404.
  if (request.is404) return;
  const access = request.routeOptions.config.access;
  // Only non-API routes (static files, health) may lack a policy; see registerAccessPolicies.
  if (!access) return;
  if (access.kind === 'public') return;
  if (!request.user) throw unauthenticated();
  if (passwordChangeRequired(request.user)) {
    if (!access.beforePasswordChange) throw passwordChangeFirst();
  } else if (mfaEnrolmentRequired(request.user, mfaRequiredRoles)) {
    if (!access.beforeMfaEnrolment) throw mfaEnrolmentFirst();
  }
  if (!access.roles.includes(request.user.type)) throw forbidden();
}

/** The caller of a route whose policy requires a session. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
