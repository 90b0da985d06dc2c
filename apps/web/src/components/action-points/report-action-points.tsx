import { useState } from 'react';
import { useReportActionPoints } from '../../api/action-points';
import { TEXTS } from '../../lib/texts';
import { Alert } from '../ui/alert';
import { StatusText } from '../ui/status-text';
import { ActionPointList, MarkAnnouncement } from './action-point-list';
import { ACTION_POINT_TEXTS } from './texts';

type Props = { pdfId: number; canMark: boolean };

/** Under a report's PDF: the points of that report, markable by its practice. */
export function ReportActionPoints({ pdfId, canMark }: Props) {
  const points = useReportActionPoints(pdfId);
  const [message, setMessage] = useState('');
  if (points.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (points.isError) return <Alert>{ACTION_POINT_TEXTS.loadFailed}</Alert>;
  if (points.data.length === 0) return null;
  return (
    <section aria-labelledby="verslag-actiepunten" className="flex flex-col gap-3">
      <h2 id="verslag-actiepunten" className="text-xl font-bold">
        {ACTION_POINT_TEXTS.reportTitle}
      </h2>
      <MarkAnnouncement message={message} />
      <ActionPointList points={points.data} canMark={canMark} onMarked={setMessage} />
    </section>
  );
}
