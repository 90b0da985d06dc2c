import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { MFA_TEXTS } from './mfa-texts';

const HEADING_ID = 'herstelcodes';

/** The ten recovery codes, shown this once after enrolment or renewal (only hashes are kept). */
export function RecoveryCodes({
  codes,
  onDone,
  intro = MFA_TEXTS.codesIntro,
}: {
  codes: string[];
  onDone: () => void;
  intro?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that asked is gone: the focus goes to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={HEADING_ID} className="flex max-w-md flex-col gap-4">
      <h2
        id={HEADING_ID}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold focus:outline-none"
      >
        {MFA_TEXTS.codesTitle}
      </h2>
      <p className="text-slate-700">{intro}</p>
      <ol className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ol>
      <div>
        <Button onClick={onDone}>{MFA_TEXTS.codesDone}</Button>
      </div>
    </section>
  );
}
