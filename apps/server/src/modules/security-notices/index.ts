// The security-notices module's entry: other folders use the module only through this file
// (decision 063).
export { deleteSpentSecurityNotices } from './report-security-change';
export { securityNoticeRoutes } from './routes';
