import { ERROR_CODES } from '@praktijkportaal/contract/error-codes';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createAttemptKeys, newIdempotencyKey } from './idempotency-key';

const values = { name: 'Dashboard', url: 'https://example.nl' };

describe('newIdempotencyKey', () => {
  it('is 128 random bits written like a UUID, new each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('createAttemptKeys', () => {
  it('gives a retry of the same values the same key after an attempt that may have landed', () => {
    for (const failure of [
      new TypeError('Failed to fetch'),
      new ApiError(503, { message: 'Even niet beschikbaar.' }),
      new ApiError(409, { message: 'Loopt nog.', code: ERROR_CODES.idempotencyKeyInProgress }),
    ]) {
      const keys = createAttemptKeys();
      const first = keys.keyFor(values);
      keys.settled(failure);
      expect(keys.keyFor({ ...values })).toBe(first);
    }
  });

  it('gives new values a new key', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor(values);
    keys.settled(new TypeError('Failed to fetch'));
    expect(keys.keyFor({ ...values, name: 'Ander dashboard' })).not.toBe(first);
  });

  it('gives a new key after a success or a refusal, which the server would only repeat', () => {
    for (const outcome of [
      undefined,
      new ApiError(422, { message: 'Ongeldig.', code: ERROR_CODES.validationFailed }),
      new ApiError(409, { message: 'Bestaat al.', code: ERROR_CODES.conflict }),
    ]) {
      const keys = createAttemptKeys();
      const first = keys.keyFor(values);
      keys.settled(outcome);
      expect(keys.keyFor(values)).not.toBe(first);
    }
  });
});
