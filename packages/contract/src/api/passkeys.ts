import { z } from 'zod';
import {
  ZAddPasskeyRequest,
  ZPasskey,
  ZPasskeyAuthenticationOptions,
  ZPasskeyIdParams,
  ZPasskeyList,
  ZPasskeyProofRequest,
  ZPasskeyRegistrationOptions,
  ZRenamePasskeyRequest,
} from '../passkeys';
import { ZUserWithPractices } from '../users';
import { defineRoute, PUBLIC, routeTable, SIGNED_IN_BEFORE_MFA_ENROLMENT } from './route';

/*
 * Passkeys (server: modules/auth/passkey-routes.ts; decisions 072 and 073). The own ones are
 * open to a user held at the second factor's enrolment too: a passkey is a way to enrol.
 */
export const passkeyApi = routeTable({
  passkeyLoginOptions: defineRoute({
    method: 'POST',
    path: '/api/login/passkey/options',
    tag: 'Inloggen',
    summary: 'Een uitdaging om met een passkey in te loggen',
    access: PUBLIC,
    answers: { 200: ZPasskeyAuthenticationOptions },
    refusals: [429],
  }),
  loginWithPasskey: defineRoute({
    method: 'POST',
    path: '/api/login/passkey',
    tag: 'Inloggen',
    summary: 'Inloggen met een passkey, zonder wachtwoord',
    access: PUBLIC,
    body: ZPasskeyProofRequest,
    answers: { 200: ZUserWithPractices },
    refusals: [401, 429],
  }),
  listPasskeys: defineRoute({
    method: 'GET',
    path: '/api/me/passkeys',
    tag: 'Mijn account',
    summary: 'De eigen passkeys',
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    answers: { 200: ZPasskeyList },
  }),
  passkeyRegistrationOptions: defineRoute({
    method: 'POST',
    path: '/api/me/passkeys/options',
    tag: 'Mijn account',
    summary: 'Een uitdaging om een passkey toe te voegen (na opnieuw bewijzen wie je bent)',
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    answers: { 200: ZPasskeyRegistrationOptions },
  }),
  addPasskey: defineRoute({
    method: 'POST',
    path: '/api/me/passkeys',
    tag: 'Mijn account',
    summary: 'Een passkey toevoegen met het antwoord van de browser',
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    body: ZAddPasskeyRequest,
    answers: { 201: ZPasskey },
    refusals: [409, 422],
  }),
  renamePasskey: defineRoute({
    method: 'PATCH',
    path: '/api/me/passkeys/:id',
    tag: 'Mijn account',
    summary: 'Een eigen passkey een andere naam geven',
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    params: ZPasskeyIdParams,
    body: ZRenamePasskeyRequest,
    answers: { 200: ZPasskey },
    refusals: [404],
  }),
  removePasskey: defineRoute({
    method: 'DELETE',
    path: '/api/me/passkeys/:id',
    tag: 'Mijn account',
    summary: 'Een eigen passkey verwijderen (na opnieuw bewijzen wie je bent)',
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    params: ZPasskeyIdParams,
    answers: { 204: z.null() },
    refusals: [404],
  }),
  passkeyProofOptions: defineRoute({
    method: 'POST',
    path: '/api/me/reauthenticate/passkey/options',
    tag: 'Mijn account',
    summary: 'Een uitdaging om met een eigen passkey te bewijzen wie je bent',
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    answers: { 200: ZPasskeyAuthenticationOptions },
    refusals: [409],
  }),
  reauthenticateWithPasskey: defineRoute({
    method: 'POST',
    path: '/api/me/reauthenticate/passkey',
    tag: 'Mijn account',
    summary: 'Opnieuw bewijzen wie je bent, met een eigen passkey',
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    body: ZPasskeyProofRequest,
    answers: { 204: z.null() },
    refusals: [422, 429],
  }),
});
