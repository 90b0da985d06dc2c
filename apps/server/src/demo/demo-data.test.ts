import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../modules/auth/password-policy';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data';

describe('the demo password', () => {
  it.each(Object.values(DEMO_USERS))('keeps the password rule for $name', async (user) => {
    expect(await passwordProblem(DEMO_PASSWORD, user)).toBeUndefined();
  });
});
