import { z } from 'zod';
import {
  ZDataExportRequest,
  ZDataRightsMessage,
  ZEmailChangeReported,
  ZEmailChangeRequest,
  ZEmailChangeTokenRequest,
  ZMyData,
} from '../data-rights';
import { ZIdParams } from '../users';
import { allow, defineRoute, PUBLIC, routeTable, SIGNED_IN } from './route';

/** The AVG's rights (server: modules/data-rights, decisions 074–076). */
export const dataRightsApi = routeTable({
  requestEmailChange: defineRoute({
    method: 'POST',
    path: '/api/me/email-change',
    tag: 'Mijn account',
    summary:
      'Het eigen e-mailadres wijzigen: een link naar het nieuwe adres (na het wachtwoord opnieuw)',
    access: SIGNED_IN,
    body: ZEmailChangeRequest,
    answers: { 202: ZDataRightsMessage },
    refusals: [429],
  }),
  confirmEmailChange: defineRoute({
    method: 'POST',
    path: '/api/email-change/confirm',
    tag: 'Inloggen',
    summary: 'Een nieuw e-mailadres bevestigen met de link uit de e-mail',
    access: PUBLIC,
    body: ZEmailChangeTokenRequest,
    answers: { 200: ZDataRightsMessage },
    refusals: [409, 410],
  }),
  reportEmailChange: defineRoute({
    method: 'POST',
    path: '/api/email-change/report',
    tag: 'Inloggen',
    summary: 'Een wijziging van het e-mailadres melden ("Dit was ik niet") en intrekken',
    access: PUBLIC,
    body: ZEmailChangeTokenRequest,
    answers: { 200: ZEmailChangeReported },
    refusals: [410],
  }),
  exportMyData: defineRoute({
    method: 'POST',
    path: '/api/me/data-export',
    tag: 'Mijn account',
    summary: 'Mijn gegevens downloaden: alles wat het portaal over je bewaart, als JSON-bestand',
    access: SIGNED_IN,
    body: ZDataExportRequest,
    answers: { 200: ZMyData },
    refusals: [429],
  }),
  eraseUser: defineRoute({
    method: 'POST',
    path: '/api/users/:id/erase',
    tag: 'Gebruikers',
    summary: 'Een verwijderde gebruiker definitief verwijderen (niet terug te draaien)',
    access: allow('Admin'),
    params: ZIdParams,
    answers: { 204: z.null() },
    refusals: [404, 409],
  }),
});
