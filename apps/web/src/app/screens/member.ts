// The member feature's screens (the Klant's and Manager's home and practice page): one chunk,
// so the home's redirect to the practice page does not wait for a second one (see ../router.tsx).
export { MemberHomePage } from '../../features/member/routes/member-home-page';
export { MemberPracticePage } from '../../features/member/routes/member-practice-page';
