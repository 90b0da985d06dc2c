/**
 * The form of a password every rule reads (decision 056): what looks the same
 * to a person is the same to the rule. Only the checks use it; the password is hashed as typed.
 */

/** Format characters (zero-width space, soft hyphen, joiners, bidi marks) and others never drawn. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** Accents and other marks that sit on a letter once NFD has taken them apart. */
const MARKS = /\p{Mn}/gu;

/**
 * Cyrillic and Greek letters that look like Latin ones, by case: Greek `Η` looks like H but `η`
 * like n. A small table of the letters that pass for Latin in common fonts (after Unicode's
 * confusables list, confusables.txt), not the whole list: enough that a name or a common word
 * cannot be spelt past the rule.
 */
const LOOK_ALIKES: Record<string, string> = Object.fromEntries(
  [
    // Cyrillic capitals, then small letters
    'АA ВB ЕE ЅS ІI ЈJ КK МM НH ОO РP СC ТT УY ХX ԚQ ԜW ҮY',
    'аa вb еe ѕs іi јj кk мm нh оo рp сc тt уy хx ԁd һh ӏl ԛq ԝw үy ьb',
    // Greek capitals, then small letters
    'ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX',
    'αa βb γy εe ηn ιi κk νv οo ρp τt υu χx ωw',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [...pair] as [string, string]),
);

/** Latin letters that NFD does not take apart: written as the letters they are read as. */
const LATIN_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const withoutMarks = (text: string) => text.normalize('NFD').replace(MARKS, '');
const mapped = (text: string, table: Record<string, string>) =>
  Array.from(text, (character) => table[character] ?? character).join('');

/**
 * NFKC (full-width and other compatibility forms become plain letters and digits), invisible
 * characters removed, accents removed, look-alike letters as Latin, lower case.
 * `Ｖéldhuіs\u200B-2026` (full-width V, é, Cyrillic і, a zero-width space) becomes `veldhuis-2026`.
 */
export function normalisePassword(text: string): string {
  const visible = withoutMarks(text.normalize('NFKC').replace(INVISIBLE, ''));
  const lower = withoutMarks(mapped(visible, LOOK_ALIKES).toLowerCase());
  return mapped(lower, LATIN_FOLDS).normalize('NFC');
}

/** The letters alone: what is left when every separator, digit and symbol is taken out. */
export const lettersOf = (normalised: string) => normalised.replace(/\P{L}+/gu, '');
