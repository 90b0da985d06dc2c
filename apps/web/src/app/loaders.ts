import {
  DASHBOARD_SORTS,
  PRACTICE_SORTS,
  REPORT_SORTS,
  UPLOAD_SORTS,
  USER_SORTS,
} from '@praktijkportaal/contract/list-fields';
import type { UserType } from '@praktijkportaal/contract/roles';
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { type LoaderFunction, type LoaderFunctionArgs, replace } from 'react-router';
import { memberActionPointsQueries, reportActionPointsQuery } from '../api/action-points';
import { dashboardQuery, dashboardsPageQuery, deletedDashboardsPageQuery } from '../api/dashboards';
import { pdfQuery, uploadedPdfsPageQuery } from '../api/files';
import { meQuery } from '../api/me';
import { ownSessionsQuery } from '../api/own-sessions';
import {
  availablePracticesPageQuery,
  deletedPracticesPageQuery,
  memberPracticeQuery,
  practiceCoachesQuery,
  practiceQuery,
  practicesPageQuery,
} from '../api/practices';
import { practiceReportsPageQuery, reportQuery } from '../api/reports';
import { deletedUsersPageQuery, userQuery, usersPageQuery } from '../api/users';
import { whatsNewQuery } from '../api/whats-new';
import { memberHomeChoice } from '../features/member/lib/member-home-choice';
import { holdingPage, mayStayWhileHeld } from '../lib/held-user';
import { scopedQueryClient, trackStarted } from '../lib/request-scope';
import { DELETED_LIST_PREFIX, deletedShownIn, pageQueryFromUrl } from '../lib/use-list-params';
import { loadAppLayout } from './app-layout-chunk';
import { queryClient } from './query-client';
import { requireIdParams } from './route-params';

/*
 * Route loaders (decision 024): once the signed-in user is known, each starts every query its
 * screen needs at once, with the query options the screen's hooks use (so each answer is asked
 * once and the screen finds it in the cache). They do not wait for those answers: the screen
 * shows its own loading and error states, and a list keeps its page shown while the next one
 * loads. They import only the query files of `api/`, so the screens' code stays in its chunks.
 */

/** The page's query cache: the request's when the server renders, else the app's. */
const appQueryClient = () => scopedQueryClient() ?? queryClient;

/**
 * Starts a query unless the cache holds its answer already (a loader run again for another
 * page of a list does not ask the rest anew). A failure stays in the query, where the screen
 * shows it.
 */
function start<T, Key extends QueryKey>(options: EnsureQueryDataOptions<T, Error, T, Key>) {
  trackStarted(appQueryClient().ensureQueryData(options));
}

/**
 * The frame's loader, run by every navigation inside it: the session's query (asked only when
 * it is not cached), and a user the API holds at the password change or the second factor's
 * enrolment goes to that page (spec §4) instead of the address asked
 * for. The screens' loaders start nothing for them (`signedInUser`).
 */
export async function sessionLoader({ request }: LoaderFunctionArgs) {
  const me = await appQueryClient()
    .ensureQueryData(meQuery)
    .catch(() => null);
  const held = me ? holdingPage(me) : null;
  if (held && !mayStayWhileHeld(held, new URL(request.url).pathname)) throw replace(held);
  if (me) loadAppLayout().catch(() => undefined); // the gate's own import shows a failure
  return null;
}

/**
 * Who is logged in and may use the screens, from the cache or the session's request under way;
 * null for nobody, and for a user the API holds at the password change or the second factor's
 * enrolment (it refuses the rest, and each refusal would be a record in the Logboek).
 */
async function signedInUser() {
  const me = await appQueryClient()
    .ensureQueryData(meQuery)
    .catch(() => null);
  return me && !holdingPage(me) ? me : null;
}

type ScreenArgs = LoaderFunctionArgs & {
  /** The numeric id parameters, checked by `requireIdParams`. */
  id(name: string): number;
};

/**
 * A screen's loader: the id parameters are checked (anything else is a 404); once someone is
 * known to be logged in (on opening the portal, the answer of its one `/api/me`; afterwards the
 * cache), the screen's queries start. Nobody logged in: the session gate shows the login page,
 * and nothing else is asked until someone is.
 */
function screenLoader(idParams: string[], startQueries: (args: ScreenArgs) => void) {
  const checkIds = requireIdParams(...idParams);
  return async (args: LoaderFunctionArgs) => {
    checkIds(args);
    if (await signedInUser()) startQueries({ ...args, id: (name) => Number(args.params[name]) });
    return null;
  };
}

/**
 * A screen for some roles only: anyone else goes to their own home, before the screen's loader
 * starts its queries (the server refuses another role the data regardless, and records each
 * refusal in the Logboek).
 */
export function forRolesLoader(roles: readonly UserType[], screen?: LoaderFunction) {
  return async (args: LoaderFunctionArgs) => {
    const me = await signedInUser();
    if (me && !roles.includes(me.type)) throw replace('/');
    return screen ? screen(args) : null;
  };
}

const url = ({ request }: LoaderFunctionArgs) => request.url;
/** A list page's deleted items, when its address shows them (`?deleted=1`). */
const deletedShown = (args: LoaderFunctionArgs) => deletedShownIn(new URL(url(args)).searchParams);
const deletedPage = (args: LoaderFunctionArgs, sorts: readonly string[]) =>
  pageQueryFromUrl(url(args), sorts, DELETED_LIST_PREFIX);

export const loaders = {
  /**
   * `/change-password`, the forced first change (spec §4): one who changed the password before
   * goes home. Judged on arrival; after the change the form itself goes home with its message.
   */
  forcedPassword: async () => {
    if ((await signedInUser())?.password_changed) throw replace('/');
    return null;
  },
  /** The password page from the menu and Mijn account, each with "Ingelogde apparaten". */
  password: screenLoader([], () => start(ownSessionsQuery)),
  dashboard: screenLoader(['dashboardId'], ({ id }) => start(dashboardQuery(id('dashboardId')))),
  pdf: screenLoader(['pdfId'], ({ id }) => trackStarted(startPdfPage(id('pdfId')))),
  users: screenLoader([], (args) => {
    start(usersPageQuery(pageQueryFromUrl(url(args), USER_SORTS)));
    if (deletedShown(args)) start(deletedUsersPageQuery(deletedPage(args, USER_SORTS)));
  }),
  auditLog: screenLoader([], (args) => {
    trackStarted(startAuditLog(args));
  }),
  user: screenLoader(['userId'], ({ id }) => start(userQuery(id('userId')))),
  userDetails: screenLoader(['userId'], (args) => {
    const userId = args.id('userId');
    start(userQuery(userId));
    start(availablePracticesPageQuery(userId, pageQueryFromUrl(url(args), PRACTICE_SORTS)));
  }),
  dashboards: screenLoader([], (args) => {
    start(dashboardsPageQuery(pageQueryFromUrl(url(args), DASHBOARD_SORTS)));
    if (deletedShown(args)) start(deletedDashboardsPageQuery(deletedPage(args, DASHBOARD_SORTS)));
  }),
  practices: screenLoader([], (args) => {
    start(practicesPageQuery(pageQueryFromUrl(url(args), PRACTICE_SORTS)));
    if (deletedShown(args)) start(deletedPracticesPageQuery(deletedPage(args, PRACTICE_SORTS)));
  }),
  /** The Admin's "Deze maand": the page of the address, and the coaches of its filter. */
  monthOverview: screenLoader([], (args) => {
    trackStarted(startMonthOverview(args, { withCoaches: true }));
  }),
  practice: screenLoader(['practiceId'], ({ id }) => start(practiceQuery(id('practiceId')))),
  /** Admin's and Coach's practice details: the practice, a page of its reports and of its files. */
  practiceDetails: screenLoader(['practiceId'], (args) => {
    const practiceId = args.id('practiceId');
    start(practiceQuery(practiceId));
    start(practiceReports(practiceId, args));
    start(practiceFiles(practiceId, args));
  }),
  report: screenLoader(['reportId'], ({ id }) => start(reportQuery(id('reportId')))),
  /**
   * A Klant's or Manager's practice page: the practice with its dashboards, its coaches, what
   * is new (which its Verslagen and Bestanden pages' sidebar shows too) and its action points.
   */
  memberPractice: screenLoader(['practiceId'], ({ id }) => {
    start(memberPracticeQuery(id('practiceId')));
    start(practiceCoachesQuery(id('practiceId')));
    start(whatsNewQuery(id('practiceId')));
    const actionPoints = memberActionPointsQueries(id('practiceId'));
    start(actionPoints.open);
    start(actionPoints.marked);
  }),
  memberReports: screenLoader(['practiceId'], (args) => {
    start(practiceReports(args.id('practiceId'), args));
    start(whatsNewQuery(args.id('practiceId')));
  }),
  memberFiles: screenLoader(['practiceId'], (args) => {
    start(practiceFiles(args.id('practiceId'), args));
    start(whatsNewQuery(args.id('practiceId')));
  }),
};

/**
 * The month overview's queries, its module fetched with the screen's own chunk rather than in
 * the entry every page (the login page first) loads.
 */
async function startMonthOverview(
  args: LoaderFunctionArgs,
  { withCoaches }: { withCoaches: boolean },
) {
  const overview = await import('../api/month-overview');
  start(
    overview.monthOverviewPageQuery(overview.overviewQueryFrom(new URL(url(args)).searchParams)),
  );
  if (withCoaches) start(overview.overviewCoachesQuery);
}

/**
 * The PDF page's queries: the PDF, then what the page shows beside it: a report's action points,
 * and for a Klant or Manager the counts of its practice in the sidebar.
 */
async function startPdfPage(pdfId: number) {
  const [pdf, me] = await Promise.all([
    appQueryClient().ensureQueryData(pdfQuery(pdfId)),
    signedInUser(),
  ]);
  if (pdf.kind === 'report') start(reportActionPointsQuery(pdfId));
  if (me?.type === 'Klant' || me?.type === 'Manager') start(whatsNewQuery(pdf.practice_id));
}

/** The Logboek's queries, its module (with the audit kinds) fetched with the screen's chunk. */
async function startAuditLog(args: LoaderFunctionArgs) {
  const audit = await import('../api/audit');
  const query = audit.auditFiltersFrom(new URL(url(args)).searchParams);
  start(audit.auditEventsPageQuery(pageQueryFromUrl(url(args), []), query));
  start(audit.filterUsersQuery);
}

function practiceReports(practiceId: number, args: LoaderFunctionArgs) {
  return practiceReportsPageQuery(
    practiceId,
    pageQueryFromUrl(url(args), REPORT_SORTS, 'reports_'),
  );
}

function practiceFiles(practiceId: number, args: LoaderFunctionArgs) {
  return uploadedPdfsPageQuery(practiceId, pageQueryFromUrl(url(args), UPLOAD_SORTS, 'files_'));
}

/**
 * `/`, which differs per role. The user is asked anew for it (a Klant's or Manager's home
 * decides by their practices, and one may have been linked since they logged in; on opening the
 * portal this is the session's own request): the Coach's month overview then starts. A Klant or
 * Manager with one practice is sent on to it (its loader takes over), replacing `/` in the
 * history (a push without a click is an entry Chromium marks skippable); with several the
 * members' picker starts, and the page learns which home to show (`memberHome`).
 */
export async function homeLoader(args: LoaderFunctionArgs) {
  const me = await appQueryClient()
    .fetchQuery({ ...meQuery, staleTime: 0 })
    .catch(() => null);
  if (!me || holdingPage(me)) return null;
  const listPage = () => pageQueryFromUrl(url(args), PRACTICE_SORTS);
  if (me.type === 'Coach') trackStarted(startMonthOverview(args, { withCoaches: false }));
  if (me.type !== 'Klant' && me.type !== 'Manager') return null;
  const choice = memberHomeChoice(me.practices);
  if (choice.kind === 'openPractice') throw replace(`/practice/${choice.practiceId}`);
  if (choice.kind === 'pickPractice') start(practicesPageQuery(listPage()));
  return { memberHome: choice.kind };
}
