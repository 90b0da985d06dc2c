// The dashboards feature's screens, as one chunk that is fetched when the first of them opens
// (see ../router.tsx).
export { PracticeDashboardsSection } from '../../features/dashboards/components/practice-dashboards-section';
export { AddDashboardPage } from '../../features/dashboards/routes/add-dashboard-page';
export { DashboardListPage } from '../../features/dashboards/routes/dashboard-list-page';
export { DashboardViewPage } from '../../features/dashboards/routes/dashboard-view-page';
export { EditDashboardPage } from '../../features/dashboards/routes/edit-dashboard-page';
