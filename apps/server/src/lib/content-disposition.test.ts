import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(contentDisposition('verslag.pdf')).toBe('inline; filename=verslag.pdf');
    expect(contentDisposition('logboek.csv', 'attachment')).toBe(
      'attachment; filename=logboek.csv',
    );
  });

  it('gives an ASCII fallback with accents folded and the exact UTF-8 name', () => {
    expect(contentDisposition('Financiën € 2025.pdf')).toBe(
      `inline; filename="Financien  2025.pdf"; filename*=UTF-8''Financi%C3%ABn%20%E2%82%AC%202025.pdf`,
    );
  });

  it('lets no quote, backslash or line break escape the header', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a\\"b\\\\cSet-Cookie: x=1.pdf"');
    expect(header).toContain("filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1.pdf");
  });
});
