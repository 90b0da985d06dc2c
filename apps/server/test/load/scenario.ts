import { randomBytes, randomUUID } from 'node:crypto';
import type { TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import type { TPractice, TPracticeWithDashboards } from '@praktijkportaal/contract/practices';
import type { TReport, TReportListItem } from '@praktijkportaal/contract/reports';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { multipartBody, onePagePdf } from '../support/multipart';
import { route } from '../support/route';
import { type Browser, type Reply, UnexpectedAnswer } from './browser';

/** Every seeded and scratch account uses this password (argon2id-hashed by the server). */
export const LOAD_PASSWORD = 'Belasting-proef-2026';
/** What a Klant given LOAD_PASSWORD by the Admin chooses at her first login (spec §4). */
export const OWN_LOAD_PASSWORD = 'Eigen-belasting-proef-2026';

export type Role = 'Klant' | 'Manager' | 'Coach' | 'Admin';
export type Account = { role: Role; email: string };

/** Objects the run itself deleted or replaced: a 404 on them is a race the run caused. */
export type Retired = { reports: Set<number>; pdfs: Set<number> };

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const chance = (p: number) => Math.random() < p;

/** The share of each role among the virtual users: mostly readers, some writers. */
export function roleCounts(sessions: number): Record<Role, number> {
  const Admin = Math.max(1, Math.round(sessions * 0.1));
  const Coach = Math.max(1, Math.round(sessions * 0.15));
  const Manager = Math.max(1, Math.round(sessions * 0.15));
  return { Klant: Math.max(1, sessions - Admin - Coach - Manager), Manager, Coach, Admin };
}

const WORDS = (
  'melkvee rundvee paarden kalveren vruchtbaarheid controle bedrijfsbezoek uierontsteking ' +
  'klauwgezondheid vaccinatie omzet marge team assistente dierenarts praktijk route planning ' +
  'keizersnede verloskunde antibiotica gebruik daling stijging kwartaal maand voorraad ' +
  'apotheek facturen debiteuren nieuwe klanten Gelderse Vallei Achterhoek Friesland €'
).split(' ');

function dutchText(words: number) {
  return Array.from({ length: words }, () => pick(WORDS)).join(' ');
}

export function reportBody(practiceId: number, n: number) {
  return {
    practice_id: practiceId,
    name: `Verslag ${pick(['januari', 'februari', 'maart', 'april', 'mei', 'juni'])} 2026 #${n}`,
    klanten: dutchText(40 + Math.floor(Math.random() * 120)),
    verrichtingen: dutchText(40 + Math.floor(Math.random() * 120)),
    team: dutchText(20 + Math.floor(Math.random() * 60)),
    financien: dutchText(30 + Math.floor(Math.random() * 100)),
    overig: dutchText(10 + Math.floor(Math.random() * 40)),
  };
}

/** A real PDF of 32 to 160 KB (padded in a comment). */
export function uploadBody(n: number) {
  const kilobytes = 32 + Math.floor(Math.random() * 128);
  const data = onePagePdf(randomBytes(kilobytes * 512).toString('hex'));
  return multipartBody([
    { name: 'type', value: 'upload' },
    { name: 'pdf', filename: `bijlage-${n}.pdf`, type: 'application/pdf', data },
  ]);
}

const isPdf = (reply: Reply) =>
  reply.body.subarray(0, 5).toString() === '%PDF-' &&
  reply.body.length === Number(reply.headers['content-length'])
    ? undefined
    : 'not a complete PDF';

async function runAll<T>(items: readonly T[], workers: number, job: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) await job(items[next++] as T);
    }),
  );
}

/**
 * Seeds through the API, as the initial Admin: practices with URL and key dashboards, two
 * reports (rendered PDFs) and an upload each, and one account per virtual user. Klanten hold
 * one practice (every third with only the GD department), Managers three.
 */
export async function seed(admin: Browser, sessions: number): Promise<Account[]> {
  const counts = roleCounts(sessions);
  const practiceCount = Math.max(3, Math.ceil(sessions / 10));
  const practiceIds: number[] = [];
  await runAll(
    Array.from({ length: practiceCount }, (_, i) => i),
    6,
    async (i) => {
      const practice = await admin.json<TPractice>(
        'seed: POST /api/practices',
        route('createPractice'),
        {
          json: { name: `Loadpraktijk ${i}`, description: dutchText(20), grip_id: 1 + (i % 3) },
          expect: 201,
        },
      );
      if (!practice) throw new Error('no practice');
      practiceIds[i] = practice.id;
      const dashboards = [
        {
          name: `GD ${i}`,
          grip_dashboard: 'digiredourl',
          type_dashboard: 'GD',
          url_dashboard: `https://example.nl/gd/${i}`,
        },
        {
          name: `Paard ${i}`,
          grip_dashboard: 'digiredourl',
          type_dashboard: 'Paard',
          url_dashboard: `https://example.nl/paard/${i}`,
        },
        {
          name: `Rund ${i}`,
          grip_dashboard: 'digiredokey',
          type_dashboard: 'Rund',
          digiredokey: randomUUID(),
        },
      ];
      for (const dashboard of dashboards) {
        await admin.call('seed: POST /api/dashboards', route('createDashboard'), {
          json: { ...dashboard, practiceId: practice.id },
          expect: 201,
        });
      }
      for (let n = 0; n < 2; n++) {
        await admin.call('seed: POST /api/reports', route('createReport'), {
          json: reportBody(practice.id, n),
          expect: 201,
        });
      }
      const upload = uploadBody(i);
      await admin.call('seed: POST upload-pdf', route('uploadPdf', { practiceId: practice.id }), {
        body: upload.body,
        contentType: upload.contentType,
        expect: 201,
      });
    },
  );

  const accounts: (Account & { practices: number[] })[] = [];
  const roles: Role[] = ['Klant', 'Manager', 'Coach', 'Admin'];
  for (const role of roles) {
    for (let i = 0; i < counts[role]; i++) {
      const practices =
        role === 'Klant'
          ? [practiceIds[i % practiceCount] as number]
          : role === 'Manager'
            ? [0, 1, 2].map((k) => practiceIds[(i + k) % practiceCount] as number)
            : [];
      accounts.push({ role, email: `load-${role.toLowerCase()}-${i}@example.nl`, practices });
    }
  }
  // Each creation hashes a password (argon2id); a few at a time, as an Admin would.
  await runAll(accounts, 4, async (account) => {
    const [first, ...more] = account.practices;
    const user = await admin.json<TUserWithPractices>(
      'seed: POST /api/users',
      route('createUser'),
      {
        json: {
          name: `Load ${account.role} ${account.email}`,
          email: account.email,
          type: account.role,
          password: LOAD_PASSWORD,
          ...(first ? { practiceId: first } : {}),
        },
        expect: 201,
      },
    );
    if (!user) throw new Error('no user');
    for (const practiceId of more) {
      await admin.call('seed: attach-practice', route('attachPractice', { id: user.id }), {
        json: { practiceId },
        expect: 200,
      });
    }
    if (account.role === 'Klant' && user.id % 3 === 0 && first) {
      await admin.call('seed: departments', route('updatePracticeDepartments', { id: user.id }), {
        json: { practice_id: first, departments: ['GD'] },
        expect: 200,
      });
    }
  });
  return accounts.map(({ role, email }) => ({ role, email }));
}

/** One virtual user: what a person of this role does in the portal, page by page. */
export type VirtualUser = { page: () => Promise<void> };

type Context = { browser: Browser; me: TUserWithPractices; retired: Retired; id: number };

export function virtualUser(role: Role, context: Context): VirtualUser {
  switch (role) {
    case 'Klant':
    case 'Manager':
      return memberUser(context, role === 'Manager');
    case 'Coach':
      return coachUser(context);
    case 'Admin':
      return adminUser(context);
  }
}

/** Klant and Manager: their practice page, dashboards, reports and their PDFs, files. */
function memberUser({ browser: b, me, retired }: Context, isManager: boolean): VirtualUser {
  const practiceIds = me.practices.map((p) => p.id);
  if (practiceIds.length === 0) throw new Error(`${me.email} has no practice`);
  let practiceId = practiceIds[0] as number;
  const gonePdf = (id: number) => () => retired.pdfs.has(id);

  const pages: [number, () => Promise<void>][] = [
    [
      15,
      async () => {
        // Home: who am I, then the practice page with its tiles and coaches.
        await b.call('GET /api/me', route('getMe'), { expect: 200 });
        await Promise.all([
          b.call('GET /api/practices/:id/user', route('getPracticeForUser', { practiceId }), {
            expect: 200,
          }),
          b.call('GET /api/practices/:id/coaches', route('listPracticeCoaches', { practiceId }), {
            expect: 200,
          }),
        ]);
      },
    ],
    [
      25,
      async () => {
        const practice = await b.json<TPracticeWithDashboards>(
          'GET /api/practices/:id/user',
          route('getPracticeForUser', { practiceId }),
          { expect: 200 },
        );
        const dashboard =
          practice && practice.dashboards.length > 0 ? pick(practice.dashboards) : undefined;
        await Promise.all([
          dashboard &&
            b.call('GET /api/dashboards/:id', route('getDashboard', { id: dashboard.id }), {
              expect: 200,
            }),
          b.call(
            'GET /api/users/:id/retrieve-types',
            route('getAllowedDashboardTypes', { id: me.id }, { practiceId }),
            { expect: 200 },
          ),
        ]);
      },
    ],
    [
      30,
      async () => {
        // Reports list, then one report's PDF page: the report, the PDF's address, the file.
        const reports = await b.json<TReportListItem[]>(
          'GET /api/practices/:id/reports',
          route('listPracticeReports', { practiceId }),
          { expect: 200 },
        );
        if (!reports || reports.length === 0) return;
        const item = pick(reports);
        const report = await b.json<TReport>(
          'GET /api/reports/:id',
          route('getReport', { id: item.id }),
          {
            expect: 200,
            mayBeGone: () => retired.reports.has(item.id),
          },
        );
        if (!report) return;
        await b.call('GET /api/pdfs/:id', route('getPdf', { id: report.pdf.id }), {
          expect: 200,
          mayBeGone: gonePdf(report.pdf.id),
        });
        await b.call(
          'GET /api/pdfs/:id/file (report)',
          route('getPdfFile', { id: report.pdf.id }),
          {
            expect: 200,
            mayBeGone: gonePdf(report.pdf.id),
            check: isPdf,
          },
        );
      },
    ],
    [
      20,
      async () => {
        const files = await b.json<TUploadedPdf[]>(
          'GET /api/practices/:id/uploaded-pdfs',
          route('listPracticeUploads', { practiceId }),
          { expect: 200 },
        );
        if (!files || files.length === 0) return;
        const file = pick(files);
        await b.call('GET /api/pdfs/:id/file (upload)', route('getPdfFile', { id: file.id }), {
          expect: 200,
          mayBeGone: gonePdf(file.id),
          check: isPdf,
        });
      },
    ],
  ];
  if (isManager) {
    pages.push([
      20,
      async () => {
        // The practice picker, and on to another practice.
        await b.call('GET /api/practices', route('listPractices'), { expect: 200 });
        practiceId = pick(practiceIds);
        await b.call('GET /api/practices/:id/user', route('getPracticeForUser', { practiceId }), {
          expect: 200,
        });
      },
    ]);
  }
  return { page: weighted(pages) };
}

/** Coach: browses practices, writes and edits reports (each renders a PDF), uploads files. */
function coachUser({ browser: b, retired, id }: Context): VirtualUser {
  /** The coach's own reports and uploads; the oldest is deleted beyond this many. */
  const KEEP = 3;
  const ownReports: { id: number; pdfId: number }[] = [];
  const ownUploads: number[] = [];
  let practices: TPractice[] = [];
  let n = 0;
  const somePractice = async () => {
    if (practices.length === 0 || chance(0.1)) {
      practices =
        (await b.json<TPractice[]>('GET /api/practices', route('listPractices'), {
          expect: 200,
        })) ?? [];
    }
    // Only the seeded practices: Admins delete and reinstate their own scratch practices.
    const seeded = practices.filter((p) => p.name.startsWith('Loadpraktijk '));
    return pick(seeded).id;
  };

  const writeReport = async () => {
    const practiceId = await somePractice();
    const report = await b.json<TReport>('POST /api/reports', route('createReport'), {
      json: reportBody(practiceId, id * 10_000 + n++),
      expect: 201,
    });
    if (!report) return;
    ownReports.push({ id: report.id, pdfId: report.pdf.id });
    if (ownReports.length > KEEP) {
      const oldest = ownReports.shift() as { id: number; pdfId: number };
      retired.reports.add(oldest.id);
      retired.pdfs.add(oldest.pdfId);
      await b.call('DELETE /api/reports/:id', route('deleteReport', { id: oldest.id }), {
        expect: 204,
      });
    }
  };

  return {
    page: weighted([
      [
        20,
        async () => {
          const practiceId = await somePractice();
          await b.call('GET /api/practices/:id', route('getPractice', { practiceId }), {
            expect: 200,
          });
          await b.call(
            'GET /api/practices/:id/reports',
            route('listPracticeReports', { practiceId }),
            { expect: 200 },
          );
        },
      ],
      [
        10,
        () =>
          b.call('GET /api/dashboards', route('listDashboards'), { expect: 200 }).then(() => {}),
      ],
      [20, writeReport],
      [
        15,
        async () => {
          const own = ownReports.length > 0 ? pick(ownReports) : undefined;
          if (!own) return writeReport();
          const report = await b.json<TReport>(
            'GET /api/reports/:id',
            route('getReport', { id: own.id }),
            { expect: 200 },
          );
          if (!report) return;
          // The old PDF is replaced (and its file deleted) by the edit.
          retired.pdfs.add(own.pdfId);
          const edited = await b.json<TReport>(
            'PUT /api/reports/:id',
            route('updateReport', { id: own.id }),
            {
              json: { ...reportBody(report.practice_id, n++), name: report.name },
              expect: 200,
            },
          );
          if (edited) own.pdfId = edited.pdf.id;
        },
      ],
      [
        15,
        async () => {
          const practiceId = await somePractice();
          const upload = uploadBody(n++);
          const pdf = await b.json<TUploadedPdf>(
            'POST /api/practices/:id/upload-pdf',
            route('uploadPdf', { practiceId }),
            {
              body: upload.body,
              contentType: upload.contentType,
              expect: 201,
            },
          );
          if (!pdf) return;
          ownUploads.push(pdf.id);
          if (ownUploads.length > KEEP) {
            const oldest = ownUploads.shift() as number;
            retired.pdfs.add(oldest);
            await b.call('DELETE /api/practices/pdf/:id', route('deleteUpload', { id: oldest }), {
              expect: 204,
            });
          }
        },
      ],
      [
        20,
        async () => {
          const practiceId = await somePractice();
          const reports = await b.json<TReportListItem[]>(
            'GET /api/practices/:id/reports',
            route('listPracticeReports', { practiceId }),
            { expect: 200 },
          );
          if (!reports || reports.length === 0) return;
          const pdfId = pick(reports).pdf.id;
          await b.call('GET /api/pdfs/:id/file (report)', route('getPdfFile', { id: pdfId }), {
            expect: 200,
            mayBeGone: () => retired.pdfs.has(pdfId),
            check: isPdf,
          });
        },
      ],
    ]),
  };
}

/**
 * Admin: lists, and create / edit / delete / reinstate of users, practices and dashboards. Each
 * Admin works on scratch objects of its own, so the readers' data stays what they expect and
 * every answer is predictable; a new scratch object now and then makes the tables grow slowly.
 */
function adminUser({ browser: b, id }: Context): VirtualUser {
  type Item = { id: number; deleted: boolean };
  let practice: Item | undefined;
  let user: (Item & { linkedTo: number | undefined }) | undefined;
  let dashboard: (Item & { practiceId: number }) | undefined;
  let n = 0;
  const NEW_OBJECT_CHANCE = 0.08;
  type Kind = 'users' | 'practices' | 'dashboards';

  /** Each kind's list of deleted ones, its reinstatement and its removal. */
  const routesOf = {
    users: {
      deleted: route('listDeletedUsers'),
      reinstate: (id: number) => route('reinstateUser', { id }),
      remove: (id: number) => route('deleteUser', { id }),
    },
    practices: {
      deleted: route('listDeletedPractices'),
      reinstate: (practiceId: number) => route('reinstatePractice', { practiceId }),
      remove: (practiceId: number) => route('deletePractice', { practiceId }),
    },
    dashboards: {
      deleted: route('listDeletedDashboards'),
      reinstate: (id: number) => route('reinstateDashboard', { id }),
      remove: (id: number) => route('deleteDashboard', { id }),
    },
  } satisfies Record<Kind, unknown>;

  /** The deleted list, then the scratch object back from it. */
  const reinstate = async (kind: Kind, item: Item) => {
    await b.call(`GET /api/${kind}/deleted`, routesOf[kind].deleted, { expect: 200 });
    await b.call(`POST /api/${kind}/:id/reinstate`, routesOf[kind].reinstate(item.id), {
      expect: 200,
    });
    item.deleted = false;
  };
  const remove = async (kind: Kind, item: Item) => {
    await b.call(`DELETE /api/${kind}/:id`, routesOf[kind].remove(item.id), { expect: 204 });
    item.deleted = true;
  };

  const practicePage = async () => {
    if (!practice || chance(NEW_OBJECT_CHANCE)) {
      const created = await b.json<TPractice>('POST /api/practices', route('createPractice'), {
        json: { name: `Scratchpraktijk ${id}-${n++}`, description: dutchText(15), grip_id: 2 },
        expect: 201,
      });
      if (created) practice = { id: created.id, deleted: false };
      return;
    }
    await b.call('GET /api/practices/:id', route('getPractice', { practiceId: practice.id }), {
      expect: 200,
    });
    if (practice.deleted) {
      await reinstate('practices', practice);
    } else if (chance(0.3)) {
      await remove('practices', practice);
    } else {
      await b.call(
        'PATCH /api/practices/:id',
        route('updatePractice', { practiceId: practice.id }),
        {
          json: {
            description: dutchText(25),
            grip_id: 1 + (n++ % 3),
            url: `https://example.nl/p/${id}`,
          },
          expect: 200,
        },
      );
    }
  };

  const userPage = async () => {
    await b.call('GET /api/users', route('listUsers'), { expect: 200 });
    const activePractice = practice && !practice.deleted ? practice.id : undefined;
    if (!user || chance(NEW_OBJECT_CHANCE)) {
      const created = await b.json<TUserWithPractices>('POST /api/users', route('createUser'), {
        json: {
          name: `Scratch ${id}-${n}`,
          email: `load-scratch-${id}-${n++}@example.nl`,
          type: 'Manager',
          password: LOAD_PASSWORD,
          ...(activePractice ? { practiceId: activePractice } : {}),
        },
        expect: 201,
      });
      if (created) user = { id: created.id, deleted: false, linkedTo: activePractice };
      return;
    }
    await b.call('GET /api/users/:id', route('getUser', { id: user.id }), { expect: 200 });
    if (user.deleted) {
      await reinstate('users', user);
      return;
    }
    const roll = Math.random();
    if (roll < 0.25) {
      await remove('users', user);
    } else if (roll < 0.55 || !activePractice) {
      await b.call('PATCH /api/users/:id', route('updateUser', { id: user.id }), {
        json: { name: `Scratch ${id}-${n++} bewerkt` },
        expect: 200,
      });
    } else if (user.linkedTo === activePractice) {
      if (chance(0.5)) {
        await b.call(
          'POST /api/users/:id/update-practice-departments',
          route('updatePracticeDepartments', { id: user.id }),
          {
            json: {
              practice_id: activePractice,
              departments: pick([['GD'], ['Paard', 'Rund'], ['GD', 'Paard', 'Rund']]),
            },
            expect: 200,
          },
        );
      } else {
        await b.call(
          'POST /api/users/:id/detach-practice',
          route('detachPractice', { id: user.id }),
          {
            json: { practiceId: activePractice },
            expect: 200,
          },
        );
        user.linkedTo = undefined;
      }
    } else {
      await b.call(
        'POST /api/users/:id/attach-practice',
        route('attachPractice', { id: user.id }),
        {
          json: { practiceId: activePractice },
          expect: 200,
        },
      );
      user.linkedTo = activePractice;
    }
  };

  const dashboardPage = async () => {
    await b.call('GET /api/dashboards', route('listDashboards'), { expect: 200 });
    if (!practice || practice.deleted) return;
    if (!dashboard || dashboard.practiceId !== practice.id || chance(NEW_OBJECT_CHANCE)) {
      const created = await b.json<{ id: number }>(
        'POST /api/dashboards',
        route('createDashboard'),
        {
          json: {
            name: `Scratchdashboard ${id}-${n++}`,
            grip_dashboard: 'digiredourl',
            type_dashboard: pick(['GD', 'GD 1a', 'Paard', 'Rund']),
            url_dashboard: `https://example.nl/d/${id}/${n}`,
            practiceId: practice.id,
          },
          expect: 201,
        },
      );
      if (created) dashboard = { id: created.id, deleted: false, practiceId: practice.id };
      return;
    }
    if (dashboard.deleted) {
      await reinstate('dashboards', dashboard);
    } else if (chance(0.3)) {
      await remove('dashboards', dashboard);
    } else {
      await b.call('GET /api/dashboards/:id', route('getDashboard', { id: dashboard.id }), {
        expect: 200,
      });
      await b.call('PATCH /api/dashboards/:id', route('updateDashboard', { id: dashboard.id }), {
        json: {
          name: `Scratchdashboard ${id}-${n++}`,
          grip_dashboard: 'digiredokey',
          digiredokey: randomUUID(),
        },
        expect: 200,
      });
    }
  };

  return {
    page: weighted([
      [35, userPage],
      [35, practicePage],
      [30, dashboardPage],
    ]),
  };
}

/** A page chooser by weight. */
function weighted(pages: [number, () => Promise<unknown>][]) {
  const total = pages.reduce((sum, [w]) => sum + w, 0);
  return async () => {
    let roll = Math.random() * total;
    for (const [w, page] of pages) {
      roll -= w;
      if (roll < 0) {
        await page();
        return;
      }
    }
  };
}

export { UnexpectedAnswer };
