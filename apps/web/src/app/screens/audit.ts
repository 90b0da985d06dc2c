// The Logboek screen, as a chunk of its own that is fetched when it opens (see ../router.tsx).
export { AuditLogPage } from '../../features/audit/routes/audit-log-page';
