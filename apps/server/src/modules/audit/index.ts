// The audit module's entry: other folders use the module only through this file (decision 063).
export { recordAccessDenied } from './access-denied';
export { anonymiseAuditEvents } from './anonymise-audit';
export { deleteOldAuditEvents } from './list-audit-events';
export {
  type AuditActor,
  type AuditEvent,
  auditActor,
  changedFields,
  changedTexts,
  createdFields,
  createdTexts,
  recordAudit,
} from './record-audit';
export { auditRoutes } from './routes';
export { recordTooManyAttempts } from './too-many-attempts';
