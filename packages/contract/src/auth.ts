import { z } from 'zod';
import './zod-locale';
import { ZId } from './fields';
import { MIN_PASSWORD_LENGTH } from './limits';
import { MESSAGES } from './messages';
import { ZUserType } from './roles';

/** Longest password we hash; anything longer is refused before argon2 sees it. */
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_EMAIL_LENGTH = 254;

export const ZEmail = z.string().trim().toLowerCase().min(1).max(MAX_EMAIL_LENGTH).pipe(z.email());

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Whether wrong codes locked the second factor: for 15 minutes, or until an Admin resets it. */
export const ZMfaLock = z.enum(['none', 'temporary', 'until_reset']);
export type TMfaLock = z.infer<typeof ZMfaLock>;

/** The signed-in user as login and /api/me return it (spec §3: the password is write-only). */
export const ZSessionUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    type: ZUserType,
    created_at: z.string(),
    is_active: z.boolean(),
    is_admin: z.boolean(),
    password_changed: z.boolean(),
    /** The API refuses everything but /api/me, logout and the password change until it is changed. */
    password_change_required: z.boolean(),
    /** False while the user has no password yet: an invitation waits to be used (decision 034). */
    password_set: z.boolean(),
    /** A second factor (TOTP) is on. */
    mfa_enabled: z.boolean(),
    /** The role needs a second factor and there is none yet: the API only allows enrolment. */
    mfa_enrolment_required: z.boolean(),
    /** Wrong codes in a row locked the second factor (decision 053). */
    mfa_lock: ZMfaLock,
  })
  .meta({ id: 'User' });
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** A password someone sets: long enough, and not so long that hashing it is a denial of service. */
export const ZNewPassword = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);

/** A password the Admin may leave empty: then the user gets an invitation by mail (decision 034). */
export const ZOptionalNewPassword = z.union([z.literal(''), ZNewPassword]).optional();

export const ZUserIdParams = z.object({ userId: ZId });

/** POST /api/change-password/{userId} (spec §7). */
export const ZChangePasswordRequest = z
  .object({
    current_password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
    new_password: ZNewPassword,
    new_password_confirmation: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((body) => body.new_password === body.new_password_confirmation, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['new_password_confirmation'],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** A mailed one-time link's token: 256 random bits in base64url (decision 034). */
export const ZOneTimeTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, MESSAGES.passwordLinkInvalid),
});

/** POST /api/password-reset: "Wachtwoord vergeten?". */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
/** The same answer whether the address is known or not. */
export const ZForgotPasswordResponse = z.object({ message: z.string() });

/** POST /api/set-password/{token}: the password chosen from an invitation or reset link. */
export const ZSetPasswordRequest = z
  .object({
    password: ZNewPassword,
    password_confirmation: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;
