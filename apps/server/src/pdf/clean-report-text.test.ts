import { describe, expect, it } from 'vitest';
import { cleanReportText, removeNonText, splitParagraphs } from './clean-report-text';

describe('cleanReportText', () => {
  it('keeps Dutch text as it is', () => {
    const text = 'Één coöperatie, ĳzer, €12,50 – ‘zo’ en “zo”… <b>&amp;</b> (ja) \\ nee';

    expect(cleanReportText(text)).toBe(text);
  });

  it('binds the euro sign to its amount with a no-break space, on either side', () => {
    expect(cleanReportText('Omzet € 48.250, kosten -€ 12 en 12,50 € netto; € alleen')).toBe(
      'Omzet €\u00A048.250, kosten -€\u00A012 en 12,50\u00A0€ netto; € alleen',
    );
  });

  it('removes NUL, controls and invisible format characters, and turns tabs into spaces', () => {
    expect(cleanReportText('a\u0000b\u0007c\u001bd\u007fe\u0085f\u200bg\u202eh\tj')).toBe(
      'abcdefgh j',
    );
  });

  it('writes ligature signs copied from elsewhere as their letters', () => {
    expect(cleanReportText('O\uFB00erte, \uFB01ets, \uFB02yer, e\uFB03ciënt')).toBe(
      'Offerte, fiets, flyer, efficiënt',
    );
  });

  it('keeps the soft hyphen, a place where a long word may break', () => {
    expect(cleanReportText('dieren\u00ADarts')).toBe('dieren\u00ADarts');
  });

  it('normalises Windows, old Mac and Unicode line breaks to newlines', () => {
    expect(cleanReportText('a\r\nb\rc\u2028d\u2029e')).toBe('a\nb\nc\nd\ne');
  });

  it('drops lone surrogates and variation selectors', () => {
    expect(cleanReportText('a\ud800b\udc00c ⚕\ufe0f')).toBe('abc ⚕');
  });

  it('leaves out characters the fonts cannot draw, without a gap or a replacement sign', () => {
    expect(cleanReportText('koe 🦠🦠 paard 🦠')).toBe('koe paard');
    expect(cleanReportText('🦠 begin\nmidden 🦠\nvoor🦠na')).toBe('begin\nmidden\nvoorna');
  });
});

describe('splitParagraphs', () => {
  it('splits at blank lines and keeps single line breaks inside a paragraph', () => {
    expect(splitParagraphs('een\ntwee\n\n  \n\ndrie\r\n\r\nvier  ')).toEqual([
      'een\ntwee',
      'drie',
      'vier',
    ]);
  });

  it('gives no paragraphs for empty, blank or control-only text', () => {
    for (const text of ['', '   ', '\n\t\n', '\u0000\u0007'])
      expect(splitParagraphs(text)).toEqual([]);
  });
});

describe('removeNonText', () => {
  it('keeps characters the fonts lack, for metadata that viewers draw themselves', () => {
    expect(removeNonText('Praktijk 🦠\u0000')).toBe('Praktijk 🦠');
  });
});
