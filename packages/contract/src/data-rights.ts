import { z } from 'zod';
import './zod-locale';
import { ZActionPointStatus } from './action-points';
import { ZAuditEvent } from './audit';
import { MAX_PASSWORD_LENGTH, ZEmail } from './auth';
import { ZDepartment } from './fields';
import { ZUserType } from './roles';

/*
 * The AVG's rights in the portal (decisions 074–076): changing one's own
 * e-mail address through a mailed link, "Mijn gegevens downloaden" and the Admin's
 * "Definitief verwijderen" of a deleted user.
 */

/** Hours a link to confirm a new e-mail address works (decision 074). */
export const EMAIL_CHANGE_VALID_HOURS = 24;
/** Days the old address's "Dit was ik niet" link works: well past the change itself. */
export const EMAIL_CHANGE_REPORT_VALID_DAYS = 14;
/** Requests to change the address per user per hour, counted in the database. */
export const EMAIL_CHANGES_PER_HOUR = 5;

export const DATA_RIGHTS_MESSAGES = {
  emailChangeSent: (email: string) =>
    `We hebben een e-mail gestuurd naar ${email}. Je e-mailadres verandert pas als je op de link in die e-mail klikt; de link is ${EMAIL_CHANGE_VALID_HOURS} uur geldig. Je huidige adres krijgt een bericht over deze wijziging.`,
  emailChangeSame: 'Dit is al je e-mailadres.',
  tooManyEmailChanges:
    'Te veel aanvragen om je e-mailadres te wijzigen. Probeer het over een uur opnieuw.',
  emailChangeLinkInvalid:
    'Deze link is ongeldig, verlopen, ingetrokken of al gebruikt. Vraag op de pagina Mijn account opnieuw een wijziging aan.',
  emailChangeTakenMeanwhile:
    'Dit e-mailadres is intussen al in gebruik voor een ander account. Je e-mailadres is niet gewijzigd.',
  emailChanged: (email: string) =>
    `Je e-mailadres is gewijzigd in ${email}. Log voortaan in met dit adres; op andere apparaten ben je uitgelogd.`,
  emailChangeCancelled:
    'Bedankt voor je melding. De wijziging van het e-mailadres is ingetrokken: je e-mailadres blijft hetzelfde, en je bent op alle apparaten uitgelogd. Kies voor de zekerheid een nieuw wachtwoord via "Wachtwoord vergeten?" op de inlogpagina.',
  emailChangeAlreadyDone:
    'Bedankt voor je melding. Het e-mailadres was al gewijzigd, dus we konden het niet meer tegenhouden. Neem zo snel mogelijk contact op met de beheerder van het portaal: die kan het adres terugzetten en een nieuw wachtwoord instellen.',
  cannotEraseActive:
    'Alleen een verwijderde gebruiker kan definitief worden verwijderd. Verwijder de gebruiker eerst.',
} as const;

/** The name an erased user's remains go by: the Logboek, reports' author (decision 076). */
export const erasedUserName = (id: number) => `Verwijderde gebruiker ${id}`;

/** POST /api/me/email-change: the new address (after the password again, decision 053). */
export const ZEmailChangeRequest = z.object({ email: ZEmail });
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

/** The mailed links' token: 256 random bits in base64url, sent in the body, not the path. */
export const ZEmailChangeTokenRequest = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, DATA_RIGHTS_MESSAGES.emailChangeLinkInvalid),
});
export type TEmailChangeTokenRequest = z.infer<typeof ZEmailChangeTokenRequest>;

export const ZDataRightsMessage = z.object({ message: z.string() });

/** POST /api/email-change/report: whether the change could still be stopped. */
export const ZEmailChangeReported = z.object({
  message: z.string(),
  already_changed: z.boolean(),
});

/** POST /api/me/data-export: the password once more. */
export const ZDataExportRequest = z.object({
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type TDataExportRequest = z.infer<typeof ZDataExportRequest>;

const ZDate = z.string().describe('Datum en tijd, ISO 8601 (UTC)');

/**
 * "Mijn gegevens downloaden" (AVG art. 15 and 20): everything the portal holds about the user,
 * one JSON file. Never a password hash, token hash or second-factor secret; of other people
 * only what the user may see anyway (the names of their practices).
 */
export const ZMyData = z.object({
  format: z.literal('praktijkportaal-mijn-gegevens/1'),
  exported_at: ZDate,
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    type: ZUserType,
    created_at: ZDate,
    updated_at: ZDate,
    password_set: z.boolean(),
    password_changed: z.boolean(),
    second_factor_enabled_at: ZDate.nullable(),
    notices_enabled: z.boolean(),
  }),
  practices: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      departments: z.array(ZDepartment),
    }),
  ),
  sessions: z.array(
    z.object({
      created_at: ZDate,
      last_seen_at: ZDate,
      expires_at: ZDate,
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  /** Passkeys (names and dates; never their keys). */
  passkeys: z.array(
    z.object({ name: z.string(), created_at: ZDate, last_used_at: ZDate.nullable() }),
  ),
  recovery_codes: z.object({ total: z.number().int(), used: z.number().int() }),
  /** Own requests to change the e-mail address (decision 074), kept until 14 days old. */
  email_changes: z.array(
    z.object({
      new_email: z.string(),
      created_at: ZDate,
      expires_at: ZDate,
      confirmed_at: ZDate.nullable(),
      cancelled_at: ZDate.nullable(),
    }),
  ),
  read_receipts: z.array(
    z.object({
      pdf_id: z.number().int(),
      pdf_name: z.string(),
      practice_name: z.string(),
      first_opened_at: ZDate,
    }),
  ),
  reports_written: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      practice_name: z.string(),
      created_at: ZDate,
    }),
  ),
  files_uploaded: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      practice_name: z.string(),
      created_at: ZDate,
    }),
  ),
  report_concepts: z.array(z.object({ id: z.number().int(), name: z.string(), updated_at: ZDate })),
  /** Action points the user marked "Gedaan" or "Niet van toepassing", with their note. */
  action_points_marked: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      status: ZActionPointStatus,
      note: z.string(),
      report_name: z.string(),
      practice_name: z.string(),
      marked_at: ZDate.nullable(),
    }),
  ),
  /** Reminders the user sent for a report ("Herinnering sturen"), newest first. */
  report_reminders_sent: z.array(
    z.object({
      report_id: z.number().int(),
      report_name: z.string(),
      practice_name: z.string(),
      sent_at: ZDate,
    }),
  ),
  /**
   * The Logboek's records by the user and about the user, newest first. Of a record someone
   * else made, who it was and from where is left out.
   */
  audit_events: z.array(
    z.object({
      occurred_at: ZDate,
      by_you: z.boolean(),
      ip: z.string().nullable(),
      entity_type: ZAuditEvent.shape.entity_type,
      entity_id: z.number().int().nullable(),
      action: ZAuditEvent.shape.action,
      changes: ZAuditEvent.shape.changes,
      repeat_count: z.number().int(),
    }),
  ),
});
export type TMyData = z.infer<typeof ZMyData>;
