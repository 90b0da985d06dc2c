import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { useOutletContext } from 'react-router';
import { useMemberPractice } from '../../../api/practices';
import { MemberActionPoints } from '../../../components/action-points/member-action-points';
import { Icon } from '../../../components/icons/icon';
import { faFileLines } from '../../../components/icons/solid/file-lines';
import { faFolderOpen } from '../../../components/icons/solid/folder-open';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ActionLink } from '../../../components/ui/action-link';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { StatusText } from '../../../components/ui/status-text';
import { isRefusal } from '../../../lib/api-error';
import { usePageName } from '../../../lib/page-context';
import { TEXTS } from '../../../lib/texts';
import { useIdParam } from '../../../lib/use-id-param';
import { CoachList } from '../components/coach-list';
import { DashboardTiles } from '../components/dashboard-tiles';
import { WhatsNewSummary } from '../components/whats-new-summary';
import { noDashboardsText } from '../lib/no-dashboards-text';
import { MEMBER_TEXTS } from '../texts';

/**
 * /practice/{practiceId} for Klant and Manager (spec §2): the dashboards they may see as
 * tiles, and the practice's coaches; links to this practice's Verslagen and Bestanden.
 */
export function MemberPracticePage() {
  const practiceId = useIdParam('practiceId');
  const user = useOutletContext<TUserWithPractices>();
  const practice = useMemberPractice(practiceId);
  usePageName(practice.data?.name);
  const otherPracticeLink =
    user.practices.length > 1 ? <ActionLink to="/">{MEMBER_TEXTS.otherPractice}</ActionLink> : null;

  if (practice.isPending) return <StatusText>{TEXTS.loading}</StatusText>;
  if (practice.isError) {
    if (isRefusal(practice.error)) return <AccessDenied />;
    return (
      <section className="flex flex-col gap-4">
        <PageHeader title={MEMBER_TEXTS.practiceLabel} />
        <Alert>{MEMBER_TEXTS.loadFailed}</Alert>
        <div>
          <ActionLink to="/">{MEMBER_TEXTS.toHome}</ActionLink>
        </div>
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-theme-700">{MEMBER_TEXTS.practiceLabel}</p>
        <PageHeader title={practice.data.name}>{otherPracticeLink}</PageHeader>
        {practice.data.description ? (
          <p className="text-slate-700">{practice.data.description}</p>
        ) : null}
        <nav
          aria-label={MEMBER_TEXTS.documentsNavigation(practice.data.name)}
          className="mt-2 flex flex-wrap gap-x-6 gap-y-2"
        >
          <ActionLink
            to={`/practice/${practiceId}/reports`}
            className="inline-flex items-center gap-2"
          >
            <Icon icon={faFileLines} />
            {MEMBER_TEXTS.reportsLink}
          </ActionLink>
          <ActionLink
            to={`/practice/${practiceId}/uploadedPDFs`}
            className="inline-flex items-center gap-2"
          >
            <Icon icon={faFolderOpen} />
            {MEMBER_TEXTS.filesLink}
          </ActionLink>
        </nav>
        <WhatsNewSummary practiceId={practiceId} />
      </div>
      <MemberActionPoints practiceId={practiceId} />
      <section aria-labelledby="praktijk-dashboards" className="flex flex-col gap-3">
        <h2 id="praktijk-dashboards" className="text-xl font-bold">
          {MEMBER_TEXTS.dashboardsTitle}
        </h2>
        <DashboardTiles
          dashboards={practice.data.dashboards}
          emptyText={noDashboardsText(
            user.practices.find((linked) => linked.id === practiceId)?.pivot.departments ?? [],
          )}
        />
      </section>
      <section aria-labelledby="praktijk-coaches" className="flex flex-col gap-3">
        <h2 id="praktijk-coaches" className="text-xl font-bold">
          {MEMBER_TEXTS.coachesTitle}
        </h2>
        <CoachList practiceId={practiceId} />
      </section>
    </section>
  );
}
