// The own-sessions module's entry: other folders use the module only through this file
// (decision 063).
export { ownSessionRoutes } from './routes';
