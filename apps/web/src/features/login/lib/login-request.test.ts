import { describe, expect, it } from 'vitest';
import { validateLoginRequest } from './login-request';

describe('validateLoginRequest', () => {
  it('shows the first Dutch message per field', () => {
    expect(validateLoginRequest({ email: '', password: '' }).errors).toEqual({
      email: 'Vul dit veld in.',
      password: 'Vul dit veld in.',
    });
  });

  it('asks for a whole email address in plain Dutch', () => {
    expect(validateLoginRequest({ email: 'jan', password: 'x' }).errors).toEqual({
      email: 'Vul een geldig e-mailadres in.',
    });
  });

  it('sends the email trimmed and lower-cased', () => {
    expect(validateLoginRequest({ email: ' Jan@Praktijk.NL ', password: 'x' }).data).toEqual({
      email: 'jan@praktijk.nl',
      password: 'x',
    });
  });
});
