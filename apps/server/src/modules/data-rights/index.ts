// The data-rights module's entry: other folders use the module only through this file (decision 063).
export { deleteSpentEmailChanges } from './email-change';
export { eraseUsersPastRetention } from './erase-user';
export { dataRightsRoutes } from './routes';
