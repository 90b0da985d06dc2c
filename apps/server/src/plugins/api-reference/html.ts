const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** A value as the JSON a caller sends or receives, shown as code. */
export function jsonCode(value: unknown): string {
  return `<code>${escapeHtml(JSON.stringify(value) ?? String(value))}</code>`;
}
