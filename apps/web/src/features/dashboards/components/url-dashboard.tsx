import { DASHBOARD_FRAME_HEIGHT } from '@praktijkportaal/contract/dashboards';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { DASHBOARD_TEXTS } from '../texts';
import { DashboardActions } from './dashboard-actions';
import './dashboard-print.css';

type Props = { url: string; name: string };

/** A web page dashboard in a frame of height 700 (spec §9), with fullscreen and print. */
export function UrlDashboard({ url, name }: Props) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [fullscreenRefused, setFullscreenRefused] = useState(false);

  const showFullscreen = () => {
    setFullscreenRefused(false);
    frameRef.current?.requestFullscreen().catch(() => setFullscreenRefused(true));
  };

  return (
    <div className="flex flex-col gap-3" data-print-dashboard>
      <DashboardActions onFullscreen={showFullscreen} onPrint={() => window.print()} />
      {fullscreenRefused ? <Alert>{DASHBOARD_TEXTS.fullscreenRefused}</Alert> : null}
      <iframe
        ref={frameRef}
        src={url}
        title={DASHBOARD_TEXTS.frameTitle(name)}
        height={DASHBOARD_FRAME_HEIGHT}
        className="w-full rounded-lg border border-slate-200 bg-white"
      />
    </div>
  );
}
