// The users feature's other screens, as one chunk that is fetched when the first of them opens,
// or when a link on the user list is pointed at (see ../screen-chunks.ts).
export { AddUserPage } from '../../features/users/routes/add-user-page';
export { EditUserPage } from '../../features/users/routes/edit-user-page';
export { UserDetailsPage } from '../../features/users/routes/user-details-page';
