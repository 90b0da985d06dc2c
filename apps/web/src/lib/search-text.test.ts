import { describe, expect, it } from 'vitest';
import { containsSearchText } from './search-text';

describe('containsSearchText', () => {
  it('finds the search anywhere in the text, whatever the case', () => {
    expect(containsSearchText('Klaas Bakker', 'bak')).toBe(true);
    expect(containsSearchText('Klaas Bakker', 'KLAAS B')).toBe(true);
    expect(containsSearchText('Klaas Bakker', 'Jansen')).toBe(false);
  });

  it('ignores spaces around the search and matches everything when it is empty', () => {
    expect(containsSearchText('Klaas Bakker', '  bakker ')).toBe(true);
    expect(containsSearchText('Klaas Bakker', '   ')).toBe(true);
  });

  it('compares letters with accents as they are', () => {
    expect(containsSearchText('Praktijk Hoëve', 'HOËVE')).toBe(true);
  });
});
