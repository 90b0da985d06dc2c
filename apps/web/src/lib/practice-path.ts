import type { TPdfView } from '@praktijkportaal/contract/pdfs';
import type { UserType } from '@praktijkportaal/contract/roles';

/** A practice's own page for this role: the Admin's or Coach's details, a member's dashboards. */
export function practicePagePath(userType: UserType, practiceId: number): string {
  switch (userType) {
    case 'Admin':
      return `/admin/practice-details/${practiceId}`;
    case 'Coach':
      return `/coach/practice-details/${practiceId}`;
    case 'Klant':
    case 'Manager':
      return `/practice/${practiceId}`;
  }
}

/**
 * The list a PDF belongs to: for Admin and Coach the practice's details (which hold its reports
 * and files), for Klant and Manager the practice's Verslagen or Bestanden.
 */
export function pdfListPath(userType: UserType, pdf: Pick<TPdfView, 'practice_id' | 'kind'>) {
  const practicePath = practicePagePath(userType, pdf.practice_id);
  if (userType === 'Admin' || userType === 'Coach') return practicePath;
  return pdf.kind === 'report' ? `${practicePath}/reports` : `${practicePath}/uploadedPDFs`;
}
