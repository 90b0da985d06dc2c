import { useUser } from '../../../api/users';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageName } from '../../../lib/page-context';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { ResetSecondFactorButton } from '../components/reset-second-factor-button';
import { SendInvitationButton } from '../components/send-invitation-button';
import { UserInfo } from '../components/user-info';
import { UserPasskeys } from '../components/user-passkeys';
import { UserPractices } from '../components/user-practices';

/** /admin/customer-details/{userId}: the user's facts and, for non-Admins, their practices. */
export function UserDetailsPage() {
  const userId = useIdParam('userId');
  const user = useUser(userId);
  usePageName(user.data?.name);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={user.data?.name ?? TEXTS.userDetailsTitle}>
        {user.data ? (
          <>
            {user.data.is_active && !user.data.password_set ? (
              <SendInvitationButton user={user.data} />
            ) : null}
            {user.data.mfa_enabled ? <ResetSecondFactorButton user={user.data} /> : null}
            <ActionLink to={`/admin/edit-customer/${userId}`}>{TEXTS.edit}</ActionLink>
          </>
        ) : null}
      </PageHeader>
      {user.isPending ? <StatusText>{TEXTS.loading}</StatusText> : null}
      {user.isError ? <Alert>{apiErrorMessage(user.error)}</Alert> : null}
      {user.data && user.data.mfa_lock !== 'none' ? (
        <Alert>
          {user.data.mfa_lock === 'until_reset'
            ? TEXTS.secondFactorLockedUntilReset(user.data.name)
            : TEXTS.secondFactorLockedTemporary(user.data.name)}
        </Alert>
      ) : null}
      {user.data ? (
        <>
          <UserInfo user={user.data} />
          <UserPractices user={user.data} />
          {user.data.is_active ? <UserPasskeys user={user.data} /> : null}
        </>
      ) : null}
    </section>
  );
}
