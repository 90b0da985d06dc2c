import { MIN_PASSWORD_LENGTH } from './limits';
import { MESSAGES } from './messages';
import { lettersOf, normalisePassword } from './password-normalisation';
import { PASSWORD_WORDS } from './password-words';

/**
 * The password rules, in one place for the server and the
 * web forms. Every rule reads the normalised password (decision 056). The large lists of common
 * passwords and Dutch words are not part of this module: only the server loads them and passes
 * a lookup in; the browser checks the rest and leaves those to the server's 422.
 */

/** Words from the name or the e-mail's local part this long or longer may not be in a password. */
export const MIN_PERSONAL_WORD_LENGTH = 4;
/** Fewer different characters than this ("aaaaaaaa", "12121212") is refused. */
export const MIN_DISTINCT_CHARACTERS = 4;
/** How many of the most common passwords are refused (the start of a list ordered by use). */
export const COMMON_PASSWORD_COUNT = 10_000;
/** How many of the most common Dutch words are refused (the start of a list ordered by use). */
export const COMMON_DUTCH_WORD_COUNT = 10_000;
/**
 * A listed word of at least 4 letters with up to this many digits, symbols or spaces added
 * (`Welkom01`, `Welkom2026!`, `Praktijkportaal-1`) counts as the word: the first variations a
 * guesser tries.
 */
export const MAX_ADDED_CHARACTERS = 6;

/** The rule in one line, under every field where a password is set, before it is broken. */
export const PASSWORD_RULE_HINT = `Minstens ${MIN_PASSWORD_LENGTH} tekens, waarvan ${MIN_DISTINCT_CHARACTERS} verschillende; geen veelgebruikt wachtwoord en geen deel van de naam of het e-mailadres.`;

/** The person the password is for. */
export type PasswordOwner = { name: string; email: string };

/** The words of 4 or more letters in the name and the e-mail's local part, normalised. */
export function personalWords({ name, email }: PasswordOwner): string[] {
  const localPart = email.slice(0, Math.max(0, email.lastIndexOf('@'))) || email;
  const words = normalisePassword(`${name} ${localPart}`)
    .split(/\P{L}+/u)
    .filter((word) => [...word].length >= MIN_PERSONAL_WORD_LENGTH);
  return [...new Set(words)];
}

export function personalWordMessage(word: string) {
  return `Het wachtwoord bevat "${word}" uit de naam of het e-mailadres. Kies een wachtwoord zonder delen van de naam of het e-mailadres.`;
}

/** A listed word with only a few digits, symbols or spaces around or in it. */
function isListedWordWithAdditions(
  normalised: string,
  letters: string,
  isListed: (word: string) => boolean,
) {
  const letterCount = [...letters].length;
  return (
    letterCount >= MIN_PERSONAL_WORD_LENGTH &&
    [...normalised].length - letterCount <= MAX_ADDED_CHARACTERS &&
    isListed(letters)
  );
}

/**
 * What is wrong with a new password, as a Dutch message that says what to do, or undefined
 * when it may be used. `isCommon` answers for a normalised password or word. Whether it equals
 * the current password is the caller's check (only the server knows the current one).
 */
export function findPasswordProblem(
  password: string,
  owner: PasswordOwner,
  isCommon: (normalised: string) => boolean,
): string | undefined {
  const normalised = normalisePassword(password);
  if ([...normalised].length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  const isListed = (word: string) => PASSWORD_WORDS.has(word) || isCommon(word);
  if (isListed(normalised)) return MESSAGES.passwordTooCommon;
  // Separators do not hide a word: `Veld-huis` holds "veldhuis", `Welkom 01` is "welkom".
  const letters = lettersOf(normalised);
  if (isListedWordWithAdditions(normalised, letters, isListed)) {
    return MESSAGES.passwordCommonWordWithAdditions;
  }
  if (new Set(normalised).size < MIN_DISTINCT_CHARACTERS) return MESSAGES.passwordTooRepetitive;
  const word = personalWords(owner).find((candidate) => letters.includes(candidate));
  if (word !== undefined) return personalWordMessage(word);
  return undefined;
}

/**
 * The rule as far as a browser can check it: everything but the large lists, which stay on the
 * server (decision 033); the portal's words and the short Dutch list are checked here too.
 */
export function findPasswordProblemWithoutList(password: string, owner: PasswordOwner) {
  return findPasswordProblem(password, owner, () => false);
}
