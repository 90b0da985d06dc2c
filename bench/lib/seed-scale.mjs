// Data at scale (issues #8 and #17): fills an empty database and file store with the demo data
// plus enough generated Dutch data to reach 2,000 practices, 100,000 users, 20,000 dashboards,
// 240,000 reports (each with its rendered PDF stored as a file) and 24,000 uploaded PDFs.
//
//   import { seedScale } from './lib/seed-scale.mjs';
//   const info = await seedScale({ dataDir, databaseUrl });   // databaseUrl unset: PGlite
//
// It uses the server's own code through tsx: openDatabase and its migrations, the Drizzle
// schema, the demo seed (so the demo logins keep working), hashPassword (computed once: every
// user's password is the demo password) and renderReportPdf (one report PDF and one upload PDF,
// rendered once and copied under a new storage key per row, as the file store lays them out).
// Rows go in with multi-row INSERTs in one transaction. The target must be empty and no server
// may have it open (PGlite allows one process).
import { randomUUID } from 'node:crypto';
import { copyFile, link, stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ROOT, scratchDatabase, tempDir } from './bench-env.mjs';

/** Totals after seeding, the demo's rows included. */
export const SCALE_COUNTS = {
  practices: 2_000,
  users: 100_000,
  dashboards: 20_000,
  reports: 240_000,
  uploads: 24_000,
};

/** Shares of the generated users by type; Klant takes the rest. */
const TYPE_SHARES = { Admin: 0.01, Coach: 0.03, Manager: 0.08 };
const MANAGER_PRACTICES = [2, 6];
const COACH_PRACTICES = [3, 10];
const DELETED_USER_EVERY = 50;
const DELETED_PRACTICE_EVERY = 40;
const DELETED_DASHBOARD_EVERY = 33;
const MUST_CHANGE_PASSWORD_EVERY = 20;
const SCALE_EMAIL_DOMAIN = 'schaalpraktijk.nl';
const DEMO_ORIGIN = 'http://127.0.0.1:3000';
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 1_000;
const FILE_COPY_CONCURRENCY = 4;

const FIRST_NAMES = (
  'Anne, Bas, Charlotte, Daan, Eline, Floor, Gijs, Hanna, Ivo, Jasper, Kim, Lars, Maud, ' +
  'Niels, Olga, Pieter, Roos, Sven, Tess, Uriël, Vera, Wouter, Yara, Zoë, Bram, Joost, ' +
  'Lieke, Marloes, Femke, Ruben'
).split(', ');
const LAST_NAMES = (
  'de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Janssen, Visser, Smit, Meijer, ' +
  'de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer, ' +
  'de Wit, Dijkstra, Smits, de Graaf, van der Meer, IJzerman, Kuipers, Veenstra, Koster, ' +
  'Prins'
).split(', ');
const PRACTICE_KINDS = (
  'Dierenartsenpraktijk, Dierenkliniek, Paardenkliniek, Veterinair Centrum, Dierenartsen, ' +
  'Landbouwhuisdierenpraktijk'
).split(', ');
const PLACES = (
  'Barneveld, Lunteren, Ede, Wageningen, Putten, Nijkerk, Scherpenzeel, Veenendaal, ' +
  'Harderwijk, Ermelo, Apeldoorn, Deventer, Zwolle, Kampen, Meppel, Assen, Emmen, Hoogeveen, ' +
  'Leeuwarden, Sneek, Drachten, Heerenveen, Hengelo, Almelo, Enschede, Oldenzaal, ' +
  'Winterswijk, Doetinchem, Zutphen, Tiel, Culemborg, Gorinchem, Woerden, Bodegraven, Gouda, ' +
  'Oss, Veghel, Uden, Boxmeer, Venray'
).split(', ');
const MONTHS = (
  'januari, februari, maart, april, mei, juni, juli, augustus, september, oktober, november, ' +
  'december'
).split(', ');
const SECTIONS = {
  klanten: [
    'Twee nieuwe melkveebedrijven aangesloten.',
    'Eén geitenhouder is gestopt; de klanttevredenheid blijft hoog (gemiddeld 8,4).',
    'Contact gelegd met een paardenpension voor een kennismaking.',
    'Stabiel aantal klanten; twee jongveeopfokkers vragen om een maandelijks bezoek.',
  ],
  verrichtingen: [
    'Keizersneden: 3. Vruchtbaarheidscontroles: 41. Klauwbehandelingen: 17.',
    'Najaarsvaccinaties: 212 runderen, 58 paarden. Bloedonderzoek op 9 bedrijven.',
    'Paardengebitten: 22. Koppelbehandelingen geiten: 6.',
    'Onderzoek luchtwegen jongvee op 4 bedrijven.',
  ],
  team: [
    'Sanne is terug van verlof.',
    'De nieuwe assistente draait mee in de avonddiensten.',
    'Scholingsdag uiergezondheid gevolgd door het hele team.',
    'Geen wijzigingen.',
  ],
  financien: [
    'Omzet € 78.400, 3% boven vorig jaar.',
    'De medicijnkosten per koe daalden naar € 31,20.',
    'Openstaande facturen ouder dan 60 dagen: € 3.900.',
    'Omzet € 91.300 (+9%), vooral door de vaccinaties.',
  ],
  overig: [
    'Uierprotocol bespreken met de bedrijven met verhoogd celgetal.',
    'Planning najaarsvaccinaties rondmaken.',
    'Evaluatie weekenddiensten in december.',
    '',
  ],
};
const UPLOAD_NAMES = (
  'Jaarplan diergezondheid, Protocol uiergezondheid, Tarieven, Vaccinatieschema, ' +
  'Bedrijfsgezondheidsplan, Notulen overleg, Klauwgezondheid rapport, Inventaris apotheek'
).split(', ');
const DASHBOARD_NAMES = {
  GD: 'Gezelschapsdieren',
  'GD 1a': 'Honden en katten 1a',
  'GD 1b': 'Kattenspreekuur 1b',
  Paard: 'Paarden in zorg',
  Rund: 'Melkveebedrijven',
  LBH: 'Bedrijfsoverzicht',
};
const DASHBOARD_PAGES = {
  GD: 'gd.html',
  'GD 1a': 'gd.html',
  'GD 1b': 'gd.html',
  Paard: 'paard.html',
  Rund: 'rund.html',
  LBH: 'lbh.html',
};

/** A small seeded generator (mulberry32), so every seed builds the same data. */
function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const ascii = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

let serverModules;
/** The server's modules, through tsx in a namespace of its own (one module graph). */
async function loadServer() {
  if (serverModules) return serverModules;
  const { register } = await import('tsx/esm/api');
  const api = register({ namespace: `seed-scale-${process.pid}` });
  const load = (file) => api.import(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);
  const [client, schema, seedDemo, demoData, passwords, pdf, fileStore, storedFile, departments] =
    await Promise.all([
      load('apps/server/src/db/client.ts'),
      load('apps/server/src/db/schema/index.ts'),
      load('apps/server/src/demo/seed-demo.ts'),
      load('apps/server/src/demo/demo-data.ts'),
      load('apps/server/src/modules/auth/passwords.ts'),
      load('apps/server/src/pdf/render-report-pdf.ts'),
      load('apps/server/src/storage/local-file-store.ts'),
      load('apps/server/src/modules/files/stored-file.ts'),
      load('packages/contract/src/departments.ts'),
    ]);
  serverModules = {
    openDatabase: client.openDatabase,
    schema,
    seedDemo: seedDemo.seedDemo,
    demo: demoData,
    hashPassword: passwords.hashPassword,
    renderReportPdf: pdf.renderReportPdf,
    createLocalFileStore: fileStore.createLocalFileStore,
    newStorageKey: storedFile.newStorageKey,
    dashboardTypes: departments.DASHBOARD_TYPES,
    departments: departments.DEPARTMENTS,
    // Resolved from the server's folder, inside the namespace: the same instance its code uses.
    drizzle: await api.import('drizzle-orm', pathToFileURL(path.join(ROOT, 'apps/server/')).href),
  };
  return serverModules;
}

async function insertInBatches(tx, table, rows, returning) {
  const returned = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    if (returning) returned.push(...(await tx.insert(table).values(batch).returning(returning)));
    else await tx.insert(table).values(batch);
  }
  return returned;
}

/**
 * Copies (or hard-links) `source` to every target, a few at a time. A file system allows a
 * file only so many links (ext4: 65,000), so a target that cannot be linked is copied, and the
 * next targets link to that copy.
 */
async function copyMany(source, targets, mode) {
  let next = 0;
  let linkSource = source;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++];
      if (mode !== 'link') await copyFile(source, target);
      else {
        try {
          await link(linkSource, target);
        } catch (error) {
          if (error.code !== 'EMLINK') throw error;
          await copyFile(source, target);
          linkSource = target;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: FILE_COPY_CONCURRENCY }, worker));
}

function monthsBack(count, from = new Date(Date.UTC(2026, 10, 1))) {
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(from);
    date.setUTCMonth(date.getUTCMonth() - back);
    return date;
  });
}

/**
 * Seeds an empty target. Options: `dataDir` (required: DATA_DIR, the PDFs always go to
 * DATA_DIR/files, PGlite's database to DATA_DIR/pglite), `databaseUrl` (PostgreSQL; unset:
 * PGlite), `counts` (totals, default SCALE_COUNTS), `origin` (where the URL dashboards point,
 * default http://127.0.0.1:3000), `files` ('copy', default, or 'link': hard links, no disk
 * space), `analyze` (VACUUM (ANALYZE) at the end; default true on PostgreSQL, where autovacuum
 * would soon do it, false on PGlite, where nothing runs it), `log` (progress lines; default none).
 * Resolves with the counts, the ids benchmarks need, the password and the timings.
 */
export async function seedScale(options) {
  const started = performance.now();
  const {
    dataDir,
    databaseUrl,
    counts: countsOption,
    origin = DEMO_ORIGIN,
    files = 'copy',
    log = () => {},
  } = options;
  if (!dataDir) throw new Error('seedScale needs dataDir (DATA_DIR: the PDFs are kept there)');
  const counts = { ...SCALE_COUNTS, ...countsOption };
  const analyze = options.analyze ?? Boolean(databaseUrl);
  const timings = {};
  const lap = (name, since) => {
    timings[name] = Math.round(performance.now() - since);
    log(`${name}: ${timings[name]} ms`);
  };

  let t = performance.now();
  const server = await loadServer();
  const { schema, drizzle } = server;
  const { sql, eq, and, asc } = drizzle;
  lap('loadServerCodeMs', t);

  const absoluteDataDir = path.resolve(dataDir);
  t = performance.now();
  const database = await server.openDatabase({
    databaseUrl,
    dataDir: absoluteDataDir,
    poolSize: 1,
  });
  try {
    await database.migrate();
    lap('openAndMigrateMs', t);
    const { db } = database;
    const [{ total }] = await db.select({ total: sql`count(*)::int` }).from(schema.users);
    if (total > 0) throw new Error(`The target is not empty (${total} users): seed an empty one`);

    const store = await server.createLocalFileStore(path.join(absoluteDataDir, 'files'));
    t = performance.now();
    await server.seedDemo(db, store, origin);
    lap('demoSeedMs', t);

    t = performance.now();
    const password = server.demo.DEMO_PASSWORD;
    const passwordHash = await server.hashPassword(password);
    lap('hashPasswordMs', t);

    // One representative report PDF and one upload, rendered by the app and stored through the
    // file store (temp file, fsync, rename); every other row gets a copy under its own key.
    t = performance.now();
    const reportPdf = await server.renderReportPdf({
      practiceName: 'Dierenartsenpraktijk Barneveld',
      coachName: 'Coen de Vries',
      monthYear: 'oktober 2026',
      klanten: SECTIONS.klanten.join(' '),
      verrichtingen: SECTIONS.verrichtingen.join(' '),
      team: SECTIONS.team.join(' '),
      financien: SECTIONS.financien.join(' '),
      overig: SECTIONS.overig.join(' '),
      createdAt: new Date(Date.UTC(2026, 10, 1, 9)),
    });
    const uploadPdf = await server.renderReportPdf({
      practiceName: 'Jaarplan diergezondheid',
      coachName: 'Coen de Vries',
      monthYear: '2026',
      klanten: 'Voorbeeldbestand van het schaalportaal.',
      verrichtingen: '',
      team: '',
      financien: '',
      overig: '',
      createdAt: new Date(Date.UTC(2026, 0, 5, 9)),
    });
    const reportSource = server.newStorageKey();
    const uploadSource = server.newStorageKey();
    await store.put(reportSource, reportPdf);
    await store.put(uploadSource, uploadPdf);
    lap('renderPdfsMs', t);

    const existing = {
      practices: await db
        .select({ id: schema.practices.id, deletedAt: schema.practices.deletedAt })
        .from(schema.practices)
        .orderBy(asc(schema.practices.id)),
      users: await db.select({ id: schema.users.id, type: schema.users.type }).from(schema.users),
      dashboards: (await db.select({ total: sql`count(*)::int` }).from(schema.dashboards))[0].total,
      reports: (await db.select({ total: sql`count(*)::int` }).from(schema.reports))[0].total,
      uploads: (
        await db
          .select({ total: sql`count(*)::int` })
          .from(schema.pdfs)
          .where(eq(schema.pdfs.kind, 'upload'))
      )[0].total,
    };

    const rng = random(20261121);
    const now = new Date(Date.UTC(2026, 10, 21, 12));
    const objectsDir = path.join(absoluteDataDir, 'files', 'objects');
    const pathOf = (key) => path.join(objectsDir, key);
    const reportKeys = [];
    const uploadKeys = [];

    t = performance.now();
    await db.transaction(async (tx) => {
      // Practices: a few soft-deleted, as in the demo.
      const practiceRows = [];
      for (let i = existing.practices.length; i < counts.practices; i++) {
        const place = PLACES[i % PLACES.length];
        const kind = PRACTICE_KINDS[Math.floor(i / PLACES.length) % PRACTICE_KINDS.length];
        const round = Math.floor(i / (PLACES.length * PRACTICE_KINDS.length));
        const createdAt = new Date(now.getTime() - rng.int(400, 2_500) * 86_400_000);
        practiceRows.push({
          name: `${kind} ${place}${round > 0 ? ` ${round + 1}` : ''}`,
          description: `${kind} in ${place} en omgeving.`,
          gripId: rng.int(1, 3),
          url: i % 3 === 0 ? `https://www.example.nl/${ascii(`${kind}${place}`)}` : null,
          createdAt,
          updatedAt: createdAt,
          deletedAt: i % DELETED_PRACTICE_EVERY === 0 ? now : null,
        });
      }
      const newPractices = await insertInBatches(tx, schema.practices, practiceRows, {
        id: schema.practices.id,
        deletedAt: schema.practices.deletedAt,
      });
      const practiceList = [...existing.practices, ...newPractices];
      const allPractices = practiceList.map((p) => p.id);
      const activePractices = practiceList.filter((p) => p.deletedAt === null).map((p) => p.id);

      // Users of every type; emails unique, one password hash for all.
      const toCreate = counts.users - existing.users.length;
      const typeCounts = Object.fromEntries(
        Object.entries(TYPE_SHARES).map(([type, share]) => [type, Math.round(toCreate * share)]),
      );
      typeCounts.Klant =
        toCreate - Object.values(typeCounts).reduce((sum, value) => sum + value, 0);
      const userRows = [];
      for (const [type, count] of Object.entries(typeCounts)) {
        for (let n = 0; n < count; n++) {
          const i = userRows.length;
          const first = FIRST_NAMES[i % FIRST_NAMES.length];
          const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length];
          const createdAt = new Date(now.getTime() - rng.int(1, 1_500) * 86_400_000);
          userRows.push({
            name: `${first} ${last}`,
            email: `${ascii(first)}.${ascii(last)}.${i + 1}@${SCALE_EMAIL_DOMAIN}`,
            type,
            passwordHash,
            passwordChanged: !(type === 'Klant' && i % MUST_CHANGE_PASSWORD_EVERY === 0),
            createdAt,
            updatedAt: createdAt,
            deletedAt: i % DELETED_USER_EVERY === DELETED_USER_EVERY - 1 ? now : null,
          });
        }
      }
      const newUsers = await insertInBatches(tx, schema.users, userRows, {
        id: schema.users.id,
        type: schema.users.type,
      });

      // Links: a Klant to one practice, a Manager to several, a Coach to the ones they coach.
      // The first two Klanten of each practice see every department; the rest a random mix.
      const departmentsOf = (k) => {
        if (k < 2) return [...server.departments];
        const picked = server.departments.filter(() => rng.next() < 0.6);
        return picked.length > 0 ? picked : [rng.pick(server.departments)];
      };
      const linkRows = [];
      const klantenPerPractice = new Map();
      let klantIndex = 0;
      for (const user of newUsers) {
        if (user.type === 'Klant') {
          const practiceId = activePractices[klantIndex++ % activePractices.length];
          const k = klantenPerPractice.get(practiceId) ?? 0;
          klantenPerPractice.set(practiceId, k + 1);
          linkRows.push({ userId: user.id, practiceId, departments: departmentsOf(k) });
        } else if (user.type === 'Manager' || user.type === 'Coach') {
          const [min, max] = user.type === 'Manager' ? MANAGER_PRACTICES : COACH_PRACTICES;
          const chosen = new Set();
          const wanted = rng.int(min, max);
          while (chosen.size < wanted) chosen.add(rng.pick(activePractices));
          for (const practiceId of chosen) {
            linkRows.push({
              userId: user.id,
              practiceId,
              departments: user.type === 'Coach' ? [...server.departments] : departmentsOf(2),
            });
          }
        }
      }
      await insertInBatches(tx, schema.practiceUsers, linkRows);

      const coaches = [...existing.users, ...newUsers]
        .filter((user) => user.type === 'Coach')
        .map((user) => user.id);

      // Dashboards: URL and Power BI kinds (and a few "geen") of every type, round the practices.
      const dashboardRows = [];
      for (let i = existing.dashboards; i < counts.dashboards; i++) {
        const practiceId = allPractices[i % allPractices.length];
        const type = server.dashboardTypes[i % server.dashboardTypes.length];
        const roll = rng.next();
        const grip = roll < 0.6 ? 'digiredourl' : roll < 0.9 ? 'digiredokey' : 'geen';
        const createdAt = new Date(now.getTime() - rng.int(1, 700) * 86_400_000);
        dashboardRows.push({
          practiceId,
          name: `${DASHBOARD_NAMES[type]} ${Math.floor(i / allPractices.length) + 1}`,
          typeDashboard: type,
          gripDashboard: grip,
          urlDashboard:
            grip === 'digiredourl' ? `${origin}/demo-dashboards/${DASHBOARD_PAGES[type]}` : null,
          digiredokey: grip === 'digiredokey' ? randomUUID() : null,
          createdAt,
          updatedAt: createdAt,
          deletedAt: i % DELETED_DASHBOARD_EVERY === DELETED_DASHBOARD_EVERY - 1 ? now : null,
        });
      }
      await insertInBatches(tx, schema.dashboards, dashboardRows);
      lap('insertPracticesUsersLinksDashboardsMs', t);

      // Reports: one per practice per month going back, each with its pdf row and file.
      const reportCount = counts.reports - existing.reports;
      const perPractice = Math.ceil(reportCount / allPractices.length);
      const months = monthsBack(perPractice);
      const pdfRows = [];
      const reportFields = [];
      for (let i = 0; i < reportCount; i++) {
        const practiceId = allPractices[i % allPractices.length];
        const month = months[Math.floor(i / allPractices.length)];
        const createdAt = new Date(month.getTime() + rng.int(0, 27 * 24) * 3_600_000);
        const monthText = `${MONTHS[month.getUTCMonth()]} ${month.getUTCFullYear()}`;
        const storageKey = server.newStorageKey();
        const createdBy = rng.pick(coaches);
        reportKeys.push(storageKey);
        pdfRows.push({
          practiceId,
          kind: 'report',
          name: `Verslag ${monthText}.pdf`,
          storageKey,
          sizeBytes: reportPdf.length,
          createdBy,
          createdAt,
        });
        reportFields.push({
          practiceId,
          monthText,
          // The month the typed month says, as the server reads it on a save (decision 092).
          monthYear: month.getUTCFullYear(),
          monthNumber: month.getUTCMonth() + 1,
          klanten: rng.pick(SECTIONS.klanten),
          verrichtingen: rng.pick(SECTIONS.verrichtingen),
          team: rng.pick(SECTIONS.team),
          financien: rng.pick(SECTIONS.financien),
          overig: rng.pick(SECTIONS.overig),
          createdBy,
          createdAt,
          updatedAt: createdAt,
          storageKey,
        });
      }
      // Uploads: pdf rows of kind 'upload', round the practices.
      for (let i = existing.uploads; i < counts.uploads; i++) {
        const storageKey = server.newStorageKey();
        uploadKeys.push(storageKey);
        pdfRows.push({
          practiceId: allPractices[i % allPractices.length],
          kind: 'upload',
          name: `${UPLOAD_NAMES[i % UPLOAD_NAMES.length]} ${2020 + (i % 7)}.pdf`,
          storageKey,
          sizeBytes: uploadPdf.length,
          createdBy: rng.pick(coaches),
          createdAt: new Date(now.getTime() - rng.int(1, 2_000) * 86_400_000),
        });
      }
      // The files are copied while the rows go in, and all are in place before the commit: as
      // in the app, a row is never visible without its file.
      t = performance.now();
      const copying = Promise.all([
        copyMany(pathOf(reportSource), reportKeys.map(pathOf), files),
        copyMany(pathOf(uploadSource), uploadKeys.map(pathOf), files),
      ]).then(() => lap('copyFilesMs', t));
      try {
        const pdfIds = new Map(
          (
            await insertInBatches(tx, schema.pdfs, pdfRows, {
              id: schema.pdfs.id,
              storageKey: schema.pdfs.storageKey,
            })
          ).map((row) => [row.storageKey, row.id]),
        );
        await insertInBatches(
          tx,
          schema.reports,
          reportFields.map(({ storageKey, ...fields }) => ({
            ...fields,
            pdfId: pdfIds.get(storageKey),
          })),
        );
        lap('insertPdfAndReportRowsMs', t);
      } finally {
        await copying;
      }
    });
    lap('filesAndRowsCommittedMs', t);

    // The two rendered sources belong to no row: removed, so no file is left without one.
    t = performance.now();
    await store.delete(reportSource);
    await store.delete(uploadSource);
    // As autovacuum leaves a table after bulk inserts: statistics, and the visibility map that
    // lets index-only scans skip the heap (PostgreSQL only; PGlite runs no autovacuum).
    if (analyze) await db.execute(databaseUrl ? sql`vacuum (analyze)` : sql`analyze`);
    lap('analyzeMs', t);

    const info = await describe(db, { schema, eq, and, asc, sql });
    const totalMs = Math.round(performance.now() - started);
    return {
      database: database.kind,
      dataDir: absoluteDataDir,
      databaseUrl,
      password,
      reportPdfBytes: reportPdf.length,
      uploadPdfBytes: uploadPdf.length,
      files,
      analyzed: analyze,
      ...info,
      timings: { ...timings, totalMs },
    };
  } finally {
    await database.close();
  }
}

/** Counts of what is there and ids a benchmark can use. */
async function describe(db, { schema, eq, and, asc, sql }) {
  const count = async (table, where) => {
    const query = db.select({ total: sql`count(*)::int` }).from(table);
    return (await (where ? query.where(where) : query))[0].total;
  };
  const byType = await db
    .select({ type: schema.users.type, total: sql`count(*)::int` })
    .from(schema.users)
    .groupBy(schema.users.type);
  const counts = {
    practices: await count(schema.practices),
    practicesDeleted: await count(schema.practices, sql`${schema.practices.deletedAt} is not null`),
    users: await count(schema.users),
    usersByType: Object.fromEntries(byType.map((row) => [row.type, row.total])),
    practiceLinks: await count(schema.practiceUsers),
    dashboards: await count(schema.dashboards),
    dashboardsUrl: await count(
      schema.dashboards,
      eq(schema.dashboards.gripDashboard, 'digiredourl'),
    ),
    dashboardsPowerBi: await count(
      schema.dashboards,
      eq(schema.dashboards.gripDashboard, 'digiredokey'),
    ),
    reports: await count(schema.reports),
    pdfs: await count(schema.pdfs),
    uploads: await count(schema.pdfs, eq(schema.pdfs.kind, 'upload')),
  };

  const first = async (query) => (await query.limit(1))[0];
  const userByEmail = (email) =>
    first(
      db
        .select({ id: schema.users.id, email: schema.users.email, type: schema.users.type })
        .from(schema.users)
        .where(eq(schema.users.email, email)),
    );
  const practice = await first(
    db
      .select({ id: schema.practices.id, name: schema.practices.name })
      .from(schema.practices)
      .orderBy(asc(schema.practices.id)),
  );
  const dashboardOf = (grip) =>
    first(
      db
        .select({ id: schema.dashboards.id })
        .from(schema.dashboards)
        .where(
          and(
            eq(schema.dashboards.practiceId, practice.id),
            eq(schema.dashboards.gripDashboard, grip),
            sql`${schema.dashboards.deletedAt} is null`,
          ),
        )
        .orderBy(asc(schema.dashboards.id)),
    );
  const report = await first(
    db
      .select({ id: schema.reports.id, pdfId: schema.reports.pdfId })
      .from(schema.reports)
      .where(eq(schema.reports.practiceId, practice.id))
      .orderBy(asc(schema.reports.id)),
  );
  const upload = await first(
    db
      .select({ id: schema.pdfs.id })
      .from(schema.pdfs)
      .where(and(eq(schema.pdfs.practiceId, practice.id), eq(schema.pdfs.kind, 'upload')))
      .orderBy(asc(schema.pdfs.id)),
  );
  const inPractice = async (table, where) =>
    count(table, and(eq(table.practiceId, practice.id), where));
  return {
    counts,
    ids: {
      practice: {
        ...practice,
        users: await count(schema.practiceUsers, eq(schema.practiceUsers.practiceId, practice.id)),
        dashboards: await inPractice(schema.dashboards),
        reports: await inPractice(schema.reports),
        uploads: await inPractice(schema.pdfs, eq(schema.pdfs.kind, 'upload')),
      },
      admin: await userByEmail('admin@voorbeeldpraktijk.nl'),
      coach: await userByEmail('coach@voorbeeldpraktijk.nl'),
      manager: await userByEmail('manager@voorbeeldpraktijk.nl'),
      klant: await userByEmail('klant@voorbeeldpraktijk.nl'),
      urlDashboardId: (await dashboardOf('digiredourl'))?.id,
      powerBiDashboardId: (await dashboardOf('digiredokey'))?.id,
      reportId: report?.id,
      reportPdfId: report?.pdfId,
      uploadPdfId: upload?.id,
    },
  };
}

/** Checks that every pdf row has its file with its size, and no file lacks a row. */
export async function checkFiles({ dataDir, databaseUrl }) {
  const server = await loadServer();
  const database = await server.openDatabase({
    databaseUrl,
    dataDir: path.resolve(dataDir),
    poolSize: 1,
  });
  try {
    const rows = await database.db
      .select({ key: server.schema.pdfs.storageKey, size: server.schema.pdfs.sizeBytes })
      .from(server.schema.pdfs);
    const store = await server.createLocalFileStore(path.join(path.resolve(dataDir), 'files'));
    const keys = new Set(await store.listKeys());
    const objects = path.join(path.resolve(dataDir), 'files', 'objects');
    let wrongSize = 0;
    for (const row of rows) {
      if (!keys.has(row.key)) continue;
      if ((await stat(path.join(objects, row.key))).size !== row.size) wrongSize++;
    }
    const rowKeys = new Set(rows.map((row) => row.key));
    return {
      rows: rows.length,
      files: keys.size,
      missingFiles: rows.filter((row) => !keys.has(row.key)).length,
      orphanFiles: [...keys].filter((key) => !rowKeys.has(key)).length,
      wrongSize,
    };
  } finally {
    await database.close();
  }
}

/**
 * A new seeded target: a temporary DATA_DIR, plus a scratch PostgreSQL database when `database`
 * is 'postgres'. Both are removed at cleanUp() (bench-env.mjs), also on Ctrl-C.
 * `env` is what the server needs to run on it (DATA_DIR, and DATABASE_URL for PostgreSQL).
 */
export async function seedScaleTarget({ database, ...options }) {
  if (database !== 'postgres' && database !== 'pglite')
    throw new Error(`database must be 'postgres' or 'pglite', not ${database}`);
  const dataDir = tempDir(`seed-scale-${database}-`);
  const scratch = database === 'postgres' ? await scratchDatabase('bench_scale') : undefined;
  const info = await seedScale({ ...options, dataDir, databaseUrl: scratch?.url });
  const env = scratch ? { DATA_DIR: dataDir, DATABASE_URL: scratch.url } : { DATA_DIR: dataDir };
  return { env, info, scratchDatabase: scratch?.name };
}
