// The action points module's entry: other folders use the module only through this file (decision 063).
export { syncActionPoints } from './sync-action-points';
