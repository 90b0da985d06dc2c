/**
 * An RFC 6266 Content-Disposition: an ASCII `filename` for old clients and the exact name in
 * `filename*` (RFC 5987 UTF-8 percent-encoding), so no user text can break the header.
 */
export function contentDisposition(name: string, type: 'inline' | 'attachment' = 'inline') {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '_')
      .trim() || 'document.pdf';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
