// The practices feature's screens, as one chunk that is fetched when the first of them opens
// (see ../router.tsx).
export { AddPracticePage } from '../../features/practices/routes/add-practice-page';
export { EditPracticePage } from '../../features/practices/routes/edit-practice-page';
export { PracticeDetailsPage } from '../../features/practices/routes/practice-details-page';
export { PracticeListPage } from '../../features/practices/routes/practice-list-page';
