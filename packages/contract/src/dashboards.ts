import { z } from 'zod';
import { singleLine, webUrl, ZDashboardType, ZId } from './fields';
import { MAX_NAME_LENGTH } from './limits';
import { VALIDATION_MESSAGES } from './zod-locale';

/** Spec §2: how a dashboard is shown. geen: nothing; digiredokey: Power BI report; digiredourl: a web page. */
export const GRIP_DASHBOARDS = ['geen', 'digiredokey', 'digiredourl'] as const;
export const ZGripDashboard = z.enum(GRIP_DASHBOARDS);
export type GripDashboard = z.infer<typeof ZGripDashboard>;

/** The types the dashboard form offers (LBH is recognised, not offered). */
export const FORM_DASHBOARD_TYPES = ['GD', 'GD 1a', 'GD 1b', 'Paard', 'Rund'] as const;
export const DEFAULT_DASHBOARD_TYPE = 'GD';
export const DEFAULT_GRIP_DASHBOARD = 'geen';
/** Spec §9. */
export const DASHBOARD_SEARCH_LIMIT = 5;
export const DASHBOARD_FRAME_HEIGHT = 700;

export const ZDashboardIdParams = z.object({ id: ZId });

/** A dashboard as lists show it (spec §3); `practice` names the practice it belongs to. */
export const ZDashboard = z
  .object({
    id: z.number().int(),
    name: z.string(),
    grip_dashboard: ZGripDashboard,
    type_dashboard: ZDashboardType,
    url_dashboard: z.string().nullable(),
    digiredokey: z.string().nullable(),
    practice: z.object({ id: z.number().int(), name: z.string() }),
    created_at: z.string(),
    is_active: z.boolean(),
  })
  .meta({ id: 'Dashboard' });
export type TDashboard = z.infer<typeof ZDashboard>;

/**
 * GET /api/dashboards/{id}. A key dashboard also carries its embed data (spec §3), or, when
 * Power BI cannot give it now, `embed_error` with a code; the rest of the page still works.
 */
export const ZDashboardView = ZDashboard.extend({
  embedUrl: z.string().optional(),
  embedToken: z.string().optional(),
  reportId: z.string().optional(),
  embedTokenExpiry: z.string().optional(),
  embed_error: z.object({ code: z.string(), message: z.string() }).optional(),
}).meta({ id: 'DashboardView' });
export type TDashboardView = z.infer<typeof ZDashboardView>;

const ZDashboardUrl = webUrl();
/** A Power BI report id. */
const ZReportKey = z.guid();

const dashboardFields = {
  name: singleLine(MAX_NAME_LENGTH),
  grip_dashboard: ZGripDashboard,
  type_dashboard: ZDashboardType,
  url_dashboard: z.string().trim().nullish(),
  digiredokey: z.string().trim().nullish(),
};

type GripFields = {
  grip_dashboard?: GripDashboard;
  url_dashboard?: string | null;
  digiredokey?: string | null;
};
type WithGripFields<T> = Omit<T, 'url_dashboard' | 'digiredokey'> & {
  url_dashboard?: string | null;
  digiredokey?: string | null;
};

/**
 * The key or URL that belongs to the chosen grip is required and checked; the other one is
 * dropped, whatever the client sends (spec §5). Without a grip, neither is touched.
 */
function withGripFields<T extends GripFields>(body: T, ctx: z.RefinementCtx): WithGripFields<T> {
  const { url_dashboard, digiredokey, ...rest } = body;
  switch (body.grip_dashboard) {
    case undefined:
      return rest;
    case 'geen':
      return { ...rest, url_dashboard: null, digiredokey: null };
    case 'digiredourl': {
      const url = ZDashboardUrl.safeParse(url_dashboard ?? '');
      if (!url.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['url_dashboard'],
          message: DASHBOARD_MESSAGES.urlRequired,
        });
      }
      return { ...rest, url_dashboard: url.data ?? null, digiredokey: null };
    }
    case 'digiredokey': {
      const key = ZReportKey.safeParse(digiredokey ?? '');
      if (!key.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['digiredokey'],
          message: DASHBOARD_MESSAGES.keyRequired,
        });
      }
      return { ...rest, url_dashboard: null, digiredokey: key.data ?? null };
    }
  }
}

export const DASHBOARD_MESSAGES = {
  urlRequired: VALIDATION_MESSAGES.webUrl,
  keyRequired: 'Vul de rapport-id van Power BI in (een GUID).',
  gripRequired: 'Geef bij een sleutel of webadres ook de Grip Dashboard-keuze mee.',
} as const;

export const ZCreateDashboardRequest = z
  .object({
    ...dashboardFields,
    grip_dashboard: ZGripDashboard.default(DEFAULT_GRIP_DASHBOARD),
    type_dashboard: ZDashboardType.default(DEFAULT_DASHBOARD_TYPE),
    practiceId: ZId,
  })
  .transform(withGripFields);
export type TCreateDashboardRequest = z.input<typeof ZCreateDashboardRequest>;

/**
 * PATCH: fields optional. A key or URL only comes with the grip it belongs to, so the server
 * never has to guess which one to keep.
 */
export const ZUpdateDashboardRequest = z
  .object({
    name: dashboardFields.name.optional(),
    grip_dashboard: ZGripDashboard.optional(),
    type_dashboard: ZDashboardType.optional(),
    url_dashboard: dashboardFields.url_dashboard,
    digiredokey: dashboardFields.digiredokey,
  })
  .refine(
    (body) =>
      body.grip_dashboard !== undefined || (body.url_dashboard == null && body.digiredokey == null),
    {
      path: ['grip_dashboard'],
      message: DASHBOARD_MESSAGES.gripRequired,
    },
  )
  .transform(withGripFields);
export type TUpdateDashboardRequest = z.input<typeof ZUpdateDashboardRequest>;
