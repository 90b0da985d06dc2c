import { type FormEvent, useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key';

type Attempt = (idempotencyKey: string) => Promise<unknown>;

/**
 * One submission of a form at a time, however it is sent (two quick clicks, Enter, a click while
 * saving): a second submit while one runs is dropped before it reaches the validation. Each
 * attempt gets a fresh `Idempotency-Key` for the request it makes, and starts by clearing the
 * last attempt's failure, so that an old server message never stands beside a new one.
 * `failure` is what the attempt threw (a refused save); `pending` lasts until it settles,
 * including the navigation a successful save awaits.
 */
export function useFormSubmission() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submitWith = useCallback(
    (attempt: Attempt) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (running.current) return;
      running.current = true;
      setFailure(null);
      setPending(true);
      try {
        await attempt(newIdempotencyKey());
      } catch (error) {
        setFailure(error);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [],
  );

  return { submitWith, pending, failure };
}
