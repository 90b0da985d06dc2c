import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  type TAuditEvent,
} from '@praktijkportaal/contract/audit';

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

/** The changed fields as one readable text: `naam: "Oud" → "Nieuw"; wachtwoord`. */
export function describeChanges(changes: TAuditEvent['changes']): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, change]) =>
      'old' in change || 'new' in change
        ? `${field}: ${JSON.stringify(change.old ?? null)} → ${JSON.stringify(change.new ?? null)}`
        : field,
    )
    .join('; ');
}

export function auditCsvRow(event: TAuditEvent): string {
  return csvLine([
    event.occurred_at,
    event.actor_email ?? '',
    event.ip ?? '',
    AUDIT_ENTITY_LABELS[event.entity_type],
    event.entity_id === null ? '' : String(event.entity_id),
    AUDIT_ACTION_LABELS[event.action],
    describeChanges(event.changes),
  ]);
}
