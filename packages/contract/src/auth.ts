import { z } from 'zod';
import { ZUserType } from './roles';

/** Longest password we hash; anything longer is refused before argon2 sees it. */
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_EMAIL_LENGTH = 254;

export const ZEmail = z.string().trim().toLowerCase().max(MAX_EMAIL_LENGTH).pipe(z.email());

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The signed-in user as login and /api/me return it (spec §3: the password is write-only). */
export const ZSessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: ZUserType,
  created_at: z.string(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  password_changed: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;
