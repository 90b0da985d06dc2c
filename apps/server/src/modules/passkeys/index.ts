// The passkeys module's entry: other folders use the module only through this file
// (decision 063).
export { deleteExpiredPasskeyChallenges } from './passkey-ceremonies';
export { passkeyRoutes } from './routes';
