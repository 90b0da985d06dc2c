import { describe, expect, it } from 'vitest';
import {
  emailChangeConfirmPagePath,
  emailChangeReportPagePath,
  PAGE_PATHS,
  pagePath,
  pdfPagePath,
  securityReportPagePath,
  setPasswordPagePath,
  unsubscribePagePath,
} from './page-paths';

describe('PAGE_PATHS', () => {
  it('are distinct absolute patterns that a router reads as written', () => {
    const patterns = Object.values(PAGE_PATHS);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) expect(pattern).toMatch(/^(\/([a-z-]+|:[a-zA-Z]+))+$/);
  });
});

describe('the page builders', () => {
  it('fill in each parameter, encoded', () => {
    expect(pdfPagePath(42)).toBe('/pdf/42');
    expect(setPasswordPagePath('abc_-1')).toBe('/wachtwoord-instellen/abc_-1');
    expect(emailChangeConfirmPagePath('t')).toBe('/e-mailadres-bevestigen/t');
    expect(emailChangeReportPagePath('t')).toBe('/e-mailadres-niet-gewijzigd/t');
    expect(securityReportPagePath('t')).toBe('/dit-was-ik-niet/t');
    expect(pagePath(PAGE_PATHS.setPassword, { token: 'a/b?c' })).toBe(
      '/wachtwoord-instellen/a%2Fb%3Fc',
    );
  });

  it('give the unsubscribe page its link query', () => {
    expect(unsubscribePagePath(new URLSearchParams({ user: '5', sig: 'x-y' }))).toBe(
      '/afmelden?user=5&sig=x-y',
    );
  });

  it('take exactly the parameters of the pattern (checked by the compiler)', () => {
    // @ts-expect-error: the PDF page's parameter is pdfId.
    expect(pagePath(PAGE_PATHS.pdf, { id: 1 })).toBe('/pdf/undefined');
    expect(pagePath(PAGE_PATHS.privacy, {})).toBe('/privacyverklaring');
  });
});
