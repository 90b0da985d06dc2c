import { describe, expect, it } from 'vitest';
import {
  isTokenExpiredError,
  msUntilTokenRefresh,
  nextRefreshDelay,
  TOKEN_REFRESH_MARGIN_MS,
} from './embed-token';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const MINUTE = 60 * 1000;

describe('msUntilTokenRefresh', () => {
  it('waits until ten minutes before the token expires', () => {
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(10 * MINUTE);
    expect(msUntilTokenRefresh('2026-11-21T13:00:00.000Z', NOW)).toBe(50 * MINUTE);
  });

  it('renews at once when less than ten minutes are left', () => {
    expect(msUntilTokenRefresh('2026-11-21T12:09:59.000Z', NOW)).toBe(0);
    expect(msUntilTokenRefresh('2026-11-21T12:10:00.000Z', NOW)).toBe(0);
  });

  it('renews at once when the token has expired already', () => {
    expect(msUntilTokenRefresh('2026-11-21T11:00:00.000Z', NOW)).toBe(0);
  });

  it('renews at once when the expiry cannot be read', () => {
    expect(msUntilTokenRefresh('onbekend', NOW)).toBe(0);
  });

  it('reads expiry times with an offset', () => {
    expect(msUntilTokenRefresh('2026-11-21T13:30:00+01:00', NOW)).toBe(20 * MINUTE);
  });
});

describe('nextRefreshDelay', () => {
  it('renews a token that is due at once when the page opens', () => {
    expect(nextRefreshDelay('2026-11-21T12:05:00.000Z', NOW, false)).toBe(0);
  });

  it('waits at least a minute after a renewal that brought no fresher token', () => {
    expect(nextRefreshDelay('2026-11-21T12:05:00.000Z', NOW, true)).toBe(MINUTE);
  });

  it('waits the normal time after a renewal that brought a fresh token', () => {
    expect(nextRefreshDelay('2026-11-21T13:00:00.000Z', NOW, true)).toBe(50 * MINUTE);
  });
});

describe('isTokenExpiredError', () => {
  it("recognises Power BI's TokenExpired error detail", () => {
    expect(
      isTokenExpiredError({ message: 'TokenExpired', detailedMessage: 'Access token has expired' }),
    ).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isTokenExpiredError({ message: 'LoadReportFailed' })).toBe(false);
    expect(isTokenExpiredError('TokenExpired')).toBe(false);
    expect(isTokenExpiredError(undefined)).toBe(false);
    expect(isTokenExpiredError(null)).toBe(false);
  });
});
