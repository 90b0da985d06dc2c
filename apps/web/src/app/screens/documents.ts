// The documents feature's screens, as one chunk that is fetched when the first of them opens
// (see ../router.tsx).
export { PracticeDocumentsSection } from '../../features/documents/components/practice-documents-section';
export { AddReportPage } from '../../features/documents/routes/add-report-page';
export { EditReportPage } from '../../features/documents/routes/edit-report-page';
export { MemberFilesPage } from '../../features/documents/routes/member-files-page';
export { MemberReportsPage } from '../../features/documents/routes/member-reports-page';
export { PdfPage } from '../../features/documents/routes/pdf-page';
