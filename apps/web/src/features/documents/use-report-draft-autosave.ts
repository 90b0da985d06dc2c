import type { TReportDraftRequest } from '@praktijkportaal/contract/report-drafts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveReportDraft } from '../../api/report-drafts';
import { ApiError } from '../../lib/api-error';

/** How long typing rests before the form goes to the server as a concept (decision 051). */
export const DRAFT_SAVE_DELAY_MS = 2000;

export type DraftStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed' }
  | { kind: 'sessionEnded' };

/**
 * Saves the form as the author's concept once typing has rested for DRAFT_SAVE_DELAY_MS: one
 * request per pause, not per key, one at a time and in order. `changed` is called on every
 * change (react-hook-form's `watch`). A 401 stops it (the session ended; nothing is logged out
 * and the text stays in the form) until `resume`. `settle` stops it and waits for a save under
 * way, so that saving the report, which removes the concept, comes after the last concept.
 * `conceptHoldsAll`: the last concept saved holds the form as it stands (no change since).
 */
export function useReportDraftAutosave(
  subscribe: (changed: () => void) => () => void,
  currentDraft: () => TReportDraftRequest,
) {
  const [status, setStatus] = useState<DraftStatus>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const draft = useRef(currentDraft);
  draft.current = currentDraft;
  // Each change counts; a concept holds all only when no change came after the one it saved.
  const changes = useRef(0);
  const [conceptHoldsAll, setConceptHoldsAll] = useState(false);

  const save = useCallback(() => {
    queue.current = queue.current.then(async () => {
      if (stopped.current) return;
      setStatus({ kind: 'saving' });
      const savedChange = changes.current;
      try {
        const saved = await saveReportDraft(draft.current());
        setStatus({ kind: 'saved', at: saved.updated_at });
        setConceptHoldsAll(savedChange === changes.current);
      } catch (error) {
        const sessionEnded = error instanceof ApiError && error.status === 401;
        if (sessionEnded) stopped.current = true;
        setStatus({ kind: sessionEnded ? 'sessionEnded' : 'failed' });
      }
    });
  }, []);

  const schedule = useCallback(() => {
    changes.current += 1;
    setConceptHoldsAll(false);
    clearTimeout(timer.current);
    if (!stopped.current) timer.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
  }, [save]);

  useEffect(() => {
    const unsubscribe = subscribe(schedule);
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
    };
  }, [subscribe, schedule]);

  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    stopped.current = true;
    await queue.current;
  }, []);

  /** After a refused report save or a new login: changes are saved as concepts again. */
  const resume = useCallback(() => {
    stopped.current = false;
    setStatus((current) => (current.kind === 'sessionEnded' ? { kind: 'idle' } : current));
  }, []);

  return { status, conceptHoldsAll, schedule, settle, resume };
}
