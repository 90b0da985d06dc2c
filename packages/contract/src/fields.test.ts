import { describe, expect, it } from 'vitest';
import { MAX_ID, multiLine, singleLine, webUrl, ZId } from './fields';

describe('ZId', () => {
  it('takes positive integers and their decimal text up to the integer column limit', () => {
    expect(ZId.parse(1)).toBe(1);
    expect(ZId.parse('42')).toBe(42);
    expect(ZId.parse(MAX_ID)).toBe(MAX_ID);
  });

  it.each([0, -1, 1.5, MAX_ID + 1, '2147483648', '0x1', ' 1', '01', '', true, [1], null])(
    'refuses %j',
    (value) => {
      expect(ZId.safeParse(value).success).toBe(false);
    },
  );
});

describe('text fields', () => {
  it('refuse NUL and other control characters, keeping line breaks in multi-line texts', () => {
    expect(singleLine(10).safeParse('a\u0000b').success).toBe(false);
    expect(singleLine(10).safeParse('a\nb').success).toBe(false);
    expect(singleLine(10).parse('  Hoeve  ')).toBe('Hoeve');
    expect(multiLine(100).safeParse('regel\u0000').success).toBe(false);
    expect(multiLine(100).safeParse('bel\u0007').success).toBe(false);
    expect(multiLine(100).parse('een\r\ntwee\tdrie')).toBe('een\r\ntwee\tdrie');
  });

  it('refuses web addresses with control characters or other protocols', () => {
    expect(webUrl().safeParse('https://a.nl/x\u0000y').success).toBe(false);
    expect(webUrl().safeParse('javascript:alert(1)').success).toBe(false);
    expect(webUrl().parse('https://www.example.nl/pad?x=1')).toBe('https://www.example.nl/pad?x=1');
  });
});
