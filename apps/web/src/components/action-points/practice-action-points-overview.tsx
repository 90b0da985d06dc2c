import { MAX_LIST_LIMIT } from '@praktijkportaal/contract/list-fields';
import { usePracticeActionPoints } from '../../api/action-points';
import { TEXTS } from '../../lib/texts';
import { Alert } from '../ui/alert';
import { StatusText } from '../ui/status-text';
import { ActionPointList } from './action-point-list';
import { ACTION_POINT_TEXTS } from './texts';

/**
 * The practice page of Admin and Coach: every action point with its status, who marked it
 * when, and the note; read only (the practice marks them).
 */
export function PracticeActionPointsOverview({ practiceId }: { practiceId: number }) {
  const points = usePracticeActionPoints(practiceId, { limit: MAX_LIST_LIMIT });
  return (
    <section aria-labelledby="praktijk-actiepunten" className="flex flex-col gap-3">
      <h2 id="praktijk-actiepunten" className="text-xl font-bold">
        {ACTION_POINT_TEXTS.title}
      </h2>
      {points.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {points.isError ? <Alert>{ACTION_POINT_TEXTS.loadFailed}</Alert> : null}
      {points.data && points.data.rows.length === 0 ? (
        <p className="text-slate-700">{ACTION_POINT_TEXTS.noPoints}</p>
      ) : null}
      {points.data && points.data.rows.length > 0 ? (
        <>
          <ActionPointList points={points.data.rows} canMark={false} showReport />
          {points.data.total > points.data.rows.length ? (
            <p className="text-sm text-slate-600">
              {ACTION_POINT_TEXTS.firstOf(points.data.rows.length, points.data.total)}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
