import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters, salted', async () => {
    const first = await hashPassword('Paardenstal-2026');
    const second = await hashPassword('Paardenstal-2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only, and survives a corrupt hash', async () => {
    const stored = await hashPassword('Koeien-melken-7');
    expect(await verifyPassword(stored, 'Koeien-melken-7')).toBe(true);
    expect(await verifyPassword(stored, 'koeien-melken-7')).toBe(false);
    expect(await verifyPassword('geen-hash', 'x')).toBe(false);
    expect(await verifyPassword(undefined, 'x')).toBe(false);
  });
});
