import type { TSessionExpiry } from '@praktijkportaal/contract/sessions';
import { useEffect, useId, useRef, useState } from 'react';
import { useLogout } from '../api/logout';
import { getSessionExpiry, keepSessionAlive } from '../api/session-expiry';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { ApiError } from '../lib/api-error';
import { SESSION_EXPIRY_TEXTS as T } from './session-expiry-texts';

/*
 * Two minutes before the server ends the session, a dialog says so (decision
 * 077). The server is asked how long the session has left (asking is not activity), so work in
 * another tab counts; when it has ended, the answer is a 401 and the session gate shows the login
 * page at this address, saying why.
 */

const WARN_SECONDS = 120;
/** Never asked more often than this, so a very short idle limit cannot make a loop. */
const LEAST_MS_BETWEEN_CHECKS = 60_000;
const RETRY_MS = 60_000;

type Warning = { endsAt: number; extendable: boolean };

export function SessionExpiryWarning() {
  const [warning, setWarning] = useState<Warning | null>(null);
  const stay = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    /** Shows or hides the warning for the server's answer and sets the next question. */
    function plan(expiry: TSessionExpiry, askedAt: number, mayWarn: boolean) {
      if (stopped) return;
      const endsAt = askedAt + expiry.seconds_left * 1000;
      const warnAt = endsAt - WARN_SECONDS * 1000;
      const now = Date.now();
      if (warnAt > now || !mayWarn) setWarning(null);
      else setWarning((shown) => shown ?? { endsAt, extendable: expiry.extendable });
      // At the warning's moment, or after the end (then a 401, or someone was active).
      const next = warnAt > now ? warnAt : endsAt + 1_000;
      timer = setTimeout(check, Math.max(next - now, LEAST_MS_BETWEEN_CHECKS));
    }

    async function check() {
      clearTimeout(timer);
      const askedAt = Date.now();
      try {
        plan(await getSessionExpiry(), askedAt, true);
      } catch (error) {
        // A 401 has ended the session on screen already (api/client.ts); anything else: later.
        const ended = error instanceof ApiError && error.status === 401;
        if (!ended && !stopped) timer = setTimeout(check, RETRY_MS);
      }
    }

    stay.current = async () => {
      clearTimeout(timer);
      const askedAt = Date.now();
      plan(await keepSessionAlive(), askedAt, false);
    };

    // Timers sleep with the device: on coming back, ask again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  if (!warning) return null;
  return (
    <WarningDialog
      warning={warning}
      onStay={() => stay.current()}
      onClose={() => setWarning(null)}
    />
  );
}

function WarningDialog({
  warning,
  onStay,
  onClose,
}: {
  warning: Warning;
  onStay: () => Promise<void>;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const secondsLeft = useSecondsUntil(warning.endsAt);

  useEffect(() => {
    const dialog = dialogRef.current;
    const returnFocus = document.activeElement;
    dialog?.showModal();
    firstButtonRef.current?.focus();
    return () => {
      dialog?.close();
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    };
  }, []);

  async function stay() {
    setPending(true);
    setFailed(false);
    try {
      await onStay();
    } catch {
      setFailed(true);
      setPending(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Esc closes the warning; the session still ends unless someone is active.
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {T.title}
      </h2>
      <p id={textId} className="mt-3 text-sm text-slate-700">
        {warning.extendable ? T.idle : T.absolute}
      </p>
      <p className="mt-2 text-sm font-semibold tabular-nums text-slate-800">
        {T.timeLeft(secondsLeft)}
      </p>
      {failed ? (
        <div className="mt-4">
          <Alert>{T.stayFailed}</Alert>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {warning.extendable ? (
          <>
            <Button
              variant="secondary"
              aria-disabled={pending || logout.isPending || undefined}
              onClick={pending || logout.isPending ? undefined : () => logout.mutate()}
            >
              {T.logOut}
            </Button>
            <Button
              ref={firstButtonRef}
              aria-disabled={pending || undefined}
              onClick={pending ? undefined : () => void stay()}
            >
              {T.stay}
            </Button>
          </>
        ) : (
          <Button ref={firstButtonRef} onClick={onClose}>
            {T.close}
          </Button>
        )}
      </div>
    </dialog>
  );
}

/** Whole seconds until `endsAt`, counting down each second (not announced: the title says it). */
function useSecondsUntil(endsAt: number) {
  const left = () => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only endsAt
  useEffect(() => {
    const interval = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(interval);
  }, [endsAt]);
  return seconds;
}
