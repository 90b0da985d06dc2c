/**
 * What the matrix's cells run against: the app, the callers' sessions and the objects set-up.ts
 * makes (`fx`), and the makers of fresh objects a case changes or removes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { OperationId } from '@praktijkportaal/contract/api/routes';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { oneTimeTokens } from '../../src/db/schema/one-time-tokens';
import { users } from '../../src/db/schema/users';
import { multipartBody, TINY_PDF } from '../support/multipart';
import { reportBody } from '../support/report-body';
import { type RouteCall, route } from '../support/route';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Caller, Case, Request } from './cases';
import { ADMIN_SEES, type CallerName, type Expectation, MARK, OF_P, OF_Q } from './outcomes';

export let t: TestApp;
export const callers = {} as Record<CallerName, Caller>;
export const fx = {
  P: 0,
  P2: 0,
  Q: 0,
  D: 0,
  S: 0,
  dashPGD: 0,
  dashPLBH: 0,
  dashPKey: 0,
  dashQ: 0,
  dashPDeleted: 0,
  reportP: 0,
  reportPdfP: 0,
  reportQ: 0,
  reportPdfQ: 0,
  uploadP: 0,
  uploadQ: 0,
  pointP: 0,
  pointQ: 0,
  pointD: 0,
  coachQ: 0,
  loginTarget: '',
};

export async function openMatrixApp() {
  t = await createTestApp();
}
export const closeMatrixApp = () => t.close();

export const unique = () => randomBytes(4).toString('hex');
export const adminCall = (request: RouteCall, payload?: unknown) =>
  t.call(callers.admin.cookie, request, payload);

/** A mailed link's token, as the server makes them: 256 random bits, base64url. */
export const newLinkToken = () => randomBytes(32).toString('base64url');
/** Only the SHA-256 of a link's token or a session's is stored (decision 074). */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function created(response: LightMyRequestResponse): Promise<{ id: number }> {
  if (response.statusCode >= 300) throw new Error(`setup failed: ${response.body}`);
  return response.json();
}
export async function newReport(practiceId: number, name: string) {
  const body = await created(await adminCall(route('createReport'), reportBody(practiceId, name)));
  return body as { id: number; pdf: { id: number } };
}
/** `replaces`: the upload this one takes the place of (decision 091). */
export function uploadRequest(
  practiceId: number,
  marker: string,
  replaces?: number,
): Request<'uploadPdf'> {
  const { body, contentType } = multipartBody([
    { name: 'type', value: 'upload' },
    ...(replaces === undefined ? [] : [{ name: 'replaces_pdf_id', value: String(replaces) }]),
    {
      name: 'pdf',
      filename: `Bestand ${marker}.pdf`,
      type: 'application/pdf',
      // The marker is in the file itself too, so a leaked file body is caught.
      data: Buffer.concat([TINY_PDF, Buffer.from(`% ${marker}\n`)]),
    },
  ]);
  return {
    ...route('uploadPdf', { practiceId }),
    payload: body,
    headers: { 'content-type': contentType },
  };
}
export async function newUpload(practiceId: number, marker: string) {
  const { method, url, payload, headers } = uploadRequest(practiceId, marker);
  const response = await t.app.inject({
    method,
    url,
    payload: payload as Buffer,
    headers: { ...headers, cookie: callers.admin.cookie ?? '' },
  });
  return created(response);
}
export async function newDashboard(practiceId: number, name: string, type = 'GD') {
  return created(
    // A URL dashboard: members are offered only dashboards with something to show.
    await adminCall(route('createDashboard'), {
      practiceId,
      name,
      type_dashboard: type,
      grip_dashboard: 'digiredourl',
      url_dashboard: 'https://example.nl/dashboard',
    }),
  );
}
/** A dashboard that opens Power BI by its key (not set up here). */
export async function newPowerBiDashboard(practiceId: number, name: string) {
  return created(
    await adminCall(route('createDashboard'), {
      practiceId,
      name,
      grip_dashboard: 'digiredokey',
      digiredokey: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    }),
  );
}
export async function newPractice(deleted = false) {
  const id = await t.createPractice({ name: `Praktijk ${MARK.S} ${unique()}` });
  if (deleted) await adminCall(route('deletePractice', { practiceId: id }));
  return id;
}
export async function newUser(
  type: 'Klant' | 'Manager' = 'Klant',
  linkTo?: number,
  deleted = false,
) {
  const user = await t.createUser({ type, name: `Slachtoffer ${MARK.S}` });
  if (linkTo) await t.link(user.id, linkTo);
  if (deleted) await adminCall(route('deleteUser', { id: user.id }));
  return user.id;
}
/** A user without a password yet, and a usable invitation link of theirs. */
export async function newInvitationLink() {
  const { id } = await t.createUser({ name: `Genodigde ${MARK.S}` });
  await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, id));
  const token = newLinkToken();
  await t.database.db.insert(oneTimeTokens).values({
    purpose: 'invitation',
    userId: id,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + 60_000),
  });
  return { id, token };
}

/** A read of something of a practice, for P, Q and the deleted practice D. */
export function practiceReads<Id extends OperationId>(
  request: (practiceId: number) => RouteCall<Id>,
): Case<Id>[] {
  const read = (p: 'P' | 'Q' | 'D', expect: Expectation): Case<Id> => ({
    label: `practice ${p}`,
    expect,
    request: () => request(fx[p]),
  });
  return [read('P', OF_P), read('Q', OF_Q), read('D', ADMIN_SEES)];
}
