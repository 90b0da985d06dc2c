import { MESSAGES } from '@praktijkportaal/contract/messages';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';

/** While the portal asks the server who is logged in. */
export function SessionChecking() {
  return (
    <p className="p-8 text-slate-600" aria-live="polite">
      {MESSAGES.checkingSession}
    </p>
  );
}

/** The server could not say who is logged in, or the app's code did not arrive. */
export function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 p-8">
      <Alert>{MESSAGES.genericError}</Alert>
      <Button onClick={onRetry}>Opnieuw proberen</Button>
    </main>
  );
}
