// The whats-new module's entry: other folders use the module only through this file (decision 063).
export { whatsNewRoutes } from './routes';
export { changedSinceRead, whatsNewOf } from './whats-new';
