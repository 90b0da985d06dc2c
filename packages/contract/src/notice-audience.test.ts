import { describe, expect, it } from 'vitest';
import { dutchList, noticeAudienceText } from './notice-audience';

describe('who is told, in Dutch', () => {
  it('lists names as Dutch does', () => {
    expect(dutchList([])).toBe('');
    expect(dutchList(['Klaas Bakker'])).toBe('Klaas Bakker');
    expect(dutchList(['Klaas Bakker', 'Marieke de Vries'])).toBe(
      'Klaas Bakker en Marieke de Vries',
    );
    expect(dutchList(['A', 'B', 'C'])).toBe('A, B en C');
  });

  it('names the recipients, or says why nobody is told', () => {
    expect(noticeAudienceText({ recipients: ['A', 'B', 'C'], reason: null })).toBe(
      'Wordt gemeld aan A, B en C.',
    );
    expect(noticeAudienceText({ recipients: [], reason: 'no_members' })).toBe(
      'Niemand van deze praktijk krijgt bericht: er is geen Klant of Manager aan de praktijk gekoppeld.',
    );
    expect(noticeAudienceText({ recipients: [], reason: 'not_activated' })).toMatch(
      /^Niemand van deze praktijk krijgt bericht: nog niemand heeft een wachtwoord ingesteld\.$/,
    );
    expect(noticeAudienceText({ recipients: [], reason: 'notices_off' })).toContain('uitgezet');
  });
});
