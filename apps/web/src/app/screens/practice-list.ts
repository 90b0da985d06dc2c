// The practice list (the Admin's and the Coach's home) on its own, without the practices
// feature's forms (and zod's full API with the contract's schemas) (see ../screen-chunks.ts).
export { PracticeListPage } from '../../features/practices/routes/practice-list-page';
