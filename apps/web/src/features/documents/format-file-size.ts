const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;
const WHOLE = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** A file's size as people read it: whole kilobytes (at least 1), megabytes with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < MEGABYTE) return `${WHOLE.format(Math.max(1, Math.round(bytes / KILOBYTE)))} kB`;
  return `${ONE_DECIMAL.format(bytes / MEGABYTE)} MB`;
}
