import type { Access, ApiRoute as RouteOfTable } from '@praktijkportaal/contract/api/route';
import { routes } from '@praktijkportaal/contract/api/routes';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { UserType } from '@praktijkportaal/contract/roles';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { AppError } from '../lib/app-error';
import { mfaEnrolmentRequired, passwordChangeRequired } from './password-change-required';
import type { AuthUser } from './session-store';

/**
 * Every /api route with its policy and request schemas, as registered: the authorization
 * matrix and the hostile-input tests read it.
 */
export type ApiRoute = {
  method: string;
  url: string;
  operationId: string;
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
/** A route registered that the contract's route table does not hold, or holds otherwise. */
export class RouteOutsideTableError extends Error {}
/** Routes of the table that no module registered. */
export class UnimplementedRoutesError extends Error {}

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

/**
 * Must be called before any route is registered. Every /api route must be a route of the
 * contract's table, registered with implementRoute (which sets its access rule from the table);
 * anything else stops the start, and so does a route of the table that was never registered.
 */
export function registerAccessPolicies(
  app: FastifyInstance,
  table: Record<string, RouteOfTable> = routes,
) {
  const apiRoutes: ApiRoute[] = [];
  const implemented = new Set<string>();
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api') && !route.url.startsWith(API_DOCS_PREFIX);
    const methods = [route.method].flat();
    const operationId = route.config?.operationId;
    const entry = operationId === undefined ? undefined : table[operationId];
    if (operationId === undefined && !isApi) return;
    if (
      !operationId ||
      !entry ||
      entry.path !== route.url ||
      !methods.every((method) => method === entry.method || method === 'HEAD')
    ) {
      throw new RouteOutsideTableError(
        `Route ${methods.join(',')} ${route.url} is not in the route table ` +
          '(packages/contract/src/api): define it there and register it with implementRoute.',
      );
    }
    const access = route.config?.access;
    if (!access) {
      throw new MissingAccessPolicyError(
        `Route ${route.method} ${route.url} declares no access policy (config.access).`,
      );
    }
    implemented.add(operationId);
    if (!isApi) return;
    for (const method of methods) {
      apiRoutes.push({ method, url: route.url, operationId, access, schema: route.schema });
    }
  });
  app.addHook('onReady', async () => {
    const missing = Object.values(table).filter((route) => !implemented.has(route.operationId));
    if (missing.length > 0) {
      throw new UnimplementedRoutesError(
        `Routes of the route table that no module implements: ${missing
          .map((route) => `${route.operationId} (${route.method} ${route.path})`)
          .join(', ')}.`,
      );
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
  } else if (mfaEnrolmentRequired(request.user, mfaRequiredRoles, request.passkeyProven)) {
    if (!access.beforeMfaEnrolment) throw mfaEnrolmentFirst();
  }
  if (!access.roles.includes(request.user.type)) throw forbidden();
}

/** The caller of a route whose policy requires a session. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
