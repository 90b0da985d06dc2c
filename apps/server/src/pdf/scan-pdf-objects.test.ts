import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scanPdfObjects } from './scan-pdf-objects';

const LIMITS = { perStreamBytes: 1024 * 1024, perFileBytes: 2 * 1024 * 1024 };
const scan = (text: string | Buffer) =>
  scanPdfObjects(typeof text === 'string' ? Buffer.from(text, 'latin1') : text, LIMITS);
const stream = (dict: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`${dict.replace(/>>$/, `/Length ${data.length} >>`)}\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
const objectStream = (objects: string, first: number, header: string) =>
  stream(
    `<< /Type /ObjStm /N 1 /First ${first} /Filter /FlateDecode >>`,
    deflateSync(Buffer.from(header + objects, 'latin1')),
  );

/**
 * The scan's own reading of the bytes: the ways a file could show a reader
 * something that one parser's view of it does not.
 */
describe('the scan of every object in the bytes', () => {
  it('finds names written with #xx escapes', () => {
    expect(scan('1 0 obj << /S /Java#53cript /J#53 (x) >> endobj')).toEqual({
      verdict: 'activeContent',
      found: 'javascript',
    });
  });

  it('finds an object whose header has a comment in it, or no space before obj', () => {
    expect(scan('1 0 % note\nobj << /S /Launch >> endobj')).toMatchObject({
      found: 'launchAction',
    });
    expect(scan('1 0obj << /S /Launch >> endobj')).toMatchObject({ found: 'launchAction' });
  });

  it("finds an object hidden in another object's stream data, where a table may point", () => {
    const data = Buffer.from('junk 7 0 obj << /S /GoToE >> endobj junk', 'latin1');
    expect(scan(Buffer.concat([Buffer.from('1 0 obj\n'), stream('<< >>', data)]))).toMatchObject({
      found: 'embeddedFile',
    });
  });

  it('does not read names in stream data or strings as names', () => {
    const content = Buffer.from('/JS gs /EF Do', 'latin1');
    expect(scan(Buffer.concat([Buffer.from('1 0 obj\n'), stream('<< >>', content)]))).toEqual({
      verdict: 'clean',
    });
    expect(scan('1 0 obj << /Title (over /JavaScript en /Launch) >> endobj')).toEqual({
      verdict: 'clean',
    });
  });

  it('reads an object stream from an offset that lands inside what reads as a string', () => {
    // From the start, `(<< /S /SubmitForm >>)` is a string; from offset 1 it is a dictionary.
    const objects = '(<< /S /SubmitForm >>)';
    const header = '5 1 ';
    expect(
      scan(Buffer.concat([Buffer.from('9 0 obj\n'), objectStream(objects, 4, header)])),
    ).toEqual({ verdict: 'activeContent', found: 'formAction' });
    const harmless = objectStream(objects, 4, '5 0 ');
    expect(scan(Buffer.concat([Buffer.from('9 0 obj\n'), harmless]))).toEqual({ verdict: 'clean' });
  });

  it('finds an XFA script in UTF-16, and a script tag split between two packets', () => {
    const packet = (text: string, encoding: BufferEncoding = 'latin1') =>
      stream('<< /Filter /FlateDecode >>', deflateSync(Buffer.from(text, encoding)));
    const form = (...packets: Buffer[]) =>
      Buffer.concat([
        Buffer.from(
          `1 0 obj << /AcroForm << /XFA [${packets.map((_, i) => `(p${i}) ${i + 2} 0 R`).join(' ')}] >> >> endobj\n`,
        ),
        ...packets.flatMap((data, i) => [Buffer.from(`${i + 2} 0 obj\n`), data, Buffer.from('\n')]),
      ]);
    const script = '<template><script>app.alert(1)</script></template>';
    expect(scan(form(packet(script, 'utf16le')))).toMatchObject({ found: 'xfaScript' });
    expect(scan(form(packet('<template><scr'), packet('ipt>x</script></template>')))).toMatchObject(
      { found: 'xfaScript' },
    );
    expect(scan(form(packet('<template><field name="a"/></template>')))).toEqual({
      verdict: 'clean',
    });
  });

  it('refuses an object stream past the limit, and one it cannot decode', () => {
    const large = stream(
      '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>',
      deflateSync(Buffer.alloc(LIMITS.perStreamBytes + 1, 0x20)),
    );
    expect(scan(Buffer.concat([Buffer.from('9 0 obj\n'), large]))).toEqual({
      verdict: 'inflatesTooFar',
    });
    const broken = stream(
      '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>',
      Buffer.from('no zlib'),
    );
    expect(scan(Buffer.concat([Buffer.from('9 0 obj\n'), broken]))).toEqual({
      verdict: 'unreadable',
    });
  });
});
