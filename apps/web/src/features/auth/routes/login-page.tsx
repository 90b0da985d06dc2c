import { MESSAGES } from '@praktijkportaal/contract/messages';
import { Logos } from '../../../app/logos';
import { usePageName } from '../../../lib/page-context';
import { LoginForm, type LoginFormProps } from '../components/login-form';

/**
 * Shown by the session gate at any address while nobody is logged in (spec §2); logging in
 * continues at that address.
 */
export function LoginPage(props: LoginFormProps) {
  usePageName(MESSAGES.loginHeading);
  return (
    <main className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6">
          <Logos />
        </div>
        <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.loginHeading}</h1>
        <p className="mt-2 mb-6 text-sm text-slate-600">{MESSAGES.loginHint}</p>
        <LoginForm {...props} />
      </div>
    </main>
  );
}
