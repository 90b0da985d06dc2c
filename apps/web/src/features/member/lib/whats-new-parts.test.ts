import { describe, expect, it } from 'vitest';
import { whatsNewParts, whatsNewText } from './whats-new-parts';

describe('what is new, in words', () => {
  it('says one and more in Dutch, leading to each list', () => {
    expect(whatsNewParts({ new_reports: 1, new_files: 2 })).toEqual([
      { text: '1 nieuw verslag', list: 'reports' },
      { text: '2 nieuwe bestanden', list: 'uploadedPDFs' },
    ]);
    expect(whatsNewText({ new_reports: 3, new_files: 1 })).toBe(
      '3 nieuwe verslagen, 1 nieuw bestand',
    );
    expect(whatsNewText({ new_reports: 0, new_files: 4 })).toBe('4 nieuwe bestanden');
    expect(whatsNewText({ new_reports: 0, new_files: 0 })).toBe('Alles gelezen');
  });
});
