// The practices feature's other screens, as one chunk that is fetched when the first of them
// opens, or when a link on the practice list is pointed at (see ../screen-chunks.ts).
export { AddPracticePage } from '../../features/practices/routes/add-practice-page';
export { EditPracticePage } from '../../features/practices/routes/edit-practice-page';
export { PracticeDetailsPage } from '../../features/practices/routes/practice-details-page';
