import { MIN_PASSWORD_LENGTH } from './limits';
import { MESSAGES } from './messages';

/**
 * The password rules (issue #19 item 4), in one place for the server and the web forms. The
 * list of common passwords is not part of this module: it is large, so only the server loads it
 * and passes a lookup in; the browser checks the rest and leaves that one to the server's 422.
 */

/** Words from the name or the e-mail's local part this long or longer may not be in a password. */
export const MIN_PERSONAL_WORD_LENGTH = 4;
/** Fewer different characters than this ("aaaaaaaa", "12121212") is refused. */
export const MIN_DISTINCT_CHARACTERS = 4;
/** How many of the most common passwords are refused (the start of a list ordered by use). */
export const COMMON_PASSWORD_COUNT = 10_000;

/** The rule in one line, under every field where a password is set, before it is broken. */
export const PASSWORD_RULE_HINT = `Minstens ${MIN_PASSWORD_LENGTH} tekens, waarvan ${MIN_DISTINCT_CHARACTERS} verschillende; geen veelgebruikt wachtwoord en geen deel van de naam of het e-mailadres.`;

/** The person the password is for. */
export type PasswordOwner = { name: string; email: string };

/** The words of 4 or more letters in the name and the e-mail's local part, lower case. */
export function personalWords({ name, email }: PasswordOwner): string[] {
  const localPart = email.slice(0, Math.max(0, email.lastIndexOf('@'))) || email;
  const words = `${name} ${localPart}`
    .toLowerCase()
    .split(/\P{L}+/u)
    .filter((word) => [...word].length >= MIN_PERSONAL_WORD_LENGTH);
  return [...new Set(words)];
}

export function personalWordMessage(word: string) {
  return `Het wachtwoord bevat "${word}" uit de naam of het e-mailadres. Kies een wachtwoord zonder delen van de naam of het e-mailadres.`;
}

/**
 * What is wrong with a new password, as a Dutch message that says what to do, or undefined
 * when it may be used. `isCommon` answers for the lower-cased password. Whether it equals the
 * current password is the caller's check (only the server knows the current one).
 */
export function findPasswordProblem(
  password: string,
  owner: PasswordOwner,
  isCommon: (lowerCasePassword: string) => boolean,
): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  const lower = password.toLowerCase();
  if (isCommon(lower)) return MESSAGES.passwordTooCommon;
  if (new Set(lower).size < MIN_DISTINCT_CHARACTERS) return MESSAGES.passwordTooRepetitive;
  const word = personalWords(owner).find((candidate) => lower.includes(candidate));
  if (word !== undefined) return personalWordMessage(word);
  return undefined;
}

/**
 * The rule as far as a browser can check it: everything but the list of common passwords, which
 * stays on the server (decision 033).
 */
export function findPasswordProblemWithoutList(password: string, owner: PasswordOwner) {
  return findPasswordProblem(password, owner, () => false);
}
