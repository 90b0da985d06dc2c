import { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZLoginRequest,
  ZOneTimeTokenParams,
  ZSetPasswordRequest,
  ZUserIdParams,
} from '../auth';
import { ZMfaRequiredResponse } from '../second-factor';
import { ZUserWithPractices } from '../users';
import {
  defineRoute,
  PUBLIC,
  routeTable,
  SIGNED_IN_BEFORE_FIRST_STEPS,
  SIGNED_IN_BEFORE_PASSWORD_CHANGE,
} from './route';

/** Login, logout, the caller and the password (server: modules/auth/routes.ts). */
export const authApi = routeTable({
  login: defineRoute({
    method: 'POST',
    path: '/api/login',
    tag: 'Inloggen',
    summary: 'Inloggen met e-mailadres en wachtwoord',
    access: PUBLIC,
    body: ZLoginRequest,
    // The user, or only {mfa_required: true} when a second factor must follow.
    answers: { 200: z.union([ZUserWithPractices, ZMfaRequiredResponse]) },
    refusals: [401, 429],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/logout',
    tag: 'Inloggen',
    summary: 'Uitloggen',
    access: PUBLIC,
    answers: { 204: z.null() },
  }),
  getMe: defineRoute({
    method: 'GET',
    path: '/api/me',
    tag: 'Mijn account',
    summary: 'De ingelogde gebruiker met zijn praktijken',
    access: SIGNED_IN_BEFORE_FIRST_STEPS,
    answers: { 200: ZUserWithPractices },
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/change-password/:userId',
    tag: 'Mijn account',
    summary: 'Het eigen wachtwoord wijzigen',
    access: SIGNED_IN_BEFORE_PASSWORD_CHANGE,
    params: ZUserIdParams,
    body: ZChangePasswordRequest,
    answers: { 200: ZUserWithPractices },
    refusals: [429],
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/password-reset',
    tag: 'Inloggen',
    summary: 'Een link vragen om een nieuw wachtwoord in te stellen',
    access: PUBLIC,
    body: ZForgotPasswordRequest,
    answers: { 202: ZForgotPasswordResponse },
    refusals: [429],
  }),
  checkPasswordLink: defineRoute({
    method: 'GET',
    path: '/api/set-password/:token',
    tag: 'Inloggen',
    summary: 'Nagaan of een wachtwoordlink nog geldig is',
    access: PUBLIC,
    params: ZOneTimeTokenParams,
    answers: { 204: z.null() },
    refusals: [410],
  }),
  setPasswordWithLink: defineRoute({
    method: 'POST',
    path: '/api/set-password/:token',
    tag: 'Inloggen',
    summary: 'Een wachtwoord instellen met een link uit een e-mail',
    access: PUBLIC,
    params: ZOneTimeTokenParams,
    body: ZSetPasswordRequest,
    answers: { 204: z.null() },
    refusals: [410],
  }),
});
