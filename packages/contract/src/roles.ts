import { z } from 'zod';
import './zod-locale';

/** The four user types of the spec, in the order the user form offers them. */
export const USER_TYPES = ['Klant', 'Manager', 'Coach', 'Admin'] as const;
export const ZUserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof ZUserType>;

/** Types that only ever see their own practices. */
export const PRACTICE_MEMBER_TYPES = ['Klant', 'Manager'] as const satisfies readonly UserType[];
