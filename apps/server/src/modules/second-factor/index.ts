// The second-factor module's entry: other folders use the module only through this file
// (decision 063).
export { secondFactorRoutes } from './routes';
