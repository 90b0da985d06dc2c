import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  findPasswordProblem,
  findPasswordProblemWithoutList,
  PASSWORD_RULE_HINT,
  personalWordMessage,
  personalWords,
} from './password-rules';

const common = new Set(['password', '12345678', 'aaaaaaaa', 'welkom']);
const isCommon = (password: string) => common.has(password);
const anna = { name: 'Anna de Vries-Bakker', email: 'a.devries+portaal@praktijk-noord.nl' };

describe('personalWords', () => {
  it('splits the name and the local part at anything that is not a letter, 4 letters or more', () => {
    expect(personalWords(anna)).toEqual(['anna', 'vries', 'bakker', 'devries', 'portaal']);
  });

  it('folds accents and ignores the domain', () => {
    expect(personalWords({ name: 'Émile Ødegård', email: 'emile@dierenarts.nl' })).toEqual([
      'emile',
      'odegard',
    ]);
  });
});

describe('findPasswordProblem', () => {
  it('accepts a long password that is not common and holds nothing of the person', () => {
    expect(findPasswordProblem('Correct-Paard-Batterij-1', anna, isCommon)).toBeUndefined();
  });

  it('refuses fewer than 8 characters', () => {
    expect(findPasswordProblem('Kort-12', anna, isCommon)).toBe(MESSAGES.passwordTooShort);
  });

  it('refuses a common password whatever its case', () => {
    expect(findPasswordProblem('PassWord', anna, isCommon)).toBe(MESSAGES.passwordTooCommon);
    expect(findPasswordProblem('12345678', anna, isCommon)).toBe(MESSAGES.passwordTooCommon);
  });

  it('refuses a password of fewer than 4 different characters', () => {
    expect(findPasswordProblem('aaaaaaaa', anna, isCommon)).toBe(MESSAGES.passwordTooCommon);
    expect(findPasswordProblem('AaAaAaAaAa', anna, isCommon)).toBe(MESSAGES.passwordTooRepetitive);
    expect(findPasswordProblem('12121212', anna, isCommon)).toBe(MESSAGES.passwordTooRepetitive);
    expect(findPasswordProblem('hoi hoi hoi hoi', anna, isCommon)).toBeUndefined();
  });

  it('refuses a word of the name or the local part, ignoring case, and names it', () => {
    expect(findPasswordProblem('Zomer-BAKKER-2026', anna, isCommon)).toBe(
      personalWordMessage('bakker'),
    );
    expect(findPasswordProblem('mijn-portaal-2026', anna, isCommon)).toBe(
      personalWordMessage('portaal'),
    );
    // "de" is shorter than 4 letters and may appear.
    expect(findPasswordProblem('de-groene-weide-9', anna, isCommon)).toBeUndefined();
  });
});

describe('the rule on the normalised password', () => {
  const jan = { name: 'Jan Veldhuis', email: 'jan@praktijk-oost.nl' };
  const veldhuis = personalWordMessage('veldhuis');

  it.each([
    ['an accent', 'Véldhuis-2026'],
    ['a Cyrillic і', 'Veldhu\u0456s-2026'],
    ['full-width letters', 'Ｖｅｌｄｈｕｉｓ－２０２６'],
    ['separators in the name', 'Veld-huis-2026'],
    ['a zero-width space', 'Veld\u200Bhuis-2026'],
    ['a soft hyphen and digits between', 'Veld\u00AD7huis!'],
  ])('refuses the name with %s', (_, password) => {
    expect(findPasswordProblem(password, jan, isCommon)).toBe(veldhuis);
  });

  it("refuses a common Dutch password and the portal's own words, in any spelling", () => {
    for (const password of [
      'wachtwoord',
      'WACHTWOORD',
      'wасhtwoord',
      'Praktijkportaal',
      'dierenarts',
    ]) {
      expect(findPasswordProblem(password, jan, isCommon), password).toBe(
        MESSAGES.passwordTooCommon,
      );
    }
  });

  it('refuses a listed word with a few digits or symbols added', () => {
    const addedTo = MESSAGES.passwordCommonWordWithAdditions;
    for (const password of [
      'Welkom01',
      'Welkom2026!',
      '01-welkom!',
      'Praktijkportaal1',
      'Praktijk-portaal-2026',
      'Password123!',
      'pass word 99',
    ]) {
      expect(findPasswordProblem(password, jan, isCommon), password).toBe(addedTo);
    }
  });

  it('counts length and variety on the normalised password', () => {
    expect(findPasswordProblem('Kort\u200B\u200B\u200B-1', jan, isCommon)).toBe(
      MESSAGES.passwordTooShort,
    );
    expect(findPasswordProblem('aAáÀäÄ1!', jan, isCommon)).toBe(MESSAGES.passwordTooRepetitive);
  });

  it('accepts good passwords, also with accents, other scripts and a listed word among more', () => {
    for (const password of [
      'Correct-Paard-Batterij-1',
      'Zeeën van tijd in Ærø!',
      'Прекрасный-день-42',
      'Welkom in de stal van 1987',
      '7492-8831-welkom-0365',
      'Jan-en-Piet-Stal-7',
    ]) {
      expect(findPasswordProblem(password, jan, isCommon), password).toBeUndefined();
    }
  });
});

describe('findPasswordProblemWithoutList (the browser)', () => {
  it('checks length, repetition and personal words, and leaves common passwords to the server', () => {
    expect(findPasswordProblemWithoutList('Kort-12', anna)).toBe(MESSAGES.passwordTooShort);
    expect(findPasswordProblemWithoutList('abababab', anna)).toBe(MESSAGES.passwordTooRepetitive);
    expect(findPasswordProblemWithoutList('Bakker-Stal-99', anna)).toBe(
      personalWordMessage('bakker'),
    );
    expect(findPasswordProblemWithoutList('password', anna)).toBeUndefined();
  });

  it("knows the portal's words and the short Dutch list itself, with additions too", () => {
    expect(findPasswordProblemWithoutList('wachtwoord', anna)).toBe(MESSAGES.passwordTooCommon);
    expect(findPasswordProblemWithoutList('Welkom01', anna)).toBe(
      MESSAGES.passwordCommonWordWithAdditions,
    );
    expect(findPasswordProblemWithoutList('Praktijkportaal1', anna)).toBe(
      MESSAGES.passwordCommonWordWithAdditions,
    );
  });

  it('has a hint that names the numbers of the rule', () => {
    expect(PASSWORD_RULE_HINT).toContain('Minstens 8 tekens, waarvan 4 verschillende');
  });
});
