import { create } from 'content-disposition';

/**
 * An RFC 6266 Content-Disposition by the `content-disposition` package: the
 * exact name in `filename*` (UTF-8 percent-encoding) and, for old clients, an ASCII `filename`
 * with accents folded (Financiën → Financien) rather than the package's question marks.
 */
export function contentDisposition(name: string, type: 'inline' | 'attachment' = 'inline') {
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .trim() || 'document.pdf';
  return create(name, { type, fallback });
}
