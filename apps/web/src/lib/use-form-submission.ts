import { type FormEvent, useCallback, useRef, useState } from 'react';
import { createAttemptKeys } from './idempotency-key';
import { screenChanged } from './stale-click-guard';

/** Gives the `Idempotency-Key` for the values an attempt sends. */
export type KeyFor = (values: unknown) => string;
type Attempt = (keyFor: KeyFor) => Promise<unknown>;

/**
 * One submission of a form at a time, however it is sent (two quick clicks, Enter, a click while
 * saving): a second submit while one runs is dropped before it reaches the validation. An attempt
 * asks `keyFor(values)` for the `Idempotency-Key` of its request: the same key again when the
 * same values are retried after an attempt that may have landed (`createAttemptKeys`), else a
 * fresh one. Each attempt starts by clearing the last attempt's failure, so that an old server
 * message never stands beside a new one. `failure` is what the attempt threw (a refused save);
 * `pending` lasts until it settles, including the navigation a successful save awaits. When it
 * settles, what lies under the pointer has changed (the next page, a message in the form's place
 * or above its fields): the second half of a double-click is dropped there (stale-click-guard.ts).
 */
export function useFormSubmission() {
  const running = useRef(false);
  const [attemptKeys] = useState(createAttemptKeys);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submitWith = useCallback(
    (attempt: Attempt) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (running.current) return;
      running.current = true;
      setFailure(null);
      setPending(true);
      // An attempt the form's own checks stopped sent nothing: it leaves the held key as it is.
      let sent = false;
      const keyFor: KeyFor = (values) => {
        sent = true;
        return attemptKeys.keyFor(values);
      };
      try {
        await attempt(keyFor);
        if (sent) attemptKeys.settled();
      } catch (error) {
        if (sent) attemptKeys.settled(error);
        setFailure(error);
      } finally {
        running.current = false;
        setPending(false);
        screenChanged();
      }
    },
    [attemptKeys],
  );

  return { submitWith, pending, failure };
}
