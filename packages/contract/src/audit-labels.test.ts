import { describe, expect, it } from 'vitest';
import type { TAuditEvent } from './audit';
import {
  auditEntityText,
  auditFieldLabel,
  auditRepeatText,
  changedAuditFields,
  describeAuditChange,
} from './audit-labels';

const event = (fields: Partial<TAuditEvent>) =>
  ({
    entity_type: 'user',
    entity_id: 6,
    entity_name: 'Anna de Boer',
    practice_name: null,
    changes: null,
    ...fields,
  }) as const;

describe('the Logboek in Dutch', () => {
  it('names fields as the forms do, and an unknown one by itself', () => {
    expect(auditFieldLabel('practice_id')).toBe('Praktijk');
    expect(auditFieldLabel('overig')).toBe('Actiepunten');
    expect(auditFieldLabel('grip_dashboard')).toBe('Grip Dashboard');
    expect(auditFieldLabel('nieuw_veld')).toBe('nieuw_veld');
  });

  it('names objects: by their name, a link with its practice, a lost one by its number', () => {
    expect(auditEntityText(event({}))).toBe('Gebruiker Anna de Boer');
    expect(auditEntityText(event({ entity_type: 'practice', entity_name: 'De Hoeve' }))).toBe(
      'Praktijk De Hoeve',
    );
    expect(
      auditEntityText(event({ entity_type: 'practice_link', practice_name: 'De Hoeve' })),
    ).toBe('Koppeling van Anna de Boer met De Hoeve');
    expect(
      auditEntityText(event({ entity_type: 'report', entity_id: 12, entity_name: null })),
    ).toBe('Verslag 12 (verwijderd)');
    expect(auditEntityText(event({ entity_id: null, entity_name: null }))).toBe('Gebruiker');
  });

  it('describes changes with labels, practices by name, secrets by name only', () => {
    expect(describeAuditChange('name', { old: 'Oud', new: 'Nieuw' })).toBe('Naam: "Oud" → "Nieuw"');
    expect(describeAuditChange('practice_id', { new: 1 }, 'De Hoeve')).toBe(
      'Praktijk: – → "De Hoeve"',
    );
    expect(describeAuditChange('password', {})).toBe('Wachtwoord');
    expect(describeAuditChange('status', { old: 'open', new: 'not_applicable' })).toBe(
      'Status: "Open" → "Niet van toepassing"',
    );
    expect(describeAuditChange('notices_enabled', { old: true, new: false })).toBe(
      'E-mailmeldingen: Ja → Nee',
    );
    expect(describeAuditChange('reason', { new: 'PASSWORD_CHANGE_REQUIRED' })).toBe(
      'Reden: – → "moet eerst het wachtwoord wijzigen"',
    );
    expect(describeAuditChange('route', { new: 'GET /api/users' })).toBe(
      'Route: – → "GET /api/users"',
    );
  });

  it("describes a report's text by its word counts, never its text", () => {
    expect(describeAuditChange('klanten', { words: { new: 134 } })).toBe('Klanten: 134 woorden');
    expect(describeAuditChange('overig', { words: { old: 120, new: 1 } })).toBe(
      'Actiepunten: tekst gewijzigd, 120 → 1 woord',
    );
    // Changed text of the same length is still a change.
    expect(changedAuditFields({ team: { words: { old: 3, new: 3 } } })).toEqual([
      ['team', { words: { old: 3, new: 3 } }],
    ]);
  });

  it("leaves out fields whose old and new value are the same, and lists the rest in the forms' order", () => {
    const changes = {
      overig: { words: { new: 2 } },
      practice_id: { old: 1, new: 1 },
      departments: { old: ['GD'], new: ['Rund'] },
      nieuw_veld: { new: 1 },
      password: {},
      klanten: { words: { new: 4 } },
    };
    expect(changedAuditFields(changes).map(([field]) => field)).toEqual([
      'password',
      'departments',
      'klanten',
      'overig',
      'nieuw_veld',
    ]);
    expect(changedAuditFields(null)).toEqual([]);
  });

  it('says how often a counted refusal happened', () => {
    expect(auditRepeatText(12)).toBe('12 keer');
  });
});
