/**
 * The matrix's world: every kind of caller with a session (or none), the practices P, P2, Q, the
 * deleted D and the scratch practice S, and their dashboards, reports, uploads and action points.
 * Each carries its practice's marker (outcomes.ts), so a leak shows in any answer.
 */
import type { Department } from '@praktijkportaal/contract/departments';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { actionPoints } from '../../src/db/schema/action-points';
import { sessions } from '../../src/db/schema/sessions';
import { route } from '../support/route';
import {
  adminCall,
  callers,
  fx,
  newDashboard,
  newPowerBiDashboard,
  newReport,
  newUpload,
  openMatrixApp,
  t,
} from './fixtures';
import { type CallerName, MARK } from './outcomes';

/** The first action point of a report (its Actiepunten block holds one line). */
async function firstPointOf(reportId: number) {
  const [point] = await t.database.db
    .select()
    .from(actionPoints)
    .where(eq(actionPoints.reportId, reportId));
  if (!point) throw new Error('the report has no action point');
  return point.id;
}

export async function setUpMatrix() {
  await openMatrixApp();
  const member = async (name: CallerName, type: 'Klant' | 'Manager' | 'Coach' | 'Admin') => {
    const user = await t.createUser({ type, name: `Beller ${name}` });
    callers[name] = { name, id: user.id, email: user.email, cookie: await t.login(user.email) };
  };
  await member('admin', 'Admin');
  await member('coach', 'Coach');
  await member('klantP', 'Klant');
  await member('klantQ', 'Klant');
  await member('klantPNoDept', 'Klant');
  await member('managerPP2', 'Manager');
  await member('managerQ', 'Manager');
  await member('deletedUser', 'Klant');
  await member('expiredSession', 'Manager');
  const held = await t.createUser({
    type: 'Klant',
    name: 'Beller klantHeld',
    passwordChanged: false,
  });
  callers.klantHeld = {
    name: 'klantHeld',
    id: held.id,
    email: held.email,
    cookie: await t.login(held.email),
  };
  // Anonymous has no session; its id stands in where a route wants one.
  callers.anonymous = { name: 'anonymous', id: callers.admin.id, email: '' };

  fx.P = await t.createPractice({ name: `Praktijk ${MARK.P}` });
  fx.P2 = await t.createPractice({ name: `Praktijk ${MARK.P2}` });
  fx.Q = await t.createPractice({ name: `Praktijk ${MARK.Q}` });
  fx.D = await t.createPractice({ name: `Praktijk ${MARK.D}` });
  fx.S = await t.createPractice({ name: `Praktijk ${MARK.S}` });
  const link = (name: CallerName, practiceId: number, departments?: Department[]) =>
    t.link(callers[name].id, practiceId, departments);
  await link('klantP', fx.P);
  await link('klantQ', fx.Q);
  await link('klantPNoDept', fx.P, []);
  await link('managerPP2', fx.P);
  await link('managerPP2', fx.P2);
  await link('managerPP2', fx.D);
  await link('managerQ', fx.Q);
  await link('deletedUser', fx.P);
  await link('expiredSession', fx.P);
  await link('klantHeld', fx.P);

  // Coaches linked to each practice, so /coaches has something to leak.
  const coachP = await t.createUser({ type: 'Coach', name: `Coach ${MARK.P}` });
  await t.link(coachP.id, fx.P);
  const coachQ = await t.createUser({ type: 'Coach', name: `Coach ${MARK.Q}` });
  await t.link(coachQ.id, fx.Q);
  fx.coachQ = coachQ.id;
  const coachD = await t.createUser({ type: 'Coach', name: `Coach ${MARK.D}` });
  await t.link(coachD.id, fx.D);
  fx.loginTarget = (await t.createUser({ type: 'Klant' })).email;

  fx.dashPGD = (await newDashboard(fx.P, `Dashboard ${MARK.P} ${MARK.GD}`, 'GD 1a')).id;
  fx.dashPLBH = (await newDashboard(fx.P, `Dashboard ${MARK.P} LBH`, 'LBH')).id;
  fx.dashPKey = (await newPowerBiDashboard(fx.P, `Dashboard ${MARK.P} Power BI`)).id;
  fx.dashQ = (await newDashboard(fx.Q, `Dashboard ${MARK.Q}`, 'LBH')).id;
  fx.dashPDeleted = (await newDashboard(fx.P, `Dashboard ${MARK.P} weg`, 'LBH')).id;
  await adminCall(route('deleteDashboard', { id: fx.dashPDeleted }));
  await newDashboard(fx.D, `Dashboard ${MARK.D}`, 'LBH');

  const reportP = await newReport(fx.P, `Verslag ${MARK.P}`);
  fx.reportP = reportP.id;
  fx.reportPdfP = reportP.pdf.id;
  const reportQ = await newReport(fx.Q, `Verslag ${MARK.Q}`);
  fx.reportQ = reportQ.id;
  fx.reportPdfQ = reportQ.pdf.id;
  fx.pointP = await firstPointOf(fx.reportP);
  fx.pointQ = await firstPointOf(fx.reportQ);
  fx.uploadP = (await newUpload(fx.P, MARK.P)).id;
  fx.uploadQ = (await newUpload(fx.Q, MARK.Q)).id;
  for (const pdfId of [fx.reportPdfP, fx.uploadP]) {
    const read = await t.call(callers.klantP.cookie, route('getPdfFile', { id: pdfId }));
    expect(read.statusCode).toBe(200);
  }
  fx.pointD = await firstPointOf((await newReport(fx.D, `Verslag ${MARK.D}`)).id);
  await newUpload(fx.D, MARK.D);
  await adminCall(route('deletePractice', { practiceId: fx.D }));

  // The deleted user logged in before an Admin deleted them; the expired session ran out.
  expect((await adminCall(route('deleteUser', { id: callers.deletedUser.id }))).statusCode).toBe(
    204,
  );
  await t.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(sessions.userId, callers.expiredSession.id));
}
