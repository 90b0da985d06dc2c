import type {
  TDataExportRequest,
  TEmailChangeRequest,
} from '@praktijkportaal/contract/data-rights';
import { answer, call, fileAnswer } from './client';

/*
 * The AVG's rights (decisions 074–076): the own e-mail address through a mailed link and
 * "Mijn gegevens downloaden"; the Admin's "Definitief verwijderen" is in data-rights-mutations.ts.
 */

/** POST /api/me/email-change: mails a link to the new address (after the password again). */
export function requestEmailChange(body: TEmailChangeRequest) {
  return answer(call('requestEmailChange', { body }));
}

/** POST /api/email-change/confirm: the link from the new address; no session needed. */
export function confirmEmailChange(token: string) {
  return answer(call('confirmEmailChange', { body: { token } }), {
    keepPageOn401: true,
  });
}

/** POST /api/email-change/report: "Dit was ik niet" from the old address; no session needed. */
export function reportEmailChange(token: string) {
  return answer(call('reportEmailChange', { body: { token } }), {
    keepPageOn401: true,
  });
}

/** POST /api/me/data-export: the JSON file with everything the portal holds about the caller. */
export function downloadMyData(body: TDataExportRequest) {
  return fileAnswer(
    call('exportMyData', { body, parseAs: 'blob' }),
    'mijn-gegevens-praktijkportaal.json',
  );
}
