import type { TDashboardView } from '@praktijkportaal/contract/dashboards';
import { MESSAGES } from '@praktijkportaal/contract/messages';

/** What a Power BI report needs in the browser; the token expires at `embedTokenExpiry`. */
export type EmbedData = Required<
  Pick<TDashboardView, 'embedUrl' | 'embedToken' | 'reportId' | 'embedTokenExpiry'>
>;

export type DashboardDisplay =
  | { kind: 'frame'; url: string }
  | { kind: 'powerBi'; embed: EmbedData }
  | { kind: 'unavailable'; message: string }
  | { kind: 'none' };

/**
 * What the dashboard page shows: a web page in a frame (digiredourl), a Power BI report
 * (digiredokey, with its embed data), the reason Power BI cannot show it now, or nothing.
 */
export function dashboardDisplay(view: TDashboardView): DashboardDisplay {
  switch (view.grip_dashboard) {
    case 'digiredourl':
      return view.url_dashboard ? { kind: 'frame', url: view.url_dashboard } : { kind: 'none' };
    case 'digiredokey':
      return powerBiDisplay(view);
    case 'geen':
      return { kind: 'none' };
  }
}

function powerBiDisplay(view: TDashboardView): DashboardDisplay {
  const { embedUrl, embedToken, reportId, embedTokenExpiry, embed_error } = view;
  if (embed_error) {
    return { kind: 'unavailable', message: embed_error.message || MESSAGES.powerBiUnavailable };
  }
  if (embedUrl && embedToken && reportId && embedTokenExpiry) {
    return { kind: 'powerBi', embed: { embedUrl, embedToken, reportId, embedTokenExpiry } };
  }
  return view.digiredokey
    ? { kind: 'unavailable', message: MESSAGES.powerBiUnavailable }
    : { kind: 'none' };
}
