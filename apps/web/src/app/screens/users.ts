// The users feature's screens, as one chunk that is fetched when the first of them opens
// (see ../router.tsx).
export { AddUserPage } from '../../features/users/routes/add-user-page';
export { EditUserPage } from '../../features/users/routes/edit-user-page';
export { UserDetailsPage } from '../../features/users/routes/user-details-page';
export { UserListPage } from '../../features/users/routes/user-list-page';
