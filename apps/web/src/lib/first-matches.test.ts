import { describe, expect, it } from 'vitest';
import { firstMatches } from './first-matches';

const ANIMALS = [
  { name: 'Paarden in zorg', owner: 'De Hoeve' },
  { name: 'Melkvee', owner: 'Praktijk Oost' },
  { name: 'Paardenkliniek', owner: 'Het Zadel' },
  { name: 'Jongvee', owner: 'Praktijk Oost' },
];
const texts = (animal: (typeof ANIMALS)[number]) => [animal.name, animal.owner];

describe('firstMatches', () => {
  it('keeps the items whose texts contain the search, in their own order', () => {
    expect(firstMatches(ANIMALS, 'PAARD', texts, 5).map((a) => a.name)).toEqual([
      'Paarden in zorg',
      'Paardenkliniek',
    ]);
  });

  it('matches on any of the texts', () => {
    expect(firstMatches(ANIMALS, 'oost', texts, 5).map((a) => a.name)).toEqual([
      'Melkvee',
      'Jongvee',
    ]);
  });

  it('stops at the limit', () => {
    expect(firstMatches(ANIMALS, 'e', texts, 3)).toHaveLength(3);
    expect(firstMatches(ANIMALS, 'e', texts, 3)[2]?.name).toBe('Paardenkliniek');
  });

  it('shows nothing for an empty or blank search', () => {
    expect(firstMatches(ANIMALS, '', texts, 5)).toEqual([]);
    expect(firstMatches(ANIMALS, '   ', texts, 5)).toEqual([]);
  });
});
