import { z } from 'zod';
import './zod-locale';
import { ZId } from './fields';
import { ZNoticeAudience } from './notice-audience';
import { ZReadFields } from './pdf-reads';
import { ZPdf } from './reports';

export const DEFAULT_UPLOAD_MAX_MB = 20;
/** An upload with more pages is refused (UPLOAD_MAX_PAGES); a page tree can repeat one page. */
export const DEFAULT_UPLOAD_MAX_PAGES = 2000;
/** The check of one upload may take this long (UPLOAD_CHECK_SECONDS); longer is a refusal. */
export const DEFAULT_UPLOAD_CHECK_SECONDS = 10;
/**
 * How far the check may inflate one compressed stream, and all of them in one file
 * (UPLOAD_INFLATE_STREAM_MB, UPLOAD_INFLATE_FILE_MB); past either the file is refused.
 */
export const DEFAULT_UPLOAD_INFLATE_STREAM_MB = 32;
export const DEFAULT_UPLOAD_INFLATE_FILE_MB = 128;

export const ZPdfIdParams = z.object({ id: ZId });

/** A stored PDF is a report's rendering or an uploaded file (a practice's Bestanden). */
export const PDF_KINDS = ['report', 'upload'] as const;

/** GET /api/pdfs/{id}: the PDF and where it belongs, so its page can lead back to its list. */
export const ZPdfView = ZPdf.extend({
  practice_id: z.number().int(),
  kind: z.enum(PDF_KINDS),
}).meta({ id: 'PdfView' });
export type TPdfView = z.infer<typeof ZPdfView>;

/**
 * An uploaded file in the practice's Bestanden list; reading by caller (ZReadFields).
 * `uploaded_by`: the uploader's name, null when that user is gone (erased or removed).
 */
export const ZUploadedPdf = ZPdf.extend({
  created_at: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: z.string().nullable(),
})
  .extend(ZReadFields.shape)
  .meta({ id: 'UploadedPdf' });
export type TUploadedPdf = z.infer<typeof ZUploadedPdf>;

/** The answer of an upload: the file and who of the practice its notice goes to (decision 095). */
export const ZUploadAnswer = ZUploadedPdf.extend({ notice_audience: ZNoticeAudience }).meta({
  id: 'UploadAnswer',
});
export type TUploadAnswer = z.infer<typeof ZUploadAnswer>;

/** Spec §3: an upload is a multipart form with the file in this field, beside ZUploadFields. */
export const UPLOAD_FILE_FIELD = 'pdf';

/** The optional form field naming the practice's uploaded file the new one replaces. */
export const UPLOAD_REPLACES_FIELD = 'replaces_pdf_id';

/**
 * Spec §3: the upload's form fields besides the file. `replaces_pdf_id` (decision
 * 091) is the portal's own: the new file takes the place of that upload of the same
 * practice, in one transaction; without it an upload is exactly the spec's.
 */
export const ZUploadFields = z.object({
  type: z.literal('upload'),
  [UPLOAD_REPLACES_FIELD]: ZId.optional(),
});

export const PDF_MESSAGES = {
  notAPdf: 'Alleen PDF-bestanden zijn toegestaan.',
  emptyFile: 'Het bestand is leeg.',
  missingFile: 'Kies een PDF-bestand.',
  oneFileOnly: 'Upload één PDF-bestand tegelijk.',
  containsJavaScript:
    'Dit PDF-bestand bevat JavaScript. Bestanden die code uitvoeren worden niet opgeslagen.',
  containsLaunchAction:
    'Dit PDF-bestand bevat een opdracht die een programma start. Zulke bestanden worden niet opgeslagen.',
  containsEmbeddedFile:
    'Dit PDF-bestand bevat een ingesloten bestand. Bestanden met bijlagen worden niet opgeslagen.',
  containsFormScript:
    'Dit PDF-bestand bevat een formulier met scripts (XFA). Bestanden die code uitvoeren worden niet opgeslagen.',
  containsRichMedia:
    'Dit PDF-bestand bevat ingesloten media (RichMedia). Zulke bestanden worden niet opgeslagen.',
  containsFormAction:
    'Dit PDF-bestand bevat een formulier dat gegevens verstuurt of inleest. Zulke bestanden worden niet opgeslagen.',
  inflatesTooFar:
    'Dit PDF-bestand bevat ingepakte gegevens die uitgepakt te groot zijn om te controleren. Het is niet opgeslagen.',
  notCheckable:
    'Dit PDF-bestand kon niet volledig worden gecontroleerd en is niet opgeslagen. Sla het opnieuw op als PDF (zonder beveiliging) en probeer het nog eens.',
  tooManyPages: (maxPages: number) =>
    `Dit PDF-bestand heeft meer dan ${maxPages.toLocaleString('nl-NL')} pagina's. Splits het in kleinere bestanden.`,
  checkTooLong:
    'Dit PDF-bestand kon niet op tijd worden gecontroleerd en is niet opgeslagen. Sla het opnieuw op als PDF en probeer het nog eens.',
  belongsToReport: 'Dit PDF hoort bij een verslag; verwijder het verslag zelf.',
  replacedNotFound: 'Het bestand dat je wilt vervangen bestaat niet meer.',
  replacedOfOtherPractice: 'Het bestand dat je wilt vervangen hoort bij een andere praktijk.',
  replacedIsReport: 'Dit PDF hoort bij een verslag en kan niet worden vervangen.',
  uploaded: 'File uploaded successfully',
  uploadFailed: 'File upload failed',
  deleted: 'PDF deleted successfully',
  deleteFailed: 'Failed to delete PDF',
  reportDeleted: 'Report deleted successfully',
  reportDeleteFailed: 'Failed to delete report',
  deletePdfConfirm: 'Weet je zeker dat je dit PDF wilt verwijderen?',
  deleteReportConfirm: 'Weet je zeker dat je het verslag wilt verwijderen?',
} as const;
