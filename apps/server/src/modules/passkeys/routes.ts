import { passkeyApi } from '@praktijkportaal/contract/api/passkeys';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PASSKEY_MESSAGES } from '@praktijkportaal/contract/passkeys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { signedInUser, unauthenticated } from '../../plugins/authorization';
import { implementRoutes } from '../../plugins/implement-route';
import { markSessionReauthenticated } from '../../plugins/session-store';
import { auditActor, recordAudit } from '../audit/index';
import {
  attemptKeys,
  changeMadeBy,
  clearAttempts,
  countAttempts,
  countFailure,
  describeSessionDevice,
  loginFailureLimitsOf,
  refuseAfterFailures,
  refuseWhenOver,
  requireRecentProof,
  startSession,
  toUserWithPractices,
} from '../auth/index';
import { relyingPartyOf } from './passkey-ceremonies';
import {
  finishPasskeyRegistration,
  listPasskeys,
  listPasskeysOfUser,
  removePasskey,
  renamePasskey,
  startPasskeyAssertion,
  startPasskeyRegistration,
  verifyPasskeyAssertion,
} from './passkeys';

/** A new passkey's first name, from the browser that made it ("Passkey (Chrome op Linux)"). */
function firstPasskeyName(userAgent: string | undefined) {
  const { browser, system } = describeSessionDevice(userAgent ?? null);
  const where = [browser?.split(' ')[0], system?.split(' ')[0]].filter(Boolean).join(' op ');
  return where ? `Passkey (${where})` : 'Passkey';
}

/** Passkeys (decisions 072 and 073): own ones, login and proof with one. */
export const passkeyRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Database }> = async (
  app,
  { config, db },
) => {
  const { failuresPerMinute, attemptsPerIpPerMinute } = config.loginLimits;
  const loginFailureLimits = loginFailureLimitsOf(config);

  /** The caller and this session, for the routes about one's own passkeys. */
  const ownSession = (request: Parameters<typeof signedInUser>[0]) => {
    const caller = signedInUser(request);
    if (!request.sessionId) throw unauthenticated();
    return { caller, sessionId: request.sessionId };
  };

  implementRoutes(app, passkeyApi, {
    passkeyLoginOptions: async (request, reply) => {
      // Anyone may ask: a challenge row per request is bounded by the per-IP limit.
      const key = attemptKeys.passkeyOptionsFromIp(request.ip);
      const counts = await countAttempts(db, [key], 60, app.clock);
      refuseWhenOver(reply, counts.get(key), attemptsPerIpPerMinute, MESSAGES.tooManyRequests);
      const rp = relyingPartyOf(request, config);
      const { options } = await startPasskeyAssertion(db, rp, {
        purpose: 'login',
        sessionId: null,
      });
      return options;
    },

    loginWithPasskey: async (request, reply) => {
      // Failures count with the password logins' from this IP (decision 084).
      const limits = loginFailureLimits(request.ip, null, MESSAGES.tooManyRequests);
      await refuseAfterFailures(db, reply, limits, app.clock);
      const { found, verified } = await verifyPasskeyAssertion(
        db,
        relyingPartyOf(request, config),
        request.body.response,
        { purpose: 'login', sessionId: null },
      );
      if (!found || !verified) {
        // Recorded against the passkey's owner when the passkey is known; answered alike.
        const owner = found?.user;
        await recordAudit(
          db,
          { ...auditActor(request), id: owner?.id ?? null, email: owner?.email ?? null },
          { entityType: 'user', entityId: owner?.id ?? null, action: 'login_failure' },
        );
        await countFailure(db, reply, limits, app.clock);
        throw new AppError(ERROR_CODES.invalidCredentials, 401, PASSKEY_MESSAGES.loginFailed);
      }
      await refuseAfterFailures(db, reply, limits, app.clock);
      await startSession(db, config, request, reply, found.user, {
        kind: 'passkey',
        passkeyId: found.passkey.id,
        passkeyName: found.passkey.name,
      });
      return toUserWithPractices(db, found.user, {
        includeDeletedPractices: false,
        mfaRequiredRoles: config.mfaRequiredRoles,
        sessionPasskeyProven: true,
      });
    },

    listPasskeys: async (request) => listPasskeys(db, signedInUser(request).id),

    passkeyRegistrationOptions: async (request) => {
      const { caller } = ownSession(request);
      const sessionId = await requireRecentProof(db, request.sessionId);
      return startPasskeyRegistration(db, relyingPartyOf(request, config), caller, sessionId);
    },

    addPasskey: async (request, reply) => {
      const { caller } = ownSession(request);
      const sessionId = await requireRecentProof(db, request.sessionId);
      const added = await finishPasskeyRegistration(
        db,
        relyingPartyOf(request, config),
        { userId: caller.id, sessionId, made: changeMadeBy(request, config.portalUrl) },
        request.body.response,
        firstPasskeyName(request.headers['user-agent']),
      );
      return reply.status(201).send(added);
    },

    renamePasskey: async (request) =>
      renamePasskey(
        db,
        signedInUser(request).id,
        request.params.id,
        request.body.name,
        auditActor(request),
      ),

    removePasskey: async (request, reply) => {
      const { caller } = ownSession(request);
      const sessionId = await requireRecentProof(db, request.sessionId);
      await removePasskey(db, caller.id, request.params.id, {
        made: changeMadeBy(request, config.portalUrl),
        keepSessionId: sessionId,
      });
      return reply.status(204).send(null);
    },

    passkeyProofOptions: async (request) => {
      const { caller, sessionId } = ownSession(request);
      const { options, hasPasskeys } = await startPasskeyAssertion(
        db,
        relyingPartyOf(request, config),
        { purpose: 'proof', sessionId },
        caller.id,
      );
      if (!hasPasskeys) {
        throw new AppError(ERROR_CODES.conflict, 409, PASSKEY_MESSAGES.noneToProveWith);
      }
      return options;
    },

    reauthenticateWithPasskey: async (request, reply) => {
      const { caller, sessionId } = ownSession(request);
      const key = attemptKeys.passkeyProof(caller.id);
      const counts = await countAttempts(db, [key], 60, app.clock);
      refuseWhenOver(reply, counts.get(key), failuresPerMinute, MESSAGES.tooManyRequests);
      const { verified } = await verifyPasskeyAssertion(
        db,
        relyingPartyOf(request, config),
        request.body.response,
        { purpose: 'proof', sessionId, ownerId: caller.id },
      );
      if (!verified) {
        throw new AppError(ERROR_CODES.validationFailed, 422, PASSKEY_MESSAGES.proofFailed);
      }
      await markSessionReauthenticated(db, sessionId, 'passkey');
      await clearAttempts(db, key);
      return reply.status(204).send(null);
    },

    listUserPasskeys: async (request) => listPasskeysOfUser(db, request.params.id),

    removeUserPasskey: async (request, reply) => {
      await removePasskey(db, request.params.id, request.params.passkeyId, {
        made: changeMadeBy(request, config.portalUrl),
      });
      return reply.status(204).send(null);
    },
  });
};
