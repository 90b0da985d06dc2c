import { useState } from 'react';
import { useNoticeSetting, useSetNoticeSetting } from '../../../api/account';
import { Alert } from '../../../components/ui/alert';
import { StatusText } from '../../../components/ui/status-text';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { TEXTS } from '../../../lib/texts';
import { ACCOUNT_TEXTS } from '../account-texts';

const HEADING_ID = 'e-mailmeldingen';

/**
 * A Klant's or Manager's notice mails on or off: saved as soon as the box
 * is ticked or cleared, and said beside the box: "Opgeslagen" once the
 * server has it, or why not.
 */
export function NoticeSettingSection({ practiceCount }: { practiceCount: number }) {
  const setting = useNoticeSetting();
  const change = useSetNoticeSetting();
  // What was asked, shown at once and until the answer: the mutation's own pending state comes
  // a tick later, and a controlled box would jump back in between.
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <section aria-labelledby={HEADING_ID} className="flex max-w-2xl flex-col gap-3">
      <h2 id={HEADING_ID} className="text-xl font-bold">
        {ACCOUNT_TEXTS.noticesHeading}
      </h2>
      <p className="text-slate-700">{ACCOUNT_TEXTS.noticesIntro(practiceCount)}</p>
      {setting.isPending ? (
        <StatusText>{TEXTS.loading}</StatusText>
      ) : setting.isError ? (
        <Alert>{apiErrorMessage(setting.error)}</Alert>
      ) : (
        <label className="flex min-h-10 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-theme-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
            checked={asked ?? setting.data.enabled}
            disabled={asked !== null}
            onChange={(event) => {
              setAsked(event.target.checked);
              change.mutate({ enabled: event.target.checked }, { onSettled: () => setAsked(null) });
            }}
          />
          <span>{ACCOUNT_TEXTS.noticesLabel}</span>
        </label>
      )}
      <p role="status" className="min-h-5 text-sm text-green-800 empty:min-h-0">
        {change.isSuccess ? (
          <>
            <strong>{ACCOUNT_TEXTS.noticesSaved}</strong>{' '}
            {change.data.enabled ? ACCOUNT_TEXTS.noticesOn : ACCOUNT_TEXTS.noticesOff}
          </>
        ) : null}
      </p>
      {change.isError ? (
        <Alert>
          {ACCOUNT_TEXTS.noticesNotSaved} {apiErrorMessage(change.error)}
        </Alert>
      ) : null}
    </section>
  );
}
