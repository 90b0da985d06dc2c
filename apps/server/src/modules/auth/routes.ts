import {
  ZChangePasswordRequest,
  ZLoginRequest,
  ZUserIdParams,
} from '@praktijkportaal/contract/auth';
import { ERROR_CODES, ZErrorResponse } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { ZUserWithPractices } from '@praktijkportaal/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PUBLIC, SIGNED_IN, signedInUser } from '../../plugins/authorization';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { toUserWithPractices } from '../users/user-practices';
import { changePassword } from './change-password';
import { LoginThrottle } from './login-throttle';
import { assertOwnAccount } from './policy';
import { verifyCredentials } from './service';
import { createSession, deleteSession } from './session-store';

export const authRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  db: Database;
}> = async (app, { config, db }) => {
  const throttle = new LoginThrottle(config.loginLimits.failuresPerMinute);
  // Guessing the current password through a stolen session is throttled like a login.
  const passwordThrottle = new LoginThrottle(config.loginLimits.failuresPerMinute);

  app.post(
    '/api/login',
    {
      config: {
        access: PUBLIC,
        rateLimit: { max: config.loginLimits.attemptsPerIpPerMinute, timeWindow: 60_000 },
      },
      schema: { body: ZLoginRequest, response: { 200: ZUserWithPractices, 401: ZErrorResponse } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const throttleKey = `${request.ip}|${email}`;
      if (throttle.isBlocked(throttleKey)) {
        throw new AppError(ERROR_CODES.tooManyRequests, 429, MESSAGES.tooManyLoginAttempts);
      }
      const user = await verifyCredentials(db, email, password);
      if (!user) {
        throttle.recordFailure(throttleKey);
        throw new AppError(ERROR_CODES.invalidCredentials, 401, MESSAGES.loginFailed);
      }
      throttle.clear(throttleKey);
      // A new token at every login: a session id planted before login is worth nothing after.
      if (request.sessionId) await deleteSession(db, request.sessionId);
      setSessionCookie(reply, config, await createSession(db, user.id, config.session));
      return toUserWithPractices(db, user, { includeDeletedPractices: false });
    },
  );

  app.post(
    '/api/logout',
    { config: { access: PUBLIC }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me',
    { config: { access: SIGNED_IN }, schema: { response: { 200: ZUserWithPractices } } },
    async (request) =>
      toUserWithPractices(db, signedInUser(request), { includeDeletedPractices: false }),
  );

  app.post(
    '/api/change-password/:userId',
    {
      config: { access: SIGNED_IN },
      schema: {
        params: ZUserIdParams,
        body: ZChangePasswordRequest,
        response: { 200: ZUserWithPractices },
      },
    },
    async (request) => {
      const caller = assertOwnAccount(request, request.params.userId);
      const throttleKey = String(caller.id);
      if (passwordThrottle.isBlocked(throttleKey)) {
        throw new AppError(ERROR_CODES.tooManyRequests, 429, MESSAGES.tooManyPasswordAttempts);
      }
      try {
        const user = await changePassword(db, caller.id, request.sessionId ?? '', {
          current: request.body.current_password,
          next: request.body.new_password,
        });
        passwordThrottle.clear(throttleKey);
        return toUserWithPractices(db, user, { includeDeletedPractices: false });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 422)
          passwordThrottle.recordFailure(throttleKey);
        throw error;
      }
    },
  );
};
