// The action points module's entry: other folders use the module only through this file (decision 063).

export { repeatedLater } from './repeated-later';
export { actionPointRoutes } from './routes';
export { syncActionPoints } from './sync-action-points';
