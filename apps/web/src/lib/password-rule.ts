import {
  findPasswordProblemWithoutList,
  type PasswordOwner,
} from '@praktijkportaal/contract/password-rules';
import type { z } from 'zod';

/**
 * A form schema refinement that applies the password rule in the browser:
 * length, repetition and the owner's name and e-mail words. An empty password is left to the
 * schema (required, or "keep the old one" when editing). Common passwords are the server's.
 */
export function passwordRuleCheck<Values>(
  select: (values: Values) => { password: unknown; owner: Partial<PasswordOwner> | null },
  path: (string | number)[],
) {
  return (values: Values, ctx: z.RefinementCtx) => {
    const { password, owner } = select(values);
    if (typeof password !== 'string' || password === '') return;
    const problem = findPasswordProblemWithoutList(password, {
      name: typeof owner?.name === 'string' ? owner.name : '',
      email: typeof owner?.email === 'string' ? owner.email : '',
    });
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, path });
  };
}
