import '@praktijkportaal/contract/zod-locale';
import { describe, expect, it } from 'vitest';
import { validateLoginRequest } from './login-request';

describe('validateLoginRequest', () => {
  it('shows the first Dutch message per field', () => {
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
