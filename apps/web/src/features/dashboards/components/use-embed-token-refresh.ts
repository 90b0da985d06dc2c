import { MESSAGES } from '@praktijkportaal/contract/messages';
import type { Report } from 'powerbi-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getDashboard } from '../../../api/dashboards';
import { msUntilTokenRefresh, nextRefreshDelay } from '../lib/embed-token';

export type Renewal = { ok: true } | { ok: false; message: string };

/**
 * Keeps an embedded report's token fresh: about ten minutes before it expires (a timer, and a
 * check when the tab becomes visible again, since hidden tabs' timers are held back) it asks
 * the dashboard again and hands the new token to the report with `setAccessToken`, which does
 * not reload the report. A failed renewal is tried again a minute later.
 */
export function useEmbedTokenRefresh(
  report: Report | undefined,
  dashboardId: number,
  firstExpiry: string,
) {
  const [schedule, setSchedule] = useState({ expiry: firstExpiry, afterRenewal: false });
  const running = useRef<Promise<Renewal> | null>(null);

  const renew = useCallback(async (): Promise<Renewal> => {
    if (!report) return { ok: false, message: MESSAGES.powerBiUnavailable };
    try {
      // Straight from the API, not through the query cache: a momentary embed error must not
      // replace the report that is still working.
      const view = await getDashboard(dashboardId);
      if (!view.embedToken || !view.embedTokenExpiry) {
        setSchedule((current) => ({ ...current, afterRenewal: true }));
        return { ok: false, message: view.embed_error?.message ?? MESSAGES.powerBiUnavailable };
      }
      await report.setAccessToken(view.embedToken);
      setSchedule({ expiry: view.embedTokenExpiry, afterRenewal: true });
      return { ok: true };
    } catch {
      setSchedule((current) => ({ ...current, afterRenewal: true }));
      return { ok: false, message: MESSAGES.powerBiUnavailable };
    }
  }, [report, dashboardId]);

  /** One renewal at a time, however many reasons ask for it. */
  const renewNow = useCallback(() => {
    running.current ??= renew().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [renew]);

  useEffect(() => {
    if (!report) return;
    const delay = nextRefreshDelay(schedule.expiry, Date.now(), schedule.afterRenewal);
    const timer = window.setTimeout(renewNow, delay);
    const renewIfDue = () => {
      if (
        document.visibilityState === 'visible' &&
        msUntilTokenRefresh(schedule.expiry, Date.now()) === 0
      ) {
        void renewNow();
      }
    };
    document.addEventListener('visibilitychange', renewIfDue);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', renewIfDue);
    };
  }, [report, schedule, renewNow]);

  return renewNow;
}
