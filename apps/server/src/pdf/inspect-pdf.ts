import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef } from 'pdf-lib';
import type { InflateLimits } from './bounded-inflate';
import type { PdfActiveContent } from './pdf-active-content';
import { scanPdfObjects } from './scan-pdf-objects';

const SIGNATURE = Buffer.from('%PDF-', 'latin1');
const END_OF_FILE = Buffer.from('%%EOF', 'latin1');
/** The end-of-file marker may be followed by a little whitespace or a comment, not by a file. */
const END_OF_FILE_WINDOW = 1024;

export type PdfInspection =
  | { verdict: 'pdf'; pages: number }
  | { verdict: 'empty' }
  | { verdict: 'notAPdf' }
  | { verdict: 'tooManyPages' }
  | { verdict: 'activeContent'; found: PdfActiveContent }
  /** A compressed stream the check reads would inflate past the limits. */
  | { verdict: 'inflatesTooFar' }
  /** A stream the check must read cannot be decoded (encrypted, or a filter other than Flate). */
  | { verdict: 'unreadable' };

const name = (text: string) => PDFName.of(text);
const KEY = {
  type: name('Type'),
  kids: name('Kids'),
  pages: name('Pages'),
};

/**
 * The number of pages, counting a page each time the page tree names it, as a reader would
 * show it; stops as soon as there are more than `maxPages` (a tree can name one page millions
 * of times). Undefined when the tree is broken: a loop, or a node that is neither pages nor page.
 */
function countPages(document: PDFDocument, maxPages: number): number | 'tooMany' | undefined {
  const root = document.catalog.get(KEY.pages);
  const pending: PDFObject[] = root ? [root] : [];
  const seenNodes = new Set<PDFRef>();
  let pages = 0;
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const ref = node instanceof PDFRef ? node : undefined;
    const dict = ref ? document.context.lookup(ref) : node;
    if (!(dict instanceof PDFDict)) return undefined;
    const kids = dict.get(KEY.kids);
    if (dict.get(KEY.type) === KEY.pages || kids !== undefined) {
      if (ref && seenNodes.has(ref)) return undefined;
      if (ref) seenNodes.add(ref);
      const children = document.context.lookup(kids);
      if (!(children instanceof PDFArray)) return undefined;
      // Reversed onto the stack, so pages are met in reading order.
      for (let index = children.size() - 1; index >= 0; index--) pending.push(children.get(index));
    } else if (++pages > maxPages) {
      return 'tooMany';
    }
  }
  return pages;
}

async function loadPdf(bytes: Uint8Array) {
  try {
    return await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      // A password-protected PDF is still a PDF; its structure is readable without the key.
      ignoreEncryption: true,
      updateMetadata: false,
    });
  } catch {
    return undefined;
  }
}

/**
 * The upload check (decisions 037, 055 and 081), by content, not by declared type. A PDF starts
 * with `%PDF-` and ends with `%%EOF` (a cut-off upload does not); our own scan of every object
 * in the bytes finds no JavaScript, launch action, embedded file or the like, and no compressed
 * stream it reads inflates past the limits (scan-pdf-objects.ts); then pdf-lib reads it as a
 * document with between 1 and `maxPages` pages. Slow on hostile files: it runs in the PDF
 * worker pool (pdf-worker.ts), under a time limit.
 */
export async function inspectPdf({
  bytes,
  maxPages,
  inflateLimits,
}: {
  bytes: Uint8Array;
  maxPages: number;
  inflateLimits: InflateLimits;
}): Promise<PdfInspection> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length === 0) return { verdict: 'empty' };
  const startsAsPdf = data.subarray(0, SIGNATURE.length).equals(SIGNATURE);
  const endsAsPdf = data.subarray(-END_OF_FILE_WINDOW).includes(END_OF_FILE);
  if (!startsAsPdf || !endsAsPdf) return { verdict: 'notAPdf' };
  // Before pdf-lib: it keeps one copy of each object, and inflates without a limit.
  const scan = scanPdfObjects(data, inflateLimits);
  if (scan.verdict !== 'clean') return scan;
  const document = await loadPdf(data);
  if (!document) return { verdict: 'notAPdf' };
  let pages: ReturnType<typeof countPages>;
  try {
    pages = countPages(document, maxPages);
  } catch {
    // pdf-lib throws on a page tree it cannot follow (a missing catalog, say).
    return { verdict: 'notAPdf' };
  }
  if (pages === 'tooMany') return { verdict: 'tooManyPages' };
  if (!pages) return { verdict: 'notAPdf' };
  return { verdict: 'pdf', pages };
}
