import { z } from 'zod';
import './zod-locale';
import { ZEmail, ZOptionalNewPassword } from './auth';
import { ZDashboard } from './dashboards';
import { multiLine, singleLine, webUrl, ZDepartment, ZId } from './fields';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from './limits';
import { ZWhatsNew } from './whats-new';

export const GRIP_IDS = [1, 2, 3] as const;
export const DEFAULT_GRIP_ID = 1;

/** 1, 2 or 3, as a number or its text (a form's select sends text). */
export const ZGripId = z
  .union([z.number(), z.string().regex(/^[123]$/)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(3));
export const ZPracticeIdParams = z.object({ practiceId: ZId });
const ZName = singleLine(MAX_NAME_LENGTH);
const ZDescription = multiLine(MAX_DESCRIPTION_LENGTH);
/** An http(s) address, or '' / null to clear it. */
const ZOptionalUrl = z
  .union([z.literal(''), z.null(), webUrl()])
  .transform((value) => value || null);

/** A practice as lists and details show it (spec §3). `url` is shown to coaches. */
export const ZPractice = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    grip_id: z.number().int(),
    url: z.string().nullable(),
    created_at: z.string(),
    is_active: z.boolean(),
  })
  .meta({ id: 'Practice' });
export type TPractice = z.infer<typeof ZPractice>;

/** A row of GET /api/practices: a Klant's or Manager's rows say what is new for them (decision 095). */
export const ZPracticeListItem = ZPractice.extend({ whats_new: ZWhatsNew.optional() }).meta({
  id: 'PracticeListItem',
});
export type TPracticeListItem = z.infer<typeof ZPracticeListItem>;

/** A user linked to a practice, with the link's departments (spec §3 pivot). */
export const ZPracticeUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    type: z.string(),
    is_active: z.boolean(),
    pivot: z.object({ departments: z.array(ZDepartment) }),
  })
  .meta({ id: 'PracticeUser' });

/** GET /api/practices/{id} for Admin and Coach: the practice with its dashboards and users. */
export const ZPracticeDetails = ZPractice.extend({
  dashboards: z.array(ZDashboard),
  users: z.array(ZPracticeUser),
}).meta({ id: 'PracticeDetails' });
export type TPracticeDetails = z.infer<typeof ZPracticeDetails>;

/** GET /api/practices/{id}/user: the practice with the dashboards the caller may see. */
export const ZPracticeWithDashboards = ZPractice.extend({ dashboards: z.array(ZDashboard) }).meta({
  id: 'PracticeWithDashboards',
});
export type TPracticeWithDashboards = z.infer<typeof ZPracticeWithDashboards>;

export const ZCoach = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TCoach = z.infer<typeof ZCoach>;

/** The types the add-practice form offers for the first user (spec §2). */
export const FIRST_USER_TYPES = ['Klant', 'Coach', 'Admin'] as const;

export const ZCreatePracticeRequest = z.object({
  name: ZName,
  description: ZDescription.default(''),
  grip_id: ZGripId.default(DEFAULT_GRIP_ID),
  /** Beside the spec's fields: the practice's first user, created in the same transaction. */
  user: z
    .object({
      name: ZName,
      email: ZEmail,
      password: ZOptionalNewPassword,
      type: z.enum(FIRST_USER_TYPES).default('Klant'),
    })
    .optional(),
});
export type TCreatePracticeRequest = z.infer<typeof ZCreatePracticeRequest>;

export const ZUpdatePracticeRequest = z.object({
  name: ZName.optional(),
  description: ZDescription.optional(),
  grip_id: ZGripId.optional(),
  url: ZOptionalUrl.optional(),
});
export type TUpdatePracticeRequest = z.infer<typeof ZUpdatePracticeRequest>;
