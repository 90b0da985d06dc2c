import { actionPointLinesOf } from '@praktijkportaal/contract/action-points';
import { countWords, MAX_REPORT_WORDS } from '@praktijkportaal/contract/reports';
import { useState } from 'react';
import { useReportActionPoints } from '../../api/action-points';
import { usePreviousReport } from '../../api/reports';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ACTION_POINT_TEXTS } from './texts';

type Props = {
  practiceId: number | null;
  /** The Actiepunten block as it stands in the form. */
  block: string;
  onChange: (block: string) => void;
};

/** The block with `line` on a line of its own at the end. */
export function appendLine(block: string, line: string) {
  const kept = block.trimEnd();
  return kept === '' ? line : `${kept}\n${line}`;
}

/**
 * A new report's form (decision 093): the open points of the practice's previous report, each
 * with "Overnemen" into the Actiepunten block; nothing goes along without the coach's click. A
 * point whose line is in the block shows "Overgenomen"; one that would take the block past
 * 200 words is not added, and the form says so.
 */
export function CarryOverPoints({ practiceId, block, onChange }: Props) {
  const previous = usePreviousReport(practiceId, null);
  const points = useReportActionPoints(previous?.pdf.id ?? 0, { enabled: previous !== null });
  const [refused, setRefused] = useState<string | null>(null);
  const open = points.data?.filter((point) => point.status === 'open') ?? [];
  if (!previous || open.length === 0) return null;
  const inBlock = new Set(actionPointLinesOf(block));

  return (
    <section
      aria-labelledby="vorige-actiepunten"
      className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white px-4 py-3"
    >
      <h2 id="vorige-actiepunten" className="font-semibold text-slate-900">
        {ACTION_POINT_TEXTS.carryOverTitle}
      </h2>
      <p className="text-sm text-slate-700">{ACTION_POINT_TEXTS.carryOverIntro(previous.name)}</p>
      {refused ? <Alert>{ACTION_POINT_TEXTS.doesNotFit(refused)}</Alert> : null}
      <ul className="flex flex-col gap-2">
        {open.map((point) => (
          <li key={point.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">{point.text}</span>
            {inBlock.has(point.text) ? (
              <span className="text-sm font-semibold text-green-800">
                {ACTION_POINT_TEXTS.takenOver}
              </span>
            ) : (
              <Button
                variant="secondary"
                aria-label={ACTION_POINT_TEXTS.takeOverLabel(point.text)}
                onClick={() => {
                  const next = appendLine(block, point.text);
                  if (countWords(next) > MAX_REPORT_WORDS) {
                    setRefused(point.text);
                    return;
                  }
                  setRefused(null);
                  onChange(next);
                }}
              >
                {ACTION_POINT_TEXTS.takeOver}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
