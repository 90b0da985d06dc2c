import { countWords } from '@praktijkportaal/contract/reports';
import { describe, expect, it } from 'vitest';
import { limitReportEdit } from './limit-report-edit';

const words = (count: number, prefix = 'woord') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`).join(' ');

describe('limitReportEdit', () => {
  it('keeps an edit within the limit as it is', () => {
    expect(limitReportEdit('een twee', 'een twee drie', 3)).toEqual({
      text: 'een twee drie',
      caret: 13,
      leftOut: '',
    });
  });

  it('refuses a typed letter that would start a word beyond the limit', () => {
    expect(limitReportEdit('een twee drie ', 'een twee drie v', 3)).toEqual({
      text: 'een twee drie ',
      caret: 14,
      leftOut: 'v',
    });
  });

  it('still accepts spaces, line breaks and letters that lengthen a word at the limit', () => {
    expect(limitReportEdit('een twee drie', 'een twee drie\n', 3).text).toBe('een twee drie\n');
    expect(limitReportEdit('een twee drie', 'een twee driemaal', 3).text).toBe('een twee driemaal');
    expect(limitReportEdit('een twee drie', 'eens twee drie', 3).text).toBe('eens twee drie');
  });

  it('refuses a space that would split a word in the middle of the text', () => {
    expect(limitReportEdit('een twee drie', 'een tw ee drie', 3)).toMatchObject({
      text: 'een twee drie',
      caret: 6,
    });
  });

  it('pastes only the words that still fit, at the caret, keeping the text after it', () => {
    expect(limitReportEdit('een vier', 'een twee drie zes zeven vier', 4)).toEqual({
      text: 'een twee drie vier',
      caret: 14,
      leftOut: 'zes zeven',
    });
  });

  it('cuts a pasted text of 250 words to the first 200', () => {
    const result = limitReportEdit('', words(250));
    expect(countWords(result.text)).toBe(200);
    expect(result.text.endsWith(' woord200')).toBe(true);
    expect(result.text).not.toContain('woord201');
    expect(result.caret).toBe(result.text.length);
    expect(result.leftOut).toBe(words(250).split(' ').slice(200).join(' '));
    expect(countWords(result.leftOut)).toBe(50);
  });

  it('replaces a selection, inserting only what fits', () => {
    // "twee" was selected and a paste of three words replaced it.
    expect(limitReportEdit('een twee drie', 'een vijf zes zeven drie', 4).text).toBe(
      'een vijf zes drie',
    );
  });

  it('never splits a character made of two code units', () => {
    const result = limitReportEdit('een ', 'een 🐄 🐎', 2);
    expect(result.text).toBe('een 🐄');
  });

  it('shortens a text that was already beyond the limit to its first words', () => {
    expect(limitReportEdit('een twee drie vier', 'een twee drie vier!', 3)).toMatchObject({
      text: 'een twee drie',
      leftOut: 'vier!',
    });
  });

  it('gives back a whole paste that adds no word to a full field, with its line breaks', () => {
    expect(limitReportEdit('een twee ', 'een twee vijf\nzes', 2)).toEqual({
      text: 'een twee ',
      caret: 9,
      leftOut: 'vijf\nzes',
    });
  });

  it('lets deleting happen even at the limit', () => {
    expect(limitReportEdit('een twee drie', 'een drie', 3)).toEqual({
      text: 'een drie',
      caret: 4,
      leftOut: '',
    });
  });
});
