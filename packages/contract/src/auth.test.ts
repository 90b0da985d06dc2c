import { describe, expect, it } from 'vitest';
import { ZLoginRequest } from './auth';

describe('ZLoginRequest', () => {
  it('trims and lower-cases the email', () => {
    expect(ZLoginRequest.parse({ email: '  Jan@Praktijk.NL ', password: 'x' })).toEqual({
      email: 'jan@praktijk.nl',
      password: 'x',
    });
  });

  it('refuses a malformed email, an empty and an overlong password, in Dutch', () => {
    const result = ZLoginRequest.safeParse({ email: 'jan', password: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(['email', 'password']);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Vul een geldig e-mailadres in.',
      'Vul dit veld in.',
    ]);
    expect(ZLoginRequest.safeParse({ email: 'a@b.nl', password: 'x'.repeat(257) }).success).toBe(
      false,
    );
  });
});
