// The dashboards module's entry: other folders use the module only through this file (decision 063).
export { createPowerBiClient } from './powerbi-client';
export { dashboardRoutes } from './routes';
export { dashboardsOfPractice } from './service';
