import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PAGE_PATHS } from '@praktijkportaal/contract/page-paths';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { StatementLinks } from '../../../components/statement-links';
import { Alert } from '../../../components/ui/alert';
import { usePageName } from '../../../lib/page-context';
import { LoginForm, type LoginFormProps } from '../components/login-form';

/**
 * Shown by the session gate at any address while nobody is logged in (spec §2); logging in
 * continues at that address. `notice` says why someone is back here (their session ended).
 */
export function LoginPage({ notice, ...props }: LoginFormProps & { notice?: string }) {
  usePageName(MESSAGES.loginHeading);
  return (
    <AuthCard title={MESSAGES.loginHeading}>
      {notice ? (
        <div className="mt-4">
          <Alert tone="info">{notice}</Alert>
        </div>
      ) : null}
      <p className="mt-2 mb-6 text-sm text-slate-600">{MESSAGES.loginHint}</p>
      <LoginForm {...props} />
      <p className="mt-4 text-sm">
        <Link
          to={PAGE_PATHS.forgotPassword}
          className="rounded-md font-semibold text-theme-800 underline underline-offset-2 hover:text-theme-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
        >
          {MESSAGES.forgotPasswordLink}
        </Link>
      </p>
      <StatementLinks className="mt-6 border-t border-slate-200 pt-4" />
    </AuthCard>
  );
}
