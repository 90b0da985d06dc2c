import { describe, expect, it } from 'vitest';
import { countWords, limitWords, MAX_REPORT_WORDS, ZReportRequest } from './reports';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('countWords', () => {
  it('counts words separated by any white space, ignoring the ends', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('één  twee\ndrie\tvier ')).toBe(4);
    expect(countWords('Financiën: € 82.000')).toBe(3);
  });
});

describe('limitWords', () => {
  it('keeps a text within the limit as it is', () => {
    expect(limitWords('een twee  drie\n', 3)).toBe('een twee  drie\n');
  });

  it('cuts a text after the limit, keeping the words and spacing before it', () => {
    expect(limitWords('een twee\ndrie vier vijf', 3)).toBe('een twee\ndrie');
    expect(countWords(limitWords(words(250)))).toBe(MAX_REPORT_WORDS);
  });
});

describe('ZReportRequest', () => {
  const base = { practice_id: 1, name: 'juni 2025' };

  it('accepts 200 words and refuses 201 on the field', () => {
    expect(ZReportRequest.safeParse({ ...base, klanten: words(200) }).success).toBe(true);
    const refused = ZReportRequest.safeParse({ ...base, overig: words(201) });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['overig']);
  });

  it('defaults missing sections to empty text and requires a month', () => {
    expect(ZReportRequest.parse(base).team).toBe('');
    expect(ZReportRequest.safeParse({ practice_id: 1, name: ' ' }).success).toBe(false);
  });
});
