import type { TPasskey } from '@praktijkportaal/contract/passkeys';
import { useRef, useState } from 'react';
import {
  proveWithPasskey,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '../../../api/passkeys';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PasskeyFacts } from '../../../components/ui/passkey-facts';
import { StatusText } from '../../../components/ui/status-text';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage, fieldErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/notices';
import { PasskeyCeremonyError, signWithPasskey } from '../../../lib/passkey-sign-in';
import { TEXTS } from '../../../lib/texts';
import { useProof } from '../proof/proof-dialog';
import { PROOF_TEXTS } from '../proof/proof-texts';
import { createPasskey } from './passkey-registration';
import { PASSKEY_TEXTS } from './passkey-texts';

const HEADING_ID = 'passkeys';

/** What to say about a failed ceremony or call; nothing when the person broke it off. */
function failureText(failure: unknown) {
  if (failure instanceof PasskeyCeremonyError) return failure.message;
  return apiErrorMessage(failure);
}

/** A passkey being named: just added (its first name) or chosen for "Naam wijzigen". */
type Naming = { passkey: TPasskey; isNew: boolean };

/**
 * "Passkeys" on "Mijn account" and, for a user held there, on the second factor's page (issue
 * #30 item 1): the list, "Passkey toevoegen" (the password again first when the server asks,
 * the browser's ceremony, then a name), rename and remove, each in a real dialog.
 * `onReleased`: a held user went on, by adding a passkey or proving with one.
 */
export function PasskeysSection({ onReleased }: { onReleased?: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const passkeys = usePasskeys();
  const { withProof, dialog: proofDialog } = useProof();
  const add = useAddPasskey(withProof, createPasskey);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey(withProof);
  const [naming, setNaming] = useState<Naming | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [removing, setRemoving] = useState<TPasskey | null>(null);
  const [proving, setProving] = useState(false);
  const [proofFailure, setProofFailure] = useState<string | null>(null);

  const startNaming = (passkey: TPasskey, isNew: boolean) => {
    rename.reset();
    setNameError(undefined);
    setName(passkey.name);
    setNaming({ passkey, isNew });
  };
  const closeNaming = () => {
    const wasNew = naming?.isNew;
    setNaming(null);
    if (wasNew) onReleased?.();
  };
  const saveName = () => {
    if (!naming) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(PASSKEY_TEXTS.nameMissing);
      nameRef.current?.focus();
      return;
    }
    const { isNew, passkey } = naming;
    const done = () => {
      closeNaming();
      notify(isNew ? PASSKEY_TEXTS.added : PASSKEY_TEXTS.renamed);
    };
    if (trimmed === passkey.name) return done();
    rename.mutate({ passkey, name: trimmed }, { onSuccess: done });
  };

  const startAdding = () => {
    setProofFailure(null);
    add.mutate(undefined, { onSuccess: (passkey) => startNaming(passkey, true) });
  };

  const confirmRemoval = () => {
    if (!removing) return;
    const { name: removedName } = removing;
    remove.mutate(removing, {
      onSuccess: () => {
        setRemoving(null);
        notify(PASSKEY_TEXTS.removed(removedName));
      },
    });
  };

  async function continueWithPasskey() {
    setProving(true);
    setProofFailure(null);
    try {
      await proveWithPasskey((options) =>
        signWithPasskey(options, { cancelledMessage: PROOF_TEXTS.passkeyCancelled }),
      );
      onReleased?.();
    } catch (failure) {
      setProofFailure(failureText(failure));
    } finally {
      setProving(false);
    }
  }

  const addFailure = add.error ? failureText(add.error) : null;
  const list = passkeys.data ?? [];
  return (
    <section aria-labelledby={HEADING_ID} className="mt-6 flex max-w-2xl flex-col gap-3">
      <h2
        id={HEADING_ID}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold focus:outline-none"
      >
        {PASSKEY_TEXTS.title}
      </h2>
      <p className="text-slate-700">{PASSKEY_TEXTS.intro}</p>
      {passkeys.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {passkeys.isError ? <Alert>{PASSKEY_TEXTS.loadFailed}</Alert> : null}
      {passkeys.data && list.length === 0 ? (
        <p className="text-slate-700">{PASSKEY_TEXTS.none}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {list.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onRename={() => startNaming(passkey, false)}
              onRemove={() => {
                remove.reset();
                setRemoving(passkey);
              }}
            />
          ))}
        </ul>
      ) : null}
      {addFailure ? <Alert>{addFailure}</Alert> : null}
      {proofFailure ? <Alert>{proofFailure}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={startAdding} disabled={add.isPending}>
          {add.isPending ? PASSKEY_TEXTS.adding : PASSKEY_TEXTS.add}
        </Button>
        {onReleased && list.length > 0 ? (
          <Button onClick={() => void continueWithPasskey()} disabled={proving}>
            {PASSKEY_TEXTS.continueWithPasskey}
          </Button>
        ) : null}
      </div>
      {proofDialog}
      <ConfirmDialog
        open={naming !== null}
        question={naming?.isNew ? PASSKEY_TEXTS.nameNewQuestion : PASSKEY_TEXTS.nameQuestion}
        confirmLabel={rename.isPending ? PASSKEY_TEXTS.saving : PASSKEY_TEXTS.save}
        cancelLabel={PASSKEY_TEXTS.cancel}
        confirmVariant="primary"
        pending={rename.isPending}
        error={
          rename.error && !fieldErrorMessage(rename.error, 'name')
            ? apiErrorMessage(rename.error)
            : null
        }
        onConfirm={saveName}
        onCancel={closeNaming}
        fallbackFocus={headingRef}
        initialFocus={nameRef}
      >
        <TextField
          ref={nameRef}
          label={PASSKEY_TEXTS.nameLabel}
          hint={PASSKEY_TEXTS.nameHint}
          maxLength={60}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          error={nameError ?? fieldErrorMessage(rename.error, 'name')}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={removing !== null}
        question={removing ? PASSKEY_TEXTS.removeConfirm(removing.name) : ''}
        pending={remove.isPending}
        error={remove.error ? apiErrorMessage(remove.error) : null}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoving(null)}
        fallbackFocus={headingRef}
      />
    </section>
  );
}

function PasskeyItem({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: TPasskey;
  onRename: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <PasskeyFacts passkey={passkey} />
      <div className="flex shrink-0 flex-wrap gap-2 self-start">
        <Button
          variant="secondary"
          aria-label={PASSKEY_TEXTS.renameLabel(passkey.name)}
          onClick={onRename}
        >
          {PASSKEY_TEXTS.rename}
        </Button>
        <Button
          variant="secondary"
          aria-label={PASSKEY_TEXTS.removeLabel(passkey.name)}
          onClick={onRemove}
        >
          {PASSKEY_TEXTS.remove}
        </Button>
      </div>
    </li>
  );
}
