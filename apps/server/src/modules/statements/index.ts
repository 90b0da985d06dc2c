// The statements module's entry: other folders use the module only through this file (decision 063).
export { missingPrivacySettings } from './operator-details';
export { StatementFileError, statementRoutes } from './routes';
