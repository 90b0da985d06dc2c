import type { TPasskey } from '@praktijkportaal/contract/passkeys';
import { formatDutchDayAndTime } from '../../lib/dutch-formats';

function Timestamp({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDutchDayAndTime(new Date(iso))}</time>;
}

/**
 * A passkey's name, when it was added and when last used: on "Mijn account" and on the Admin's
 * user page (decision 089), each with its own buttons beside it.
 */
export function PasskeyFacts({ passkey }: { passkey: TPasskey }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="font-semibold break-words">{passkey.name}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Toegevoegd</dt>
        <dd>
          <Timestamp iso={passkey.created_at} />
        </dd>
        <dt className="text-slate-600">Laatst gebruikt</dt>
        <dd>{passkey.last_used_at ? <Timestamp iso={passkey.last_used_at} /> : 'nog niet'}</dd>
      </dl>
    </div>
  );
}
