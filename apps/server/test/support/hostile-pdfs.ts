import { onePageObjects, pdfFromObjects } from './multipart';

/**
 * PDFs that readers would let run code or open files, built by hand (issue #27 item 5). Each
 * is otherwise a valid one-page document, so only what it carries can be the reason to refuse it.
 */
const ALERT = '/S /JavaScript /JS (app.alert\\(1\\))';

/** The page tree names one page `times` times: the measured bomb was 3.2 million, 19 MB. */
export function pageTreeBomb(times = 3_200_000) {
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${'3 0 R '.repeat(times)}] /Count ${times} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]);
}

function withCatalogEntries(entries: string, ...extraObjects: string[]) {
  const [catalog, ...rest] = onePageObjects();
  return pdfFromObjects([catalog?.replace('>>', `${entries} >>`) ?? '', ...rest, ...extraObjects]);
}

export const HOSTILE_PDFS = {
  /** Document-level JavaScript: the `/JavaScript` name tree, run when the file opens. */
  javaScriptNameTree: withCatalogEntries(
    '/Names << /JavaScript << /Names [(start) 4 0 R] >> >>',
    `<< ${ALERT} >>`,
  ),
  /** JavaScript as the open action, its names written with `#xx` escapes (`/Java#53cript`). */
  openActionJavaScript: withCatalogEntries(
    '/OpenAction << /S /Java#53cript /J#53 (app.launchURL\\("https://evil.example"\\)) >>',
  ),
  /** A link on the page that starts a program. */
  launchAction: pdfFromObjects(
    onePageObjects(
      '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A << /S /Launch /F (cmd.exe) >> >>]',
    ),
  ),
  /** An `.exe` in the document's `/EmbeddedFiles` name tree. */
  embeddedExe: withCatalogEntries(
    '/Names << /EmbeddedFiles << /Names [(factuur.exe) 4 0 R] >> >>',
    '<< /Type /Filespec /F (factuur.exe) /UF (factuur.exe) /EF << /F 5 0 R >> >>',
    '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
  ),
  /** A file-attachment annotation on the page. */
  fileAttachment: pdfFromObjects(
    onePageObjects(
      '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS << /Type /Filespec /F (x.exe) >> >>]',
    ),
  ),
};

/** An open action that only shows the first page fitted: no code, so it passes. */
export const HARMLESS_OPEN_ACTION = withCatalogEntries('/OpenAction [3 0 R /Fit]');
