import {
  DEFAULT_UPLOAD_CHECK_SECONDS,
  DEFAULT_UPLOAD_INFLATE_FILE_MB,
  DEFAULT_UPLOAD_INFLATE_STREAM_MB,
  DEFAULT_UPLOAD_MAX_PAGES,
} from '@praktijkportaal/contract/pdfs';
import pino from 'pino';
import type { Database } from '../db/client';
import { dashboards } from '../db/schema/dashboards';
import { pendingNotices } from '../db/schema/notices';
import { practices, practiceUsers } from '../db/schema/practices';
import { users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/index';
import { uploadPdf } from '../modules/files/index';
import { createReport } from '../modules/reports/index';
import { findUser } from '../modules/users/index';
import { createPdfWorkPool } from '../pdf/pdf-work-pool';
import { renderReportPdfInPool } from '../pdf/render-in-pool';
import type { FileStore } from '../storage/file-store';
import {
  DEMO_DASHBOARDS,
  DEMO_LINKS,
  DEMO_PASSWORD,
  DEMO_PRACTICES,
  DEMO_REPORTS,
  DEMO_UPLOADS,
  DEMO_USERS,
} from './demo-data';
import { renderDemoDocument } from './render-demo-document';

/** A few more people, one of them deleted, so the user list has something to search and sort. */
const EXTRA_USERS = [
  { name: 'Eva de Jong', email: 'eva.dejong@voorbeeldpraktijk.nl', type: 'Manager' as const },
  { name: 'Ilse Mulder', email: 'ilse.mulder@voorbeeldpraktijk.nl', type: 'Coach' as const },
  {
    name: 'Oud Gebruiker',
    email: 'oud@voorbeeldpraktijk.nl',
    type: 'Klant' as const,
    deleted: true,
  },
];

/**
 * Fills an empty database with the demo's Dutch data. Each feature adds its part here.
 * `origin` is where the portal will answer, for the URL dashboards it serves itself.
 */
export async function seedDemo(db: Database, store: FileStore, origin: string) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  const practiceIds = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const user of Object.values(DEMO_USERS)) {
      const [row] = await tx
        .insert(users)
        .values({ ...user, passwordHash })
        .returning({ id: users.id });
      if (row) userIds.set(user.key, row.id);
    }
    for (const extra of EXTRA_USERS) {
      await tx.insert(users).values({
        name: extra.name,
        email: extra.email,
        type: extra.type,
        passwordHash,
        passwordChanged: true,
        deletedAt: 'deleted' in extra ? new Date() : null,
      });
    }

    for (const practice of Object.values(DEMO_PRACTICES)) {
      const [row] = await tx.insert(practices).values(practice).returning({ id: practices.id });
      if (row) practiceIds.set(practice.key, row.id);
    }
    await tx.insert(practices).values({
      name: 'Gesloten Praktijk Zuid',
      description: 'Opgeheven praktijk, bewaard in de lijst met verwijderde praktijken.',
      gripId: 1,
      deletedAt: new Date(),
    });

    for (const link of DEMO_LINKS) {
      const userId = userIds.get(link.user);
      const practiceId = practiceIds.get(link.practice);
      if (userId === undefined || practiceId === undefined)
        throw new Error(`bad demo link ${link.user}`);
      await tx.insert(practiceUsers).values({ userId, practiceId, departments: link.departments });
    }

    for (const dashboard of DEMO_DASHBOARDS) {
      const practiceId = practiceIds.get(dashboard.practice);
      if (practiceId === undefined) throw new Error(`bad demo dashboard ${dashboard.name}`);
      await tx.insert(dashboards).values({
        practiceId,
        name: dashboard.name,
        typeDashboard: dashboard.type,
        gripDashboard: dashboard.grip,
        urlDashboard: dashboard.page ? `${origin}/demo-dashboards/${dashboard.page}` : null,
        digiredokey: dashboard.reportId ?? null,
      });
    }
  });

  // Reports and files go through the same service functions as the API, PDFs and all.
  const coach = await findUser(db, userIds.get('coach') ?? 0);
  const pdfWork = createPdfWorkPool();
  const uploadCheck = {
    maxPages: DEFAULT_UPLOAD_MAX_PAGES,
    timeLimitMs: DEFAULT_UPLOAD_CHECK_SECONDS * 1000,
    inflateLimits: {
      perStreamBytes: DEFAULT_UPLOAD_INFLATE_STREAM_MB * 1024 * 1024,
      perFileBytes: DEFAULT_UPLOAD_INFLATE_FILE_MB * 1024 * 1024,
    },
  };
  const deps = {
    db,
    store,
    reportPdfRenderer: renderReportPdfInPool(pdfWork),
    pdfWork,
    uploadCheck,
    log: pino({ level: 'warn' }),
  };
  const demoActor = { id: coach.id, email: coach.email, ip: null };
  try {
    for (const report of DEMO_REPORTS) {
      const { practice, ...fields } = report;
      await createReport(
        deps,
        coach,
        { ...fields, practice_id: practiceIds.get(practice) ?? 0 },
        demoActor,
      );
    }
    for (const upload of DEMO_UPLOADS) {
      await uploadPdf(
        deps,
        coach,
        practiceIds.get(upload.practice) ?? 0,
        {
          filename: upload.name,
          data: await renderDemoDocument(upload.document),
          replacesPdfId: undefined,
        },
        demoActor,
      );
    }
  } finally {
    await pdfWork.close();
  }
  // The demo's reports and files are its history, not news: no notice mails about them.
  await db.delete(pendingNotices);
}
