import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../lib/content-disposition';
import { downloadName } from './download-name';

describe('downloadName', () => {
  it('puts the practice before the name of the file', () => {
    expect(downloadName('Verslag oktober 2026.pdf', 'Dierenkliniek De Wei')).toBe(
      'Dierenkliniek De Wei - Verslag oktober 2026.pdf',
    );
  });

  it('keeps a name that already holds the practice, in any case', () => {
    expect(downloadName('Jaarverslag dierenkliniek de wei.pdf', 'Dierenkliniek De Wei')).toBe(
      'Jaarverslag dierenkliniek de wei.pdf',
    );
  });

  it('gives both header forms the practice', () => {
    const header = contentDisposition(downloadName('Verslag juni 2025.pdf', 'Praktijk Ûtdyk'));
    expect(header).toContain('filename="Praktijk Utdyk - Verslag juni 2025.pdf"');
    expect(header).toContain(
      "filename*=UTF-8''Praktijk%20%C3%9Btdyk%20-%20Verslag%20juni%202025.pdf",
    );
  });
});
