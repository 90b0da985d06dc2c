import type { TOwnSession } from '@praktijkportaal/contract/sessions';
import { useRef, useState } from 'react';
import { useOwnSessions } from '../../../api/own-sessions';
import { useEndOtherSessions, useEndOwnSession } from '../../../api/own-sessions-mutations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusText } from '../../../components/ui/status-text';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorMessage, formFailureMessage } from '../../../lib/api-error-message';
import { formatDutchDayAndTime } from '../../../lib/dutch-formats';
import { notify } from '../../../lib/notices';
import { TEXTS } from '../../../lib/texts';
import { deviceName, SESSION_TEXTS } from './session-texts';

const HEADING_ID = 'ingelogde-apparaten';

/**
 * "Ingelogde apparaten" on the password page: where one is logged in, and
 * logging out another device or all others, each after a Ja. This device is logged out with
 * Uitloggen in the menu, as always. Ending asks for the password once more (decision 038).
 */
export function OwnSessionsSection() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const sessions = useOwnSessions();
  const endOne = useEndOwnSession();
  const endOthers = useEndOtherSessions();
  /** The open question: one device, or all others; null while none is open. */
  const [asked, setAsked] = useState<{ session: TOwnSession | null } | null>(null);
  const [password, setPassword] = useState('');
  const mutation = asked?.session ? endOne : endOthers;

  const ask = (session: TOwnSession | null) => {
    endOne.reset();
    endOthers.reset();
    setPassword('');
    setAsked({ session });
  };
  const close = () => setAsked(null);
  const confirm = () => {
    if (!asked) return;
    const { session } = asked;
    const done = () => {
      close();
      notify(session ? SESSION_TEXTS.sessionEnded(session) : SESSION_TEXTS.othersEnded);
    };
    if (session) endOne.mutate({ session, password }, { onSuccess: done });
    else endOthers.mutate({ password }, { onSuccess: done });
  };

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <section aria-labelledby={HEADING_ID} className="mt-6 flex max-w-2xl flex-col gap-3">
      <h2
        id={HEADING_ID}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold focus:outline-none"
      >
        {SESSION_TEXTS.title}
      </h2>
      <p className="text-slate-700">{SESSION_TEXTS.intro}</p>
      {sessions.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {sessions.isError ? <Alert>{SESSION_TEXTS.loadFailed}</Alert> : null}
      {sessions.data ? (
        <>
          <ul className="flex flex-col gap-3">
            {sessions.data.map((session) => (
              <SessionItem key={session.id} session={session} onEnd={ask} />
            ))}
          </ul>
          {others.length > 0 ? (
            <div>
              <Button variant="secondary" onClick={() => ask(null)}>
                {SESSION_TEXTS.endOthers}
              </Button>
            </div>
          ) : (
            <p className="text-slate-700">{SESSION_TEXTS.onlyThisDevice}</p>
          )}
        </>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        question={
          asked?.session
            ? SESSION_TEXTS.endSessionConfirm(asked.session)
            : SESSION_TEXTS.endOthersConfirm
        }
        pending={mutation.isPending}
        error={formFailureMessage(mutation.error, ['password'])}
        onConfirm={confirm}
        onCancel={close}
        fallbackFocus={headingRef}
        initialFocus={passwordRef}
      >
        <TextField
          ref={passwordRef}
          label={SESSION_TEXTS.passwordLabel}
          hint={SESSION_TEXTS.passwordHint}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrorMessage(mutation.error, 'password')}
        />
      </ConfirmDialog>
    </section>
  );
}

function SessionItem({
  session,
  onEnd,
}: {
  session: TOwnSession;
  onEnd: (session: TOwnSession) => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
          {deviceName(session)}
          {session.current ? (
            <span className="rounded-full bg-theme-100 px-2 py-0.5 text-xs font-semibold text-theme-800">
              {SESSION_TEXTS.thisDevice}
            </span>
          ) : null}
        </p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{SESSION_TEXTS.ipAddress}</dt>
          <dd className="break-all">{session.ip ?? SESSION_TEXTS.unknownIp}</dd>
          <dt className="text-slate-600">{SESSION_TEXTS.loggedInAt}</dt>
          <dd>
            <Timestamp iso={session.created_at} />
          </dd>
          <dt className="text-slate-600">{SESSION_TEXTS.loggedInWith}</dt>
          <dd className="break-words">
            {session.passkey === null
              ? SESSION_TEXTS.withPassword
              : SESSION_TEXTS.withPasskey(session.passkey)}
          </dd>
          <dt className="text-slate-600">{SESSION_TEXTS.lastActive}</dt>
          <dd>
            {/* This request is the last use of this session; its stored time lags up to a minute. */}
            {session.current ? SESSION_TEXTS.activeNow : <Timestamp iso={session.last_seen_at} />}
          </dd>
        </dl>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          className="shrink-0 self-start"
          aria-label={SESSION_TEXTS.endSessionLabel(session)}
          onClick={() => onEnd(session)}
        >
          {SESSION_TEXTS.endSession}
        </Button>
      )}
    </li>
  );
}

function Timestamp({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDutchDayAndTime(new Date(iso))}</time>;
}
