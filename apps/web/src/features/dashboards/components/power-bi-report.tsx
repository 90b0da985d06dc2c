import { DASHBOARD_FRAME_HEIGHT } from '@praktijkportaal/contract/dashboards';
import { type IReportEmbedConfiguration, models, type Report } from 'powerbi-client';
import { type EventHandler, PowerBIEmbed } from 'powerbi-client-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import type { EmbedData } from '../lib/dashboard-display';
import { isTokenExpiredError } from '../lib/embed-token';
import { DASHBOARD_TEXTS } from '../texts';
import { DashboardActions } from './dashboard-actions';
import { useEmbedTokenRefresh } from './use-embed-token-refresh';

/** Spec §2: the filters pane hidden, the page navigation shown. */
function reportEmbedConfiguration(embed: EmbedData): IReportEmbedConfiguration {
  return {
    type: 'report',
    id: embed.reportId,
    embedUrl: embed.embedUrl,
    accessToken: embed.embedToken,
    tokenType: models.TokenType.Embed,
    settings: { panes: { filters: { visible: false }, pageNavigation: { visible: true } } },
  };
}

type Props = { dashboardId: number; name: string; embed: EmbedData };

/**
 * An embedded Power BI report of height 700 (spec §9). Its token is renewed before it expires;
 * should it expire anyway (a laptop waking up), the `TokenExpired` error brings a new token
 * and a reload. This module is loaded on its own (see power-bi-dashboard.tsx).
 */
export function PowerBiReport({ dashboardId, name, embed }: Props) {
  const [report, setReport] = useState<Report>();
  const [failure, setFailure] = useState<string | null>(null);
  // Fixed for the report's life: the wrapper embeds the report again whenever this changes.
  const [embedConfig] = useState(() => reportEmbedConfiguration(embed));
  const renewNow = useEmbedTokenRefresh(report, dashboardId, embed.embedTokenExpiry);

  // The wrapper keeps the first handlers it is given (it compares their source text), so the
  // handler reads the current renewal through a ref.
  const renewRef = useRef(renewNow);
  useEffect(() => {
    renewRef.current = renewNow;
  }, [renewNow]);

  const eventHandlers = useMemo(
    () =>
      new Map<string, EventHandler>([
        [
          'error',
          (event, embedded) => {
            if (!isTokenExpiredError(event?.detail)) return;
            void renewRef.current().then((renewal) => {
              setFailure(renewal.ok ? null : renewal.message);
              if (renewal.ok) void embedded?.reload();
            });
          },
        ],
      ]),
    [],
  );

  return (
    <div className="flex flex-col gap-3">
      <DashboardActions
        disabled={!report}
        onFullscreen={() => report?.fullscreen()}
        onPrint={() => void report?.print()}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      {/* A style set from script, which the CSP allows (it refuses style attributes in HTML). */}
      <div style={{ height: DASHBOARD_FRAME_HEIGHT }}>
        <PowerBIEmbed
          embedConfig={embedConfig}
          eventHandlers={eventHandlers}
          getEmbeddedComponent={(embedded) => {
            embedded.iframe.title = DASHBOARD_TEXTS.frameTitle(name);
            setReport(embedded as Report);
          }}
          cssClassName="size-full overflow-hidden rounded-lg border border-slate-200 bg-white"
        />
      </div>
    </div>
  );
}
