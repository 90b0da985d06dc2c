// How the Logboek (screen and CSV) names fields, objects and changes in Dutch. Without zod, like
// audit-kinds.ts: the web app's Logboek chunk reads it (decision 052).

import { ACTION_POINT_STATUS_LABELS, type ActionPointStatus } from './action-point-statuses';
import type { TAuditChange, TAuditEvent } from './audit';
import { AUDIT_ENTITY_LABELS } from './audit-kinds';
import { ERROR_CODES } from './error-codes';
import { REPORT_SECTIONS } from './report-sections';

/**
 * The Dutch name of each field the server records, as the forms call it. A field not listed
 * (a new one) shows its own name rather than nothing.
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  name: 'Naam',
  email: 'E-mail',
  type: 'Type gebruiker',
  password: 'Wachtwoord',
  practice_id: 'Praktijk',
  practiceId: 'Praktijk',
  departments: 'Afdelingen',
  description: 'Omschrijving',
  grip_id: 'Grip',
  url: 'URL',
  grip_dashboard: 'Grip Dashboard',
  type_dashboard: 'Type Dashboard',
  url_dashboard: 'URL van het dashboard',
  digiredokey: 'Sleutel',
  ...Object.fromEntries(REPORT_SECTIONS.map(({ field, label }) => [field, label])),
  replaced_pdf_id: 'Vervangen bestand (nummer)',
  status: 'Status',
  note: 'Toelichting',
  session: 'Ingelogd apparaat',
  notices_enabled: 'E-mailmeldingen',
  mails: 'Verstuurde e-mails',
  totp_failures: 'Verkeerde codes op rij',
  route: 'Route',
  reason: 'Reden',
};

export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

/** Why a route was refused (`access_denied`'s reason, an error code), as a reader says it. */
export const AUDIT_REASON_LABELS: Record<string, string> = {
  [ERROR_CODES.forbidden]: 'geen toegang voor dit type gebruiker',
  [ERROR_CODES.passwordChangeRequired]: 'moet eerst het wachtwoord wijzigen',
  [ERROR_CODES.mfaEnrolmentRequired]: 'moet eerst tweestapsverificatie instellen',
};

/** Fields whose value is a practice's id: the Logboek shows the practice's name instead. */
const PRACTICE_FIELDS = new Set(['practice_id', 'practiceId']);

type AuditChange = TAuditChange;
type NamedEvent = Pick<
  TAuditEvent,
  'entity_type' | 'entity_id' | 'entity_name' | 'practice_name' | 'changes'
>;

/** A field recorded for context whose old and new value are the same did not change. */
const isUnchanged = (change: AuditChange) =>
  'old' in change && 'new' in change && JSON.stringify(change.old) === JSON.stringify(change.new);

/** Where a field stands in AUDIT_FIELD_LABELS (the forms' order); an unknown one last. */
const FIELD_ORDER = new Map(Object.keys(AUDIT_FIELD_LABELS).map((field, index) => [field, index]));
const fieldOrder = (field: string) => FIELD_ORDER.get(field) ?? FIELD_ORDER.size;

/**
 * The changed fields of a record in the forms' order (a report's blocks as the form shows
 * them; the database keeps a record's fields in an order of its own); unchanged ones left out.
 */
export function changedAuditFields(changes: TAuditEvent['changes']): [string, AuditChange][] {
  return Object.entries(changes ?? {})
    .filter(([, change]) => !isUnchanged(change))
    .sort(([a], [b]) => fieldOrder(a) - fieldOrder(b));
}

const wordCount = (count: number) => (count === 1 ? '1 woord' : `${count} woorden`);

/**
 * A report's text block by its word counts, never its text: "Klanten: 134
 * woorden" when made, "Klanten: tekst gewijzigd, 120 → 134 woorden" when changed.
 */
function describeWords(label: string, words: NonNullable<AuditChange['words']>) {
  const now = wordCount(words.new ?? 0);
  return words.old === undefined
    ? `${label}: ${now}`
    : `${label}: tekst gewijzigd, ${words.old} → ${now}`;
}

/**
 * `Naam: "Oud" → "Nieuw"`; a secret field (password) by its name only; a report's text by its
 * word counts; a practice's id as the practice's name; a yes-or-no value as Ja or Nee; a
 * refusal's reason in words.
 */
export function describeAuditChange(
  field: string,
  change: AuditChange,
  practiceName?: string | null,
) {
  const label = auditFieldLabel(field);
  if (change.words) return describeWords(label, change.words);
  if (!('old' in change) && !('new' in change)) return label;
  const show = (value: unknown) => {
    if (value === undefined || value === null) return '–';
    if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
    if (PRACTICE_FIELDS.has(field) && practiceName) return JSON.stringify(practiceName);
    if (field === 'status' && typeof value === 'string' && value in ACTION_POINT_STATUS_LABELS) {
      return JSON.stringify(ACTION_POINT_STATUS_LABELS[value as ActionPointStatus]);
    }
    if (field === 'reason' && typeof value === 'string' && value in AUDIT_REASON_LABELS) {
      return JSON.stringify(AUDIT_REASON_LABELS[value]);
    }
    return JSON.stringify(value);
  };
  return `${label}: ${show(change.old)} → ${show(change.new)}`;
}

/**
 * The object of a record by name: "Praktijk De Hoeve", "Gebruiker Anna de Boer", "Koppeling van
 * Anna de Boer met De Hoeve". An object that is gone for good and left no name in its record
 * reads "Verslag 12 (verwijderd)".
 */
export function auditEntityText(event: NamedEvent): string {
  const label = AUDIT_ENTITY_LABELS[event.entity_type];
  if (event.entity_id === null) return label;
  if (event.entity_name === null) return `${label} ${event.entity_id} (verwijderd)`;
  if (event.entity_type === 'practice_link') {
    const practice = event.practice_name === null ? '' : ` met ${event.practice_name}`;
    return `Koppeling van ${event.entity_name}${practice}`;
  }
  return `${label} ${event.entity_name}`;
}

/** How often a counted refusal happened in its minute: "12 keer" (decision 058). */
export const auditRepeatText = (count: number) => `${count} keer`;
