import { z } from 'zod';
import './zod-locale';

/*
 * Security mails (decision 088): every change to how someone logs in is
 * mailed to the account's address, with a "Dit was ik niet" link when the change was made in
 * one of the user's own sessions.
 */

/** The changes to how someone logs in that the owner is told of by mail. */
export const SECURITY_CHANGES = [
  'passkey_added',
  'passkey_removed',
  'password_changed',
  'password_reset',
  'password_set_by_admin',
  'mfa_enabled',
  'mfa_disabled',
  'mfa_reset_by_admin',
  'passkey_removed_by_admin',
  'recovery_codes_renewed',
] as const;
export type SecurityChange = (typeof SECURITY_CHANGES)[number];
/** Changes an Admin makes: their mail has no "Dit was ik niet" link, but says to ask the Admin. */
export const ADMIN_SECURITY_CHANGES: readonly SecurityChange[] = [
  'password_set_by_admin',
  'mfa_reset_by_admin',
  'passkey_removed_by_admin',
];

/** Days a security mail's "Dit was ik niet" link works. */
export const SECURITY_REPORT_VALID_DAYS = 14;

export const SECURITY_NOTICE_MESSAGES = {
  linkInvalid:
    'Deze link is ongeldig, verlopen of al gebruikt. Kies voor de zekerheid een nieuw wachtwoord via "Wachtwoord vergeten?" op de inlogpagina.',
  reported: (passkeysRemoved: number) =>
    `Bedankt voor je melding. Je bent op alle apparaten uitgelogd${
      passkeysRemoved === 0
        ? ''
        : passkeysRemoved === 1
          ? ' en de passkey die sindsdien is toegevoegd, is verwijderd'
          : ` en de ${passkeysRemoved} passkeys die sindsdien zijn toegevoegd, zijn verwijderd`
    }. Kies nu een nieuw wachtwoord.`,
  /** After a second factor or recovery codes that someone else may have made. */
  askAdminForSecondFactor:
    'Vraag daarna de beheerder van het portaal om je tweestapsverificatie te resetten: wie dit deed, kan de codes hebben.',
  /** After a second factor that someone else turned off. */
  turnSecondFactorOnAgain: 'Zet daarna tweestapsverificatie weer aan op de pagina Mijn account.',
} as const;

/** POST /api/security-report: the token of a security mail's "Dit was ik niet" link. */
export const ZSecurityReportRequest = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, SECURITY_NOTICE_MESSAGES.linkInvalid),
});
export type TSecurityReportRequest = z.infer<typeof ZSecurityReportRequest>;

/**
 * What was undone, and a one-time token for the page that sets a new password (as a reset
 * link's: whoever holds the mail's link holds the mailbox the reset link would go to).
 */
export const ZSecurityReported = z.object({
  message: z.string(),
  password_token: z.string(),
});
export type TSecurityReported = z.infer<typeof ZSecurityReported>;
