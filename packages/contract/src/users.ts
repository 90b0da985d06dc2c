import { z } from 'zod';
import './zod-locale';
import { ZEmail, ZOptionalNewPassword, ZSessionUser } from './auth';
import { DASHBOARD_TYPES } from './departments';
import { singleLine, ZDepartment, ZId } from './fields';
import { MAX_NAME_LENGTH } from './limits';
import { ZPractice } from './practices';
import { ZUserType } from './roles';

/** A user in lists (spec §3); the password is write-only and never part of an answer. */
export const ZUser = ZSessionUser;
export type TUser = z.infer<typeof ZUser>;

/** One of a user's practices with the link's departments (spec §3: pivot.departments). */
export const ZUserPractice = ZPractice.extend({
  pivot: z.object({ departments: z.array(ZDepartment) }),
}).meta({ id: 'UserPractice' });
export type TUserPractice = z.infer<typeof ZUserPractice>;

/** GET /api/users/{id} and GET /api/me: the user with their active practices. */
export const ZUserWithPractices = ZUser.extend({ practices: z.array(ZUserPractice) }).meta({
  id: 'UserWithPractices',
});
export type TUserWithPractices = z.infer<typeof ZUserWithPractices>;

const ZName = singleLine(MAX_NAME_LENGTH);

export const ZCreateUserRequest = z.object({
  name: ZName,
  email: ZEmail,
  type: ZUserType.default('Klant'),
  password: ZOptionalNewPassword,
  practiceId: ZId.optional(),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** PATCH: every field optional; an empty or missing password keeps the old one. */
export const ZUpdateUserRequest = z.object({
  name: ZName.optional(),
  email: ZEmail.optional(),
  type: ZUserType.optional(),
  password: ZOptionalNewPassword,
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZIdParams = z.object({ id: ZId });
export const ZPracticeLinkRequest = z.object({ practiceId: ZId });
export const ZUpdateDepartmentsRequest = z.object({
  practice_id: ZId,
  departments: z.array(ZDepartment).refine((list) => new Set(list).size === list.length, {
    message: 'Elke afdeling mag maar één keer voorkomen.',
  }),
});
export const ZRetrieveTypesQuery = z.object({ practiceId: ZId });
export const ZRetrieveTypesResponse = z.object({
  allowedDashboardTypes: z.array(z.enum(DASHBOARD_TYPES)),
});
