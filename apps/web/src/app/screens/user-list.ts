// The user list on its own, without the users feature's forms (and zod's full API with the
// contract's schemas): the screen of 5,000 rows opens sooner (see ../screen-chunks.ts).
export { UserListPage } from '../../features/users/routes/user-list-page';
