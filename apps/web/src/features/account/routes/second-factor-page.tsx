import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router';
import { queryKeys } from '../../../api/query-keys';
import { Alert } from '../../../components/ui/alert';
import { notify } from '../../../lib/notices';
import { PASSKEY_TEXTS } from '../passkeys/passkey-texts';
import { PasskeysSection } from '../passkeys/passkeys-section';
import { MfaEnrolment } from '../second-factor/mfa-enrolment';
import { MFA_TEXTS } from '../second-factor/mfa-texts';
import { MfaTurnOff } from '../second-factor/mfa-turn-off';
import { RecoveryCodes } from '../second-factor/recovery-codes';
import { RecoveryCodesRenewal } from '../second-factor/recovery-codes-renewal';

/**
 * "Tweestapsverificatie": turn the second factor on (QR code, first code,
 * recovery codes once) or off. A user whose role requires it is kept here until it is on, or
 * until a passkey proves this session (decision 072): so they may add one here, or use one.
 */
export function SecondFactorPage() {
  const user = useOutletContext<TUserWithPractices>();
  const navigate = useNavigate();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // New codes of a factor that was on already, rather than the enrolment's first ones.
  const [renewed, setRenewed] = useState(false);
  // Judged on arrival: once enrolled, the recovery codes still show before going on.
  const [requiredOnArrival] = useState(user.mfa_enrolment_required);
  const queryClient = useQueryClient();
  const releasedByPasskey = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.me, exact: true });
    await navigate('/', { replace: true });
  };

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{MFA_TEXTS.title}</h1>
      {requiredOnArrival && !recoveryCodes ? (
        <Alert tone="info">
          <p>{MFA_TEXTS.required}</p>
          <p className="mt-1">{PASSKEY_TEXTS.heldHint}</p>
        </Alert>
      ) : null}
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          intro={renewed ? MFA_TEXTS.renewedCodesIntro : undefined}
          onDone={async () => {
            // Held here until now: on to the start page; else back to this page's state.
            if (requiredOnArrival) await navigate('/', { replace: true });
            else setRecoveryCodes(null);
            if (!renewed) notify(MFA_TEXTS.turnedOn);
            setRenewed(false);
          }}
        />
      ) : (
        <>
          <p className="max-w-2xl text-slate-700">{MFA_TEXTS.intro}</p>
          <p className="font-semibold">{user.mfa_enabled ? MFA_TEXTS.isOn : MFA_TEXTS.isOff}</p>
          {user.mfa_enabled ? (
            <div className="flex flex-col items-start gap-3">
              <RecoveryCodesRenewal
                onRenewed={(codes) => {
                  setRenewed(true);
                  setRecoveryCodes(codes);
                }}
              />
              <MfaTurnOff />
            </div>
          ) : (
            <MfaEnrolment onEnabled={setRecoveryCodes} />
          )}
          {requiredOnArrival ? (
            <PasskeysSection onReleased={() => void releasedByPasskey()} />
          ) : null}
        </>
      )}
    </section>
  );
}
