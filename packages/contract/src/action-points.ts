/** A line break as any client may send it (textarea, API, a paste from Windows or old Mac). */
const LINE_BREAK = /\r\n?|\n|\u2028|\u2029/u;
/**
 * A list marker typed at the start of a line, followed by a blank (or ending the line): a bullet
 * (-, *, •, or the – a word processor makes of "- ") or a number with a dot or bracket ("1.",
 * "12)"). Without the blank it is text: "-5 graden", "**Let op**", "1.5 kg".
 */
const LEADING_MARKER = /^(?:[-*•–]|\d{1,3}[.)])(?:\s+|$)/u;

/**
 * The action points of a report's Actiepunten block (issue #38): each non-empty line, trimmed,
 * without the one list marker it starts with. The one rule for every place that lists them
 * (the action points themselves, the report PDF's list).
 */
export function actionPointLinesOf(text: string): string[] {
  return text
    .split(LINE_BREAK)
    .map((line) => line.trim().replace(LEADING_MARKER, '').trim())
    .filter((line) => line !== '');
}
