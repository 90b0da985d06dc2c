import { z } from 'zod';
import {
  ZConfirmMfaRequest,
  ZConfirmMfaResponse,
  ZDisableMfaRequest,
  ZLoginMfaRequest,
  ZMfaEnrolmentResponse,
  ZReauthenticateRequest,
  ZRecoveryCodesResponse,
} from '../second-factor';
import { ZIdParams, ZUserWithPractices } from '../users';
import {
  allow,
  defineRoute,
  PUBLIC,
  routeTable,
  SIGNED_IN,
  SIGNED_IN_BEFORE_MFA_ENROLMENT,
} from './route';

/** The second factor and the proof asked again (server: modules/second-factor/routes.ts). */
export const secondFactorApi = routeTable({
  loginWithSecondFactor: defineRoute({
    method: 'POST',
    path: '/api/login/mfa',
    tag: 'Inloggen',
    summary: 'De tweede stap van het inloggen: de code uit de app of een herstelcode',
    access: PUBLIC,
    body: ZLoginMfaRequest,
    answers: { 200: ZUserWithPractices },
    refusals: [401, 423, 429],
  }),
  startSecondFactorEnrolment: defineRoute({
    method: 'POST',
    path: '/api/me/mfa/enrolment',
    tag: 'Mijn account',
    summary: 'Een tweede stap gaan instellen: het geheim en de QR-code',
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    answers: { 200: ZMfaEnrolmentResponse },
    refusals: [409],
  }),
  confirmSecondFactor: defineRoute({
    method: 'POST',
    path: '/api/me/mfa',
    tag: 'Mijn account',
    summary: 'De tweede stap aanzetten met een eerste code',
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    body: ZConfirmMfaRequest,
    answers: { 200: ZConfirmMfaResponse },
    refusals: [409, 429],
  }),
  disableSecondFactor: defineRoute({
    method: 'POST',
    path: '/api/me/mfa/disable',
    tag: 'Mijn account',
    summary: 'De eigen tweede stap uitzetten met wachtwoord en code',
    access: SIGNED_IN,
    body: ZDisableMfaRequest,
    answers: { 204: z.null() },
    refusals: [409, 423, 429],
  }),
  renewRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/api/me/mfa/recovery-codes',
    tag: 'Mijn account',
    summary: 'Nieuwe herstelcodes maken (de oude vervallen)',
    access: SIGNED_IN,
    answers: { 200: ZRecoveryCodesResponse },
    refusals: [409],
  }),
  reauthenticate: defineRoute({
    method: 'POST',
    path: '/api/me/reauthenticate',
    tag: 'Mijn account',
    summary: 'Opnieuw bewijzen wie je bent, met wachtwoord of code',
    // Open at enrolment too: a user held there proves it again before enrolling.
    access: SIGNED_IN_BEFORE_MFA_ENROLMENT,
    body: ZReauthenticateRequest,
    answers: { 204: z.null() },
    refusals: [409, 423, 429],
  }),
  resetUserSecondFactor: defineRoute({
    method: 'DELETE',
    path: '/api/users/:id/mfa',
    tag: 'Gebruikers',
    summary: 'De tweede stap van een andere gebruiker uitzetten',
    access: allow('Admin'),
    params: ZIdParams,
    answers: { 204: z.null() },
    refusals: [404],
  }),
});
