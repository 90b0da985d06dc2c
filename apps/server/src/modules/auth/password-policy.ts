import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import { normalisePassword } from '@praktijkportaal/contract/password-normalisation';
import {
  COMMON_DUTCH_WORD_COUNT,
  COMMON_PASSWORD_COUNT,
  findPasswordProblem,
  type PasswordOwner,
} from '@praktijkportaal/contract/password-rules';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from './passwords';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The 10,000 most common passwords and the 10,000 most common Dutch words (decision 056), in
 * normalised form: the starts of zxcvbn-ts's `passwords-common` and Dutch `commonWords` lists,
 * both ordered by use. Imported on first use, once per process.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-nl-be'),
  ]).then(
    ([common, dutch]) =>
      new Set(
        [
          ...common.dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT),
          ...dutch.dictionary.commonWords.slice(0, COMMON_DUTCH_WORD_COUNT),
        ].map(normalisePassword),
      ),
  );
  return commonPasswords;
}

/** The current password, as text when the caller has just checked it, else as its hash. */
export type CurrentPassword = { password: string } | { hash: string };

/**
 * The rule of issues #19 and #27 for a password someone sets, with the Dutch message that says what to
 * do, or undefined when it may be used.
 */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
  current?: CurrentPassword,
): Promise<string | undefined> {
  const common = await loadCommonPasswords();
  const problem = findPasswordProblem(password, owner, (word) => common.has(word));
  if (problem !== undefined || current === undefined) return problem;
  const same =
    'password' in current
      ? current.password === password
      : await verifyPassword(current.hash, password);
  return same ? MESSAGES.passwordSameAsCurrent : undefined;
}

/** 422 on `field` when the password breaks the rule. */
export async function assertPasswordAllowed(
  password: string,
  owner: PasswordOwner,
  field: string,
  current?: CurrentPassword,
) {
  const problem = await passwordProblem(password, owner, current);
  if (problem !== undefined) {
    throw new AppError(ERROR_CODES.validationFailed, 422, problem, { [field]: [problem] });
  }
}
