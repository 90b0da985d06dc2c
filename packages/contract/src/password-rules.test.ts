import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  findPasswordProblem,
  findPasswordProblemWithoutList,
  PASSWORD_RULE_HINT,
  personalWordMessage,
  personalWords,
} from './password-rules';

const common = new Set(['password', '12345678', 'aaaaaaaa']);
const isCommon = (password: string) => common.has(password);
const anna = { name: 'Anna de Vries-Bakker', email: 'a.devries+portaal@praktijk-noord.nl' };

describe('personalWords', () => {
  it('splits the name and the local part at anything that is not a letter, 4 letters or more', () => {
    expect(personalWords(anna)).toEqual(['anna', 'vries', 'bakker', 'devries', 'portaal']);
  });

  it('keeps letters with accents and ignores the domain', () => {
    expect(personalWords({ name: 'Émile Ødegård', email: 'emile@dierenarts.nl' })).toEqual([
      'émile',
      'ødegård',
      'emile',
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

describe('findPasswordProblemWithoutList (the browser)', () => {
  it('checks length, repetition and personal words, and leaves common passwords to the server', () => {
    expect(findPasswordProblemWithoutList('Kort-12', anna)).toBe(MESSAGES.passwordTooShort);
    expect(findPasswordProblemWithoutList('abababab', anna)).toBe(MESSAGES.passwordTooRepetitive);
    expect(findPasswordProblemWithoutList('Bakker-Stal-99', anna)).toBe(
      personalWordMessage('bakker'),
    );
    expect(findPasswordProblemWithoutList('password', anna)).toBeUndefined();
  });

  it('has a hint that names the numbers of the rule', () => {
    expect(PASSWORD_RULE_HINT).toContain('Minstens 8 tekens, waarvan 4 verschillende');
  });
});
