import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';
import {
  COMMON_PASSWORD_COUNT,
  findPasswordProblem,
  type PasswordOwner,
} from '@praktijkportaal/contract/password-rules';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from './passwords';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The 10,000 most common passwords: the start of zxcvbn-ts's list, which is ordered by use and
 * lower case. Imported on first use, once per process.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT)),
  );
  return commonPasswords;
}

/** The current password, as text when the caller has just checked it, else as its hash. */
export type CurrentPassword = { password: string } | { hash: string };

/**
 * The rule of issue #19 for a password someone sets, with the Dutch message that says what to
 * do, or undefined when it may be used.
 */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
  current?: CurrentPassword,
): Promise<string | undefined> {
  const common = await loadCommonPasswords();
  const problem = findPasswordProblem(password, owner, (lower) => common.has(lower));
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
