/** A multipart/form-data body built by hand, so tests can also send broken ones. */
export function multipartBody(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; type: string; data: Buffer }
  )[],
) {
  const boundary = `----praktijkportaal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A PDF made of the given objects (numbered from 1; the first is the catalog) with its
 * cross-reference table; `padding` (one line, no line breaks) goes into a comment to make it as
 * large as a test needs. `laterCopies` are written after them as further definitions of the
 * same object numbers that no cross-reference entry points at (a reader opens the first copy).
 */
export function pdfFromObjects(
  objects: string[],
  padding = '',
  laterCopies: { [objectNumber: number]: string } = {},
) {
  const parts = ['%PDF-1.4\n'];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  const definitions: [number, string][] = [
    ...objects.map((object, index): [number, string] => [index + 1, object]),
    ...Object.entries(laterCopies).map(([number, object]): [number, string] => [
      Number(number),
      object,
    ]),
  ];
  for (const [number, object] of definitions) {
    if (offsets.length < objects.length) offsets.push(length);
    const part = `${number} 0 obj\n${object}\nendobj\n`;
    parts.push(part);
    length += Buffer.byteLength(part, 'latin1');
  }
  if (padding) {
    parts.push(`%${padding}\n`);
    length += padding.length + 2;
  }
  parts.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) parts.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(parts.join(''), 'latin1');
}

/** The page tree of a one-page A4 document; `page` adds entries to the page (actions, say). */
export function onePageObjects(page = '') {
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${page}>>`,
  ];
}

/** A valid PDF of one empty A4 page; `padding` makes it as large as a test needs. */
export function onePagePdf(padding = '') {
  return pdfFromObjects(onePageObjects(), padding);
}

/** The smallest file the upload accepts as a PDF. */
export const TINY_PDF = onePagePdf();
