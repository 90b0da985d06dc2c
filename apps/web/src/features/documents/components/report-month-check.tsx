import {
  isoReportMonth,
  monthOfDate,
  readReportMonth,
} from '@praktijkportaal/contract/report-month';
import { useRef, useState } from 'react';
import { hasOtherReportOfMonth } from '../../../api/reports';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { reportMonthQuestion } from '../report-month-question';
import { DOCUMENT_TEXTS } from '../texts';

type Asking = { question: string; answer: (yes: boolean) => void };

async function isMonthTaken(practiceId: number, name: string, editedReportId: number | null) {
  const month = readReportMonth(name);
  if (!month) return false;
  try {
    return await hasOtherReportOfMonth(practiceId, isoReportMonth(month), editedReportId);
  } catch {
    // Not known (offline, logged out): the save itself says what went wrong; asking is not a gate.
    return false;
  }
}

/**
 * Before saving: asks about the month in a dialog when there is something to ask
 * (reportMonthQuestion), and resolves true to save, false to stay with everything typed. An
 * answered Opslaan is not asked again for the same practice and text (after logging in again).
 */
export function useReportMonthCheck(editedReportId: number | null) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const confirmed = useRef<string | null>(null);

  async function confirmMonth(practiceId: number, name: string) {
    const key = `${practiceId}:${name}`;
    if (confirmed.current === key) return true;
    const question = reportMonthQuestion({
      name,
      taken: await isMonthTaken(practiceId, name, editedReportId),
      now: monthOfDate(new Date()),
    });
    if (question === null) return true;
    const yes = await new Promise<boolean>((answer) => setAsking({ question, answer }));
    setAsking(null);
    if (yes) confirmed.current = key;
    return yes;
  }

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      question={asking?.question ?? ''}
      onConfirm={() => asking?.answer(true)}
      onCancel={() => asking?.answer(false)}
      confirmVariant="primary"
      confirmLabel={DOCUMENT_TEXTS.saveAnywayConfirm}
      cancelLabel={DOCUMENT_TEXTS.saveAnywayCancel}
    />
  );
  return { confirmMonth, dialog };
}
