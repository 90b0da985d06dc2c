import { describe, expect, it } from 'vitest';
import { lettersOf, normalisePassword } from './password-normalisation';

describe('normalisePassword', () => {
  it('folds case and accents', () => {
    expect(normalisePassword('Véldhuis-2026')).toBe('veldhuis-2026');
    expect(normalisePassword('ÉÈÊËéèêë çñ')).toBe('eeeeeeee cn');
  });

  it('writes full-width letters and digits as plain ones (NFKC)', () => {
    expect(normalisePassword('Ｖｅｌｄｈｕｉｓ－２０２６')).toBe('veldhuis-2026');
  });

  it('removes invisible characters: zero-width space, joiners, soft hyphen, bidi marks', () => {
    expect(normalisePassword('Veld\u200Bhuis\u200C\u200D\u00AD\u2060\u200E\uFEFF-2026')).toBe(
      'veldhuis-2026',
    );
  });

  it('maps Cyrillic and Greek look-alikes to the Latin letters they pass for', () => {
    // Cyrillic і (U+0456), а, е, о, р, с; Greek ο and capital Η.
    expect(normalisePassword('Veldhuіs')).toBe('veldhuis');
    expect(normalisePassword('Wасhtwоord')).toBe('wachtwoord');
    expect(normalisePassword('ρraktijk')).toBe('praktijk');
    expect(normalisePassword('Ηοi')).toBe('hoi');
    // The small eta looks like n, not h: the table goes by case.
    expect(normalisePassword('ηη')).toBe('nn');
  });

  it('writes letters NFD does not take apart as the letters they are read as', () => {
    expect(normalisePassword('Ødegård Straße')).toBe('odegard strasse');
  });

  it('keeps what is already plain as it is, spaces and symbols included', () => {
    expect(normalisePassword('correct paard batterij 1!')).toBe('correct paard batterij 1!');
  });
});

describe('lettersOf', () => {
  it('leaves the letters only', () => {
    expect(lettersOf('veld-huis 2026!')).toBe('veldhuis');
  });
});
