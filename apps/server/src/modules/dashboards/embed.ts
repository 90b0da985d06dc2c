import type { TDashboardView } from '@praktijkportaal/contract/dashboards';
import type { DashboardWithPractice } from './dashboard-response';
import { toDashboardResponse } from './dashboard-response';
import { type PowerBiClient, PowerBiError } from './powerbi-types';

/**
 * A dashboard as its page needs it: a key dashboard also gets fresh embed data, or, when Power
 * BI cannot give it now, `embed_error` with the code, so the page still shows everything else.
 */
export async function toDashboardView(
  row: DashboardWithPractice,
  powerBi: PowerBiClient,
): Promise<TDashboardView> {
  const view = toDashboardResponse(row);
  if (row.dashboard.gripDashboard !== 'digiredokey' || !row.dashboard.digiredokey) return view;
  try {
    const embed = await powerBi.getEmbedInfo(row.dashboard.digiredokey);
    return {
      ...view,
      embedUrl: embed.embedUrl,
      embedToken: embed.embedToken,
      reportId: embed.reportId,
      embedTokenExpiry: embed.expiration,
    };
  } catch (error) {
    if (error instanceof PowerBiError)
      return { ...view, embed_error: { code: error.code, message: error.message } };
    throw error;
  }
}
