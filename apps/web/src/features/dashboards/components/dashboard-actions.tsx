import { Icon } from '../../../components/icons/icon';
import { faExpand } from '../../../components/icons/solid/expand';
import { faPrint } from '../../../components/icons/solid/print';
import { Button } from '../../../components/ui/button';
import { DASHBOARD_TEXTS } from '../texts';

type Props = { onFullscreen: () => void; onPrint: () => void; disabled?: boolean };

/** Volledig scherm and Printen (spec §2); never printed themselves. */
export function DashboardActions({ onFullscreen, onPrint, disabled = false }: Props) {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <Button variant="secondary" onClick={onFullscreen} disabled={disabled}>
        <Icon icon={faExpand} />
        {DASHBOARD_TEXTS.fullscreen}
      </Button>
      <Button variant="secondary" onClick={onPrint} disabled={disabled}>
        <Icon icon={faPrint} />
        {DASHBOARD_TEXTS.print}
      </Button>
    </div>
  );
}
