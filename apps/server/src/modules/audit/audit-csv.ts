import { AUDIT_ACTION_LABELS, type TAuditEvent } from '@praktijkportaal/contract/audit';
import {
  auditEntityText,
  changedAuditFields,
  describeAuditChange,
} from '@praktijkportaal/contract/audit-labels';

/** Semicolon: what Dutch Excel expects as the list separator (decision 045). */
const SEPARATOR = ';';
/** Byte order mark: Excel then reads the file as UTF-8 (é, ë). */
export const CSV_BOM = '\uFEFF';

export const AUDIT_CSV_HEADER = [
  'Tijdstip',
  'Gebruiker',
  'IP-adres',
  'Onderdeel',
  'Id',
  'Actie',
  'Gewijzigde velden',
  // A refusal counted per minute says how often (decision 058); every other record is 1.
  'Aantal keer',
];

/**
 * One CSV cell: quoted when needed; a cell that a spreadsheet would read as a formula (starting
 * with = + - @, or a tab or carriage return) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(SEPARATOR)}\r\n`;
}

/** The changed fields as one readable text, as the screen says them: `Naam: "Oud" → "Nieuw"; Wachtwoord`. */
export function describeChanges(event: TAuditEvent): string {
  return changedAuditFields(event.changes)
    .map(([field, change]) => describeAuditChange(field, change, event.practice_name))
    .join('; ');
}

export function auditCsvRow(event: TAuditEvent): string {
  return csvLine([
    event.occurred_at,
    event.actor_email ?? '',
    event.ip ?? '',
    auditEntityText(event),
    event.entity_id === null ? '' : String(event.entity_id),
    AUDIT_ACTION_LABELS[event.action],
    describeChanges(event),
    String(event.repeat_count),
  ]);
}
