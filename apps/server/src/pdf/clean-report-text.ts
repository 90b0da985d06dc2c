import { getReportFonts } from './report-fonts';

const SOFT_HYPHEN = '\u00AD';
const NO_BREAK_SPACE = '\u00A0';
/** Marks where characters the fonts cannot draw were: a noncharacter, no font draws it. */
const LEFT_OUT = '\uFFFF';
/** A run of left-out characters with the blanks around it. */
const LEFT_OUT_RUN = /[ \t]*\uFFFF+[ \t]*/gu;
/** The euro sign and its amount, on either side: "€ 48.250", "-€ 12", "12,50 €". */
const EURO_BEFORE_AMOUNT = /€[ \t]+(?=[-+−]?\d)/gu;
const AMOUNT_BEFORE_EURO = /(\d)[ \t]+€/gu;

const LINE_BREAKS = /\r\n?|[\u2028\u2029]/gu;
/** Controls, invisible format characters, variation selectors, lone surrogates: no text to print. */
const NON_TEXT = /[\p{Cc}\p{Cf}\p{Variation_Selector}\p{Cs}]/gu;
const BLANK_LINES = /\n\s*\n\s*/u;
/** ﬀ, ﬁ, ﬂ, ﬃ, ﬄ, ﬅ, ﬆ, as a text copied out of another PDF may hold them. */
const LATIN_LIGATURES = /[\uFB00-\uFB06]/gu;

/**
 * User text made safe to lay out: line breaks normalised, control and format characters
 * (NUL included) removed, tabs as spaces, ligature signs as their letters (the layout joins
 * them again, and the text layer keeps the letters: report-fonts.ts), characters the fonts
 * cannot draw (most emoji) left out without leaving a gap, and the euro sign bound to its
 * amount by a no-break space.
 */
export function cleanReportText(text: string): string {
  const letters = removeNonText(text).replace(LATIN_LIGATURES, (sign) => sign.normalize('NFKC'));
  return keepEuroWithAmount(leaveOutUnprintable(letters)).trim();
}

function keepEuroWithAmount(text: string): string {
  return text
    .replace(EURO_BEFORE_AMOUNT, `€${NO_BREAK_SPACE}`)
    .replace(AMOUNT_BEFORE_EURO, `$1${NO_BREAK_SPACE}€`);
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

function leaveOutUnprintable(text: string): string {
  const { printable } = getReportFonts();
  let marked = '';
  for (const character of text) {
    const printableHere = character === '\n' || printable.has(character.codePointAt(0) ?? 0);
    marked += printableHere ? character : LEFT_OUT;
  }
  // One blank stays where words stood apart; none at the start or end of a line.
  return marked.replace(LEFT_OUT_RUN, (run, offset: number, whole: string) => {
    const atLineEdge =
      offset === 0 || whole[offset - 1] === '\n' || whole[offset + run.length] === '\n';
    const hadBlank = run.replaceAll(LEFT_OUT, '') !== '';
    return hadBlank && !atLineEdge && offset + run.length < whole.length ? ' ' : '';
  });
}
