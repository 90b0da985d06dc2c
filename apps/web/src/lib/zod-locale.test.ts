import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale';

describe('zod-locale', () => {
  it('makes the full zod API speak Dutch too (one shared core)', () => {
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe(
      'Ongeldige invoer: verwacht string, ontving getal',
    );
  });
});
