import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  ZLoginRequest,
} from '@praktijkportaal/contract/auth';
import { describe, expect, it } from 'vitest';
import '../../../lib/zod-locale';
import { type LoginFieldErrors, validateLoginRequest } from './login-request';

/** What the contract's schema says about the same values, in the form's terms. */
function contractVerdict(values: { email: string; password: string }) {
  const result = ZLoginRequest.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginFieldErrors;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

const CASES = [
  { email: '', password: '' },
  { email: 'jan', password: 'x' },
  { email: '  Jan@Praktijk.NL ', password: 'geheim' },
  { email: 'jan@praktijk', password: 'geheim' },
  { email: 'jan@@praktijk.nl', password: 'geheim' },
  { email: `${'a'.repeat(MAX_EMAIL_LENGTH - 12)}@praktijk.nl`, password: 'geheim' },
  { email: `${'a'.repeat(MAX_EMAIL_LENGTH - 11)}@praktijk.nl`, password: 'geheim' },
  { email: 'jan@praktijk.nl', password: 'x'.repeat(MAX_PASSWORD_LENGTH) },
  { email: 'jan@praktijk.nl', password: 'x'.repeat(MAX_PASSWORD_LENGTH + 1) },
  { email: 'jan@praktijk.nl', password: ' ' },
];

describe('validateLoginRequest', () => {
  it.each(CASES)('agrees with the contract on %j', (values) => {
    expect(validateLoginRequest(values)).toEqual(contractVerdict(values));
  });

  it('shows the Dutch messages the form has always shown', () => {
    expect(validateLoginRequest({ email: '', password: '' }).errors).toEqual({
      email: 'Ongeldig: emailadres',
      password: 'Te kort: verwacht dat string >=1 tekens heeft',
    });
  });

  it('sends the email trimmed and lower-cased', () => {
    expect(validateLoginRequest({ email: ' Jan@Praktijk.NL ', password: 'x' }).data).toEqual({
      email: 'jan@praktijk.nl',
      password: 'x',
    });
  });
});
