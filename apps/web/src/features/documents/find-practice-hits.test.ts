import { describe, expect, it } from 'vitest';
import { findPracticeHits } from './find-practice-hits';

const practice = (id: number, name: string) => ({ id, name });
const PRACTICES = [
  practice(1, 'Dierenartsenpraktijk De Hoeve'),
  practice(2, 'Paardenkliniek Het Zadel'),
  practice(3, 'Veehouderij Praktijk Oost'),
  practice(4, 'Praktijk Aan de Dijk'),
  practice(5, 'Dierenkliniek Hoevelaken'),
];
const names = (hits: { name: string }[]) => hits.map((hit) => hit.name);

describe('findPracticeHits', () => {
  it('finds names containing the search, whatever its case', () => {
    expect(names(findPracticeHits(PRACTICES, 'ZADEL'))).toEqual(['Paardenkliniek Het Zadel']);
  });

  it('offers at most three practices', () => {
    expect(findPracticeHits(PRACTICES, 'e')).toHaveLength(3);
    expect(findPracticeHits(PRACTICES, 'e', 5)).toHaveLength(5);
  });

  it('puts names, then words, that start with the search first, each group A to Z', () => {
    expect(names(findPracticeHits(PRACTICES, 'praktijk'))).toEqual([
      'Praktijk Aan de Dijk',
      'Veehouderij Praktijk Oost',
      'Dierenartsenpraktijk De Hoeve',
    ]);
    expect(names(findPracticeHits(PRACTICES, ' hoeve '))).toEqual([
      'Dierenartsenpraktijk De Hoeve',
      'Dierenkliniek Hoevelaken',
    ]);
  });

  it('offers nothing for an empty search or one that matches no name', () => {
    expect(findPracticeHits(PRACTICES, '   ')).toEqual([]);
    expect(findPracticeHits(PRACTICES, 'kattenpension')).toEqual([]);
  });
});
