import { AUDIT_ACTION_LABELS, type TAuditEvent } from '@praktijkportaal/contract/audit';
import {
  auditEntityText,
  changedAuditFields,
  describeAuditChange,
} from '@praktijkportaal/contract/audit-labels';
import { type Options, stringify } from 'csv-stringify/sync';

/**
 * The Logboek's CSV dialect, written by csv-stringify (decision 064): semicolons, what Dutch
 * Excel expects as the list separator (decision 045); Windows line ends; a cell quoted when it
 * holds a quote, a semicolon or a line break; and a cell that a spreadsheet would read as a
 * formula (starting with = + - @, a tab or a carriage return, or the full-width = + - @ that
 * Apple Numbers reads the same way) gets a leading apostrophe (OWASP CSV injection).
 */
const CSV_OPTIONS: Options = {
  delimiter: ';',
  record_delimiter: '\r\n',
  // With record_delimiter set, csv-stringify would quote only a whole CR LF: quote a lone one too.
  quote_record_delimiter: true,
  escape_formulas: true,
};

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

/** One record of text cells as one CSV line, its line end included. */
export function csvLine(cells: string[]): string {
  return stringify([cells], CSV_OPTIONS);
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
