import type { TPasskey } from '@praktijkportaal/contract/passkeys';
import type { TUser } from '@praktijkportaal/contract/users';
import { useRemoveUserPasskey, useUserPasskeys } from '../../../api/passkeys';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PasskeyFacts } from '../../../components/ui/passkey-facts';
import { StatusText } from '../../../components/ui/status-text';
import { TEXTS } from '../../../lib/texts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';

const HEADING_ID = 'user-passkeys-heading';

/**
 * A user's passkeys on the Admin's user page (decision 089): name, added and
 * last used, and a way to remove one; the user is mailed and the sessions it opened end.
 */
export function UserPasskeys({ user }: { user: Pick<TUser, 'id' | 'name'> }) {
  const passkeys = useUserPasskeys(user.id);
  const remove = useConfirmedAction(useRemoveUserPasskey(user.id));
  const asked = passkeys.data?.find((one) => one.id === remove.subject);

  return (
    <section aria-labelledby={HEADING_ID} className="flex max-w-2xl flex-col gap-3">
      <h2 id={HEADING_ID} className="text-xl font-bold">
        {TEXTS.userPasskeysTitle}
      </h2>
      <p className="text-slate-700">{TEXTS.userPasskeysIntro}</p>
      {passkeys.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {passkeys.isError ? <Alert>{TEXTS.userPasskeysLoadFailed}</Alert> : null}
      {passkeys.data?.length === 0 ? (
        <p className="text-slate-700">{TEXTS.userPasskeysNone}</p>
      ) : null}
      {passkeys.data && passkeys.data.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {passkeys.data.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onRemove={() => remove.ask(passkey.id, TEXTS.passkeyRemoved(passkey.name))}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        question={TEXTS.removePasskeyQuestion(asked?.name ?? '', user.name)}
        {...remove.dialogProps}
      />
    </section>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: TPasskey; onRemove: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <PasskeyFacts passkey={passkey} />
      <Button
        variant="secondary"
        className="shrink-0 self-start"
        aria-label={TEXTS.removePasskeyLabel(passkey.name)}
        onClick={onRemove}
      >
        {TEXTS.removePasskey}
      </Button>
    </li>
  );
}
