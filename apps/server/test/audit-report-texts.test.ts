import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TAuditEvent } from '@praktijkportaal/contract/audit';
import { countWords } from '@praktijkportaal/contract/reports';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit-events';
import { SERVER_ROOT } from '../src/server-root';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// The Logboek records that a report's text changed, not the text: which
// blocks changed and their word counts. Migration 0021 does the same to older records.

let t: TestApp;
let admin: { cookie: string };
let coach: { cookie: string; id: number };
let practiceId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('Admin');
  coach = await t.signedIn('Coach');
  practiceId = await t.createPractice({ name: 'Tekstloos Logboek' });
  await t.link(coach.id, practiceId);
});
afterAll(() => t.close());

const TEXTS = {
  klanten: 'Zeventien nieuwe klanten, vooral katten uit Zwolle-Zuid.',
  verrichtingen: 'Gebitsbehandelingen verdubbeld.',
  team: '',
  financien: 'Omzet boven begroting.',
  overig: 'Wachtkamer opnieuw inrichten.',
};
const EDITED = {
  ...TEXTS,
  klanten: 'Achttien nieuwe klanten, vooral honden uit Kampen en omstreken.',
  team: 'Assistente Noor begint in maart.',
};
const ALL_TEXTS = [...Object.values(TEXTS), ...Object.values(EDITED)].filter(Boolean);

async function recordsOfReport(id: number) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(sql`${auditEvents.entityType} = 'report' and ${auditEvents.entityId} = ${id}`)
    .orderBy(auditEvents.id);
}

describe('a report in the Logboek', () => {
  it('keeps which blocks changed and their word counts, never the text', async () => {
    const created = await t.call(coach.cookie, route('createReport'), {
      practice_id: practiceId,
      name: 'maart 2026',
      ...TEXTS,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const edited = await t.call(coach.cookie, route('updateReport', { id }), {
      practice_id: practiceId,
      name: 'maart 2026',
      ...EDITED,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const [create, update] = await recordsOfReport(id);
    expect(create?.changes).toEqual({
      practiceId: { new: practiceId },
      name: { new: 'maart 2026' },
      klanten: { words: { new: 7 } },
      verrichtingen: { words: { new: 2 } },
      financien: { words: { new: 3 } },
      overig: { words: { new: 3 } },
    });
    // Only the two blocks that changed, an emptied or a filled one alike.
    expect(update?.changes).toEqual({
      klanten: { words: { old: 7, new: 9 } },
      team: { words: { old: 0, new: 5 } },
    });

    // Nowhere in the table, nor in what the Logboek shows and exports.
    const stored = JSON.stringify(await t.database.db.select().from(auditEvents));
    const listed = (await t.call(admin.cookie, route('listAuditEvents', {}, { entity: 'report' })))
      .body;
    const csv = (await t.call(admin.cookie, route('exportAuditEvents', {}, { entity: 'report' })))
      .body;
    for (const text of ALL_TEXTS) {
      expect(stored).not.toContain(text);
      expect(listed).not.toContain(text);
      expect(csv).not.toContain(text);
    }
    const events = (JSON.parse(listed) as TAuditEvent[]).filter((e) => e.entity_id === id);
    expect(events.map((e) => e.changes)).toEqual([update?.changes, create?.changes]);
    // In the form's order, the practice by name.
    expect(csv).toContain(
      'Gewijzigd;"Klanten: tekst gewijzigd, 7 → 9 woorden; Team: tekst gewijzigd, 0 → 5 woorden"',
    );
    expect(csv).toContain(
      'Aangemaakt;"Naam: – → ""maart 2026""; Praktijk: – → ""Tekstloos Logboek""; Klanten: 7 woorden; Verrichtingen: 2 woorden; Financien: 3 woorden; Actiepunten: 3 woorden"',
    );
  });
});

/** The statements of migration …_audit_report_texts_as_word_counts.sql, whatever its number. */
async function migrationStatements() {
  const folder = path.join(SERVER_ROOT, 'drizzle');
  const file = (await readdir(folder)).find((name) =>
    name.endsWith('_audit_report_texts_as_word_counts.sql'),
  );
  if (!file) throw new Error('migration not found');
  return (await readFile(path.join(folder, file), 'utf8')).split('--> statement-breakpoint');
}

async function runMigration() {
  for (const statement of await migrationStatements()) {
    await t.database.db.execute(sql.raw(statement));
  }
}

// JavaScript's \s in every form a text may hold: tabs, line ends, no-break and narrow spaces.
const SPACED = ' \tEen\u00a0twee\r\ndrie\u2009vier\u3000vijf\n\nzes\ufeffzeven  ';

describe('migration 0021 on records as the code before it wrote them', () => {
  it('turns report texts into word counts and leaves everything else as it was', async () => {
    const oldShapes: (typeof auditEvents.$inferInsert)[] = [
      {
        entityType: 'report',
        entityId: 9001,
        action: 'create',
        changes: {
          practiceId: { new: practiceId },
          name: { new: 'april 2025' },
          klanten: { new: 'Twintig nieuwe klanten.' },
          team: { new: SPACED },
          overig: { new: 'Eén' },
        },
      },
      {
        entityType: 'report',
        entityId: 9001,
        action: 'update',
        changes: {
          name: { old: 'april 2025', new: 'mei 2025' },
          klanten: { old: 'Twintig nieuwe klanten.', new: '' },
          financien: { old: '', new: 'Omzet gestegen met 4 procent.' },
        },
      },
      {
        entityType: 'report',
        entityId: 9001,
        action: 'delete',
        changes: { name: { old: 'mei 2025' } },
      },
      // Another kind of record with a field of the same name is not a report's text.
      {
        entityType: 'user',
        entityId: 9002,
        action: 'update',
        changes: { team: { old: 'a', new: 'b c' } },
      },
      { entityType: 'report', entityId: 9003, action: 'update', changes: null },
      // Written by the code of this change: already counts, and stays as it is.
      {
        entityType: 'report',
        entityId: 9004,
        action: 'update',
        changes: { klanten: { words: { old: 3, new: 4 } } },
      },
    ];
    const rows = await t.database.db
      .insert(auditEvents)
      .values(oldShapes)
      .returning({ id: auditEvents.id });
    const ids = rows.map((row) => row.id);

    await runMigration();
    const after = new Map(
      (await t.database.db.select().from(auditEvents).where(inArray(auditEvents.id, ids))).map(
        (row) => [row.id, row.changes],
      ),
    );
    const [create, update, removal, user, empty, recent] = ids.map((id) => after.get(id));
    expect(countWords(SPACED)).toBe(7);
    expect(create).toEqual({
      practiceId: { new: practiceId },
      name: { new: 'april 2025' },
      klanten: { words: { new: 3 } },
      team: { words: { new: 7 } },
      overig: { words: { new: 1 } },
    });
    expect(update).toEqual({
      name: { old: 'april 2025', new: 'mei 2025' },
      klanten: { words: { old: 3, new: 0 } },
      financien: { words: { old: 0, new: 5 } },
    });
    expect(removal).toEqual(oldShapes[2]?.changes);
    expect(user).toEqual(oldShapes[3]?.changes);
    expect(empty).toBeNull();
    expect(recent).toEqual(oldShapes[5]?.changes);

    // Running it again changes nothing.
    await runMigration();
    const again = await t.database.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(eq(auditEvents.id, ids[0] ?? 0));
    expect(again[0]?.changes).toEqual(create);
  });
});
