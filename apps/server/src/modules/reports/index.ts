// The reports module's entry: other folders use the module only through this file (decision 063).
export { reportDraftRoutes } from './report-draft-routes';
export { deleteOldReportDrafts, REPORT_DRAFT_RETENTION_DAYS } from './report-drafts-service';
export { createReport } from './reports-service';
export { reportRoutes } from './routes';
