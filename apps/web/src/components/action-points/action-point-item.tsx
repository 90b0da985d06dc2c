import { ACTION_POINT_STATUS_LABELS } from '@praktijkportaal/contract/action-point-statuses';
import {
  MAX_ACTION_POINT_NOTE_LENGTH,
  type TActionPoint,
  type TActionPointStatus,
} from '@praktijkportaal/contract/action-points';
import { pdfPagePath } from '@praktijkportaal/contract/page-paths';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMarkActionPoint } from '../../api/action-points-mutations';
import { apiErrorMessage } from '../../lib/api-error-message';
import { formatDutchDayAndTime } from '../../lib/dutch-formats';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FIELD_CONTROL } from '../ui/field-frame';
import { ACTION_POINT_TEXTS } from './texts';

type Props = {
  point: TActionPoint;
  /** Klant and Manager mark their practice's points; Admin and Coach only read them. */
  canMark: boolean;
  /** Shows which report the point comes from (lists over several reports). */
  showReport?: boolean;
  /** Told after a mark is saved, for the list's own announcement. */
  onMarked?: (message: string) => void;
};

const STATUS_STYLES: Record<TActionPointStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-900',
  not_applicable: 'bg-slate-200 text-slate-800',
};

/**
 * One action point. Open and markable: "Gedaan" and "Niet van toepassing" with an optional
 * note; once marked it shows collapsed (status, who, when, note) with "Wijzigen".
 */
export function ActionPointItem({ point, canMark, showReport = false, onMarked }: Props) {
  const [editing, setEditing] = useState(false);
  const formOpen = canMark && (point.status === 'open' || editing);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-medium text-slate-900">{point.text}</p>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[point.status]}`}
        >
          {ACTION_POINT_STATUS_LABELS[point.status]}
        </span>
      </div>
      {showReport ? (
        <Link
          to={pdfPagePath(point.report_pdf_id)}
          className="self-start text-sm text-theme-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
        >
          {ACTION_POINT_TEXTS.fromReport(point.report_name)}
        </Link>
      ) : null}
      {point.status !== 'open' && point.marked_at ? (
        <p className="text-sm text-slate-700">
          {ACTION_POINT_TEXTS.markedBy(
            point.marked_by_name,
            formatDutchDayAndTime(new Date(point.marked_at)),
          )}
        </p>
      ) : null}
      {point.note && !formOpen ? (
        <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{point.note}</p>
      ) : null}
      {formOpen ? (
        <MarkForm
          point={point}
          onDone={(message) => {
            setEditing(false);
            onMarked?.(message);
          }}
          onCancel={point.status === 'open' ? undefined : () => setEditing(false)}
        />
      ) : canMark ? (
        <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
          {ACTION_POINT_TEXTS.change}
          <span className="sr-only">: {point.text}</span>
        </Button>
      ) : null}
    </li>
  );
}

function MarkForm({
  point,
  onDone,
  onCancel,
}: {
  point: TActionPoint;
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const noteId = useId();
  const [note, setNote] = useState(point.note);
  const mark = useMarkActionPoint(point.id);
  const save = async (status: TActionPointStatus) => {
    const saved = await mark.mutateAsync({ status, note: status === 'open' ? '' : note });
    onDone(
      saved.status === 'open'
        ? ACTION_POINT_TEXTS.reopened(saved.text)
        : ACTION_POINT_TEXTS.saved(saved.text, ACTION_POINT_STATUS_LABELS[saved.status]),
    );
  };
  const act = (status: TActionPointStatus) => () => {
    save(status).catch(() => undefined); // shown below from the mutation's error
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
          {ACTION_POINT_TEXTS.noteLabel}
          <span className="sr-only">: {point.text}</span>
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={MAX_ACTION_POINT_NOTE_LENGTH}
          aria-describedby={`${noteId}-count`}
          className={FIELD_CONTROL}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <p id={`${noteId}-count`} aria-live="polite" className="text-right text-sm text-slate-600">
          {ACTION_POINT_TEXTS.noteCount(note.length)}
        </p>
      </div>
      {mark.isError ? <Alert>{apiErrorMessage(mark.error)}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={act('done')} disabled={mark.isPending}>
          {ACTION_POINT_TEXTS.done}
          <span className="sr-only">: {point.text}</span>
        </Button>
        <Button variant="secondary" onClick={act('not_applicable')} disabled={mark.isPending}>
          {ACTION_POINT_TEXTS.notApplicable}
          <span className="sr-only">: {point.text}</span>
        </Button>
        {point.status === 'open' ? null : (
          <Button variant="secondary" onClick={act('open')} disabled={mark.isPending}>
            {ACTION_POINT_TEXTS.reopen}
          </Button>
        )}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={mark.isPending}>
            {ACTION_POINT_TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
