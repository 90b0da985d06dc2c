import { z } from 'zod';
import './zod-locale';
import { MAX_PASSWORD_LENGTH } from './auth';
import { MESSAGES } from './messages';

/** TOTP as the authenticator apps expect it (RFC 6238 defaults): 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code: six digits (spaces as apps show them are dropped). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: 24 base32 characters, in groups of four joined by dashes. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/;

/** Spaces and case do not matter when a code is typed. */
export function normaliseSecondFactorCode(code: string) {
  return code.replace(/\s+/g, '').toLowerCase();
}

const ZSecondFactorCode = z
  .string()
  .max(64)
  .transform(normaliseSecondFactorCode)
  .refine((code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code), {
    message: MESSAGES.mfaCodeFormat,
  });
const ZTotpCode = z
  .string()
  .max(64)
  .transform(normaliseSecondFactorCode)
  .refine((code) => TOTP_CODE_PATTERN.test(code), { message: MESSAGES.mfaCodeFormat });

/** POST /api/login answers this instead of the user when a second factor is on. */
export const ZMfaRequiredResponse = z.object({ mfa_required: z.literal(true) });
export type TMfaRequiredResponse = z.infer<typeof ZMfaRequiredResponse>;

/** POST /api/login/mfa: the code from the app or a recovery code. */
export const ZLoginMfaRequest = z.object({ code: ZSecondFactorCode });
export type TLoginMfaRequest = z.infer<typeof ZLoginMfaRequest>;

/** POST /api/me/mfa/enrolment: a new secret, as a QR code and as text for typing. */
export const ZMfaEnrolmentResponse = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** An SVG QR code of `otpauth_url` as a data: URL, drawn on the server. */
  qr_code: z.string(),
});
export type TMfaEnrolmentResponse = z.infer<typeof ZMfaEnrolmentResponse>;

/** POST /api/me/mfa: the first code confirms the enrolment. */
export const ZConfirmMfaRequest = z.object({ code: ZTotpCode });
export type TConfirmMfaRequest = z.infer<typeof ZConfirmMfaRequest>;
/** The recovery codes, shown this once. */
export const ZConfirmMfaResponse = z.object({ recovery_codes: z.array(z.string()) });
export type TConfirmMfaResponse = z.infer<typeof ZConfirmMfaResponse>;

/** POST /api/me/mfa/disable: the password and a code turn the second factor off. */
export const ZDisableMfaRequest = z.object({
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  code: ZSecondFactorCode,
});
export type TDisableMfaRequest = z.infer<typeof ZDisableMfaRequest>;

/**
 * Wrong codes in a row (decision 053): each 10th locks the factor for 15 minutes; the 100th
 * (NIST SP 800-63B 5.2.2) locks it until an Admin resets it. A right code starts again at 0.
 */
export const MFA_LOCK_AFTER_FAILURES = 10;
export const MFA_LOCK_MINUTES = 15;
export const MFA_LOCK_UNTIL_RESET_AFTER_FAILURES = 100;

/** Changing a login factor needs the password (or a code) proven this long ago at most. */
export const REAUTHENTICATION_VALID_MINUTES = 5;

/**
 * POST /api/me/reauthenticate: the password, or a code when the second factor is on; either
 * proves it is the owner in this session for the next 5 minutes.
 */
export const ZReauthenticateRequest = z
  .object({
    password: z.string().min(1).max(MAX_PASSWORD_LENGTH).optional(),
    code: ZSecondFactorCode.optional(),
  })
  .refine((proof) => (proof.password === undefined) !== (proof.code === undefined), {
    message: MESSAGES.reauthenticationProofMissing,
    path: ['password'],
  });
export type TReauthenticateRequest = z.infer<typeof ZReauthenticateRequest>;

/** POST /api/me/mfa/recovery-codes: ten new recovery codes; the earlier ones stop working. */
export const ZRecoveryCodesResponse = ZConfirmMfaResponse;
