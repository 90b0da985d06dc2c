import type { PageQuery } from '../lib/use-page-query';

/**
 * The query keys of data more than one feature shows. Features do not import each other, yet
 * a change in one (a user linked to a practice) must refresh what another shows (the
 * practice's users), so the keys live here.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** The signed-in user's passkeys: not under `me`, whose refetch would wait for them too. */
  passkeys: ['passkeys'] as const,
  users: {
    all: ['users'] as const,
    active: ['users', 'active'] as const,
    deleted: ['users', 'deleted'] as const,
    details: ['users', 'detail'] as const,
    detail: (userId: number) => ['users', 'detail', userId] as const,
    /** Under the user's detail: whatever refreshes the user refreshes these too. */
    passkeys: (userId: number) => ['users', 'detail', userId, 'passkeys'] as const,
  },
  practices: {
    all: ['practices'] as const,
    active: ['practices', 'active'] as const,
    deleted: ['practices', 'deleted'] as const,
    detail: (practiceId: number) => ['practices', 'detail', practiceId] as const,
    /** A Klant's or Manager's view: the practice with the dashboards they may see. */
    forMember: (practiceId: number) => ['practices', 'member', practiceId] as const,
    coaches: (practiceId: number) => ['practices', 'coaches', practiceId] as const,
    /** What is new there for the signed-in Klant or Manager (decision 095). */
    whatsNew: (practiceId: number) => ['practices', 'whats-new', practiceId] as const,
  },
  dashboards: {
    all: ['dashboards'] as const,
    active: ['dashboards', 'active'] as const,
    deleted: ['dashboards', 'deleted'] as const,
    detail: (dashboardId: number) => ['dashboards', 'detail', dashboardId] as const,
  },
  reports: {
    all: ['reports'] as const,
    ofPractice: (practiceId: number) => ['reports', 'practice', practiceId] as const,
    detail: (reportId: number) => ['reports', 'detail', reportId] as const,
  },
  /** Action points of saved reports (decision 093): a mark refreshes every list of them. */
  actionPoints: {
    all: ['action-points'] as const,
    ofPractice: (practiceId: number) => ['action-points', 'practice', practiceId] as const,
    ofReportPdf: (pdfId: number) => ['action-points', 'report-pdf', pdfId] as const,
  },
  /** The signed-in author's report concepts (decision 051). */
  reportDrafts: {
    all: ['report-drafts'] as const,
    of: (target: { report_id?: number; practice_id?: number }) =>
      ['report-drafts', target] as const,
  },
  /** "Deze maand" (Admin, Coach; decision 094): its pages, and the Admin's coach filter. */
  monthOverview: {
    all: ['month-overview'] as const,
    pages: ['month-overview', 'pages'] as const,
    coaches: ['month-overview', 'coaches'] as const,
  },
  /** The Logboek's pages (Admin). */
  auditEvents: ['audit-events'] as const,
  pdfs: {
    all: ['pdfs'] as const,
    uploadsOfPractice: (practiceId: number) => ['pdfs', 'uploads', practiceId] as const,
    detail: (pdfId: number) => ['pdfs', 'detail', pdfId] as const,
  },
};

/**
 * A page of a list, under the list's key (`pageKey(queryKeys.users.active, query)`): whoever
 * invalidates the list refreshes every page and search of it.
 */
export function pageKey<const Key extends readonly unknown[]>(list: Key, query: PageQuery) {
  return [...list, query] as const;
}
