import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

const SIGNATURE = Buffer.from('%PDF-', 'latin1');
const END_OF_FILE = Buffer.from('%%EOF', 'latin1');
/** The end-of-file marker may be followed by a little whitespace or a comment, not by a file. */
const END_OF_FILE_WINDOW = 1024;

/** What a reader would run or open from the file: each is a reason to refuse it. */
export type PdfActiveContent = 'javascript' | 'launchAction' | 'embeddedFile';

export type PdfInspection =
  | { verdict: 'pdf'; pages: number }
  | { verdict: 'empty' }
  | { verdict: 'notAPdf' }
  | { verdict: 'tooManyPages' }
  | { verdict: 'activeContent'; found: PdfActiveContent };

const name = (text: string) => PDFName.of(text);
const KEY = {
  type: name('Type'),
  subtype: name('Subtype'),
  action: name('S'),
  kids: name('Kids'),
  pages: name('Pages'),
  javaScriptCode: name('JS'),
  javaScript: name('JavaScript'),
  launch: name('Launch'),
  embeddedFiles: name('EmbeddedFiles'),
  embeddedFile: name('EmbeddedFile'),
  embeddedFileStreams: name('EF'),
  fileAttachment: name('FileAttachment'),
};

/**
 * What one dictionary holds that a reader would run or open: JavaScript (a `/JS` action, a
 * `/S /JavaScript` action, or the document's `/JavaScript` name tree), a `/Launch` action, or an
 * embedded file (the `/EmbeddedFiles` name tree, a file specification with `/EF`, an embedded
 * file stream, a file-attachment annotation). pdf-lib has already decoded `#xx` in names.
 */
function activeContentOf(dict: PDFDict): PdfActiveContent | undefined {
  const action = dict.get(KEY.action);
  if (dict.has(KEY.javaScriptCode) || dict.has(KEY.javaScript) || action === KEY.javaScript)
    return 'javascript';
  if (action === KEY.launch) return 'launchAction';
  if (
    dict.has(KEY.embeddedFiles) ||
    dict.has(KEY.embeddedFileStreams) ||
    dict.get(KEY.type) === KEY.embeddedFile ||
    dict.get(KEY.subtype) === KEY.fileAttachment
  )
    return 'embeddedFile';
  return undefined;
}

/**
 * Looks through every object of the file, wherever it hangs (document and page actions,
 * annotations, name trees, objects no page refers to), and the dictionaries and arrays nested in
 * it. A loop, not recursion: nesting depth is the file's choice.
 */
function findActiveContent(document: PDFDocument): PdfActiveContent | undefined {
  const pending: PDFObject[] = document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      const found = activeContentOf(dict);
      if (found) return found;
      for (const [, value] of dict.entries()) pending.push(value);
    } else if (dict instanceof PDFArray) {
      pending.push(...dict.asArray());
    }
  }
  return undefined;
}

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
 * The upload check (decisions 037 and 055), by content, not by declared type. A PDF starts with
 * `%PDF-`, ends with `%%EOF` (a cut-off upload does not), and pdf-lib reads it as a document
 * with between 1 and `maxPages` pages; it holds no JavaScript, launch action or embedded file.
 * Slow on hostile files: it runs in the PDF worker pool (pdf-worker.ts), under a time limit.
 */
export async function inspectPdf({
  bytes,
  maxPages,
}: {
  bytes: Uint8Array;
  maxPages: number;
}): Promise<PdfInspection> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length === 0) return { verdict: 'empty' };
  const startsAsPdf = data.subarray(0, SIGNATURE.length).equals(SIGNATURE);
  const endsAsPdf = data.subarray(-END_OF_FILE_WINDOW).includes(END_OF_FILE);
  const document = startsAsPdf && endsAsPdf ? await loadPdf(data) : undefined;
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
  const found = findActiveContent(document);
  return found ? { verdict: 'activeContent', found } : { verdict: 'pdf', pages };
}
