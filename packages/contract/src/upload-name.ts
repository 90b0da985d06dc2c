// Without zod: the web app's upload form compares names with it before it sends a file.

const PDF_EXTENSION = '.pdf';
const MAX_DISPLAY_NAME = 200;

/**
 * A user's file name as the portal keeps it, for display only: last path segment, no control
 * characters, and always ending in `.pdf`, so a download never opens as anything but a PDF.
 * The server stores this name; the upload form uses it to find a file of the same name.
 */
export function uploadDisplayName(filename: string | undefined) {
  const lastSegment = (filename ?? '').split(/[/\\]/).pop() ?? '';
  // Control and format characters (a right-to-left override can disguise `.exe` as `.pdf`).
  const cleaned = lastSegment.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const stem = cleaned.toLowerCase().endsWith(PDF_EXTENSION)
    ? cleaned.slice(0, -PDF_EXTENSION.length)
    : cleaned;
  const shortStem = stem.slice(0, MAX_DISPLAY_NAME - PDF_EXTENSION.length).trim();
  return `${shortStem || 'document'}${PDF_EXTENSION}`;
}
