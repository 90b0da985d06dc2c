import { ZNoticeSettings, ZUpdateOwnAccountRequest } from '../notices';
import { ZUserWithPractices } from '../users';
import { allow, defineRoute, routeTable, SIGNED_IN } from './route';

/** Notices are about a practice's reports and files: only its Klanten and Managers get them. */
const NOTICE_RECEIVERS = allow('Klant', 'Manager');

/** "Mijn account": the caller's own name and notice setting (server: modules/account). */
export const accountApi = routeTable({
  updateMe: defineRoute({
    method: 'PATCH',
    path: '/api/me',
    tag: 'Mijn account',
    summary: 'De eigen naam wijzigen',
    access: SIGNED_IN,
    body: ZUpdateOwnAccountRequest,
    answers: { 200: ZUserWithPractices },
  }),
  getNoticeSettings: defineRoute({
    method: 'GET',
    path: '/api/me/notices',
    tag: 'Mijn account',
    summary: 'Of je meldingen per e-mail krijgt',
    access: NOTICE_RECEIVERS,
    answers: { 200: ZNoticeSettings },
  }),
  setNoticeSettings: defineRoute({
    method: 'PUT',
    path: '/api/me/notices',
    tag: 'Mijn account',
    summary: 'Meldingen per e-mail aan- of uitzetten',
    access: NOTICE_RECEIVERS,
    body: ZNoticeSettings,
    answers: { 200: ZNoticeSettings },
  }),
});
