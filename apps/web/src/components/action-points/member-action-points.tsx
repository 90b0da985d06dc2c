import { useState } from 'react';
import { memberActionPointsQueries } from '../../api/action-points';
import { TEXTS } from '../../lib/texts';
import { usePageQuery } from '../../lib/use-page-query';
import { Alert } from '../ui/alert';
import { StatusText } from '../ui/status-text';
import { ActionPointList, MarkAnnouncement } from './action-point-list';
import { ACTION_POINT_TEXTS } from './texts';

/**
 * The practice's start page for Klant and Manager (decision 093): the open action points to
 * mark, and the latest handled ones collapsed, each changeable with "Wijzigen".
 */
export function MemberActionPoints({ practiceId }: { practiceId: number }) {
  const queries = memberActionPointsQueries(practiceId);
  const open = usePageQuery(queries.open);
  const marked = usePageQuery(queries.marked);
  const [message, setMessage] = useState('');

  return (
    <section aria-labelledby="praktijk-actiepunten" className="flex flex-col gap-3">
      <h2 id="praktijk-actiepunten" className="text-xl font-bold">
        {ACTION_POINT_TEXTS.title}
      </h2>
      <MarkAnnouncement message={message} />
      {open.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {open.isError ? <Alert>{ACTION_POINT_TEXTS.loadFailed}</Alert> : null}
      {open.data ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-800">{ACTION_POINT_TEXTS.openTitle}</h3>
          {open.data.rows.length === 0 ? (
            <p className="text-slate-700">{ACTION_POINT_TEXTS.noOpenPoints}</p>
          ) : (
            <ActionPointList points={open.data.rows} canMark showReport onMarked={setMessage} />
          )}
          {open.data.total > open.data.rows.length ? (
            <p className="text-sm text-slate-600">
              {ACTION_POINT_TEXTS.firstOf(open.data.rows.length, open.data.total)}
            </p>
          ) : null}
        </div>
      ) : null}
      {marked.data && marked.data.rows.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-800">{ACTION_POINT_TEXTS.markedTitle}</h3>
          <ActionPointList points={marked.data.rows} canMark showReport onMarked={setMessage} />
        </div>
      ) : null}
    </section>
  );
}
