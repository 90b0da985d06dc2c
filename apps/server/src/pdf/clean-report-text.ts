import { getReportFonts } from './report-fonts';

/** Shown for characters the fonts cannot draw, once per run of them. */
const REPLACEMENT_CHARACTER = '\uFFFD';
const SOFT_HYPHEN = '\u00AD';

const LINE_BREAKS = /\r\n?|[\u2028\u2029]/gu;
/** Controls, invisible format characters, variation selectors, lone surrogates: no text to print. */
const NON_TEXT = /[\p{Cc}\p{Cf}\p{Variation_Selector}\p{Cs}]/gu;
const BLANK_LINES = /\n\s*\n\s*/u;

/**
 * User text made safe to lay out: line breaks normalised, control and format characters
 * (NUL included) removed, tabs as spaces, characters the fonts cannot draw replaced.
 */
export function cleanReportText(text: string): string {
  return replaceUnprintable(removeNonText(text)).trim();
}

/** The cleaned text split into paragraphs at blank lines; single line breaks stay inside. */
export function splitParagraphs(text: string): string[] {
  const cleaned = cleanReportText(text);
  return cleaned === '' ? [] : cleaned.split(BLANK_LINES).map((paragraph) => paragraph.trimEnd());
}

/** For text outside the page (document metadata): only the characters that are no text go. */
export function removeNonText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(NON_TEXT, keepLayoutCharacter);
}

function keepLayoutCharacter(character: string): string {
  if (character === '\n' || character === SOFT_HYPHEN) return character;
  return character === '\t' ? ' ' : '';
}

function replaceUnprintable(text: string): string {
  const { printable } = getReportFonts();
  let result = '';
  let previousWasUnprintable = false;
  for (const character of text) {
    const isUnprintable = character !== '\n' && !printable.has(character.codePointAt(0) ?? 0);
    if (!isUnprintable) result += character;
    else if (!previousWasUnprintable) result += REPLACEMENT_CHARACTER;
    previousWasUnprintable = isUnprintable;
  }
  return result;
}
