import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER, csvLine } from './audit-csv';

// The Logboek's CSV line by line, as Dutch Excel reads it (decisions 045 and 064): these are the
// bytes the hand-written writer produced before csv-stringify took over, and must keep producing.
describe('the Logboek CSV line', () => {
  it('joins plain cells with semicolons and ends with CR LF', () => {
    expect(csvLine(['2026-11-27T10:00:00.000Z', 'a@b.nl', '', 'Gebruiker', '7', '1'])).toBe(
      '2026-11-27T10:00:00.000Z;a@b.nl;;Gebruiker;7;1\r\n',
    );
    expect(csvLine(AUDIT_CSV_HEADER)).toBe(
      'Tijdstip;Gebruiker;IP-adres;Onderdeel;Id;Actie;Gewijzigde velden;Aantal keer\r\n',
    );
  });

  it('quotes a cell with a quote, a separator or a line break, doubling its quotes', () => {
    expect(csvLine(['Naam: "Oud" → "Nieuw"; Wachtwoord', 'x'])).toBe(
      '"Naam: ""Oud"" → ""Nieuw""; Wachtwoord";x\r\n',
    );
    expect(csvLine(['een;twee'])).toBe('"een;twee"\r\n');
    expect(csvLine(['regel 1\nregel 2', 'regel 1\r\nregel 2', 'a\rb'])).toBe(
      '"regel 1\nregel 2";"regel 1\r\nregel 2";"a\rb"\r\n',
    );
    expect(csvLine(['"', 'komma, geen scheiding', "it's"])).toBe(
      `"""";komma, geen scheiding;it's\r\n`,
    );
  });

  it('puts an apostrophe before a cell a spreadsheet would read as a formula', () => {
    expect(csvLine(['=1+1', '+SUM(1)', '-2', '@A1', '\tTab', 'a=b'])).toBe(
      "'=1+1;'+SUM(1);'-2;'@A1;'\tTab;a=b\r\n",
    );
    // Guarded first, then quoted: the apostrophe sits inside the quotes.
    expect(csvLine(['=HYPERLINK("http://kwaad.example")', '+SUM(1;2)', '\rx'])).toBe(
      `"'=HYPERLINK(""http://kwaad.example"")";"'+SUM(1;2)";"'\rx"\r\n`,
    );
  });

  it('also guards the full-width = + - @ that Apple Numbers reads as a formula', () => {
    // New with csv-stringify (decision 064); the hand-written writer let these through.
    expect(csvLine(['\uFF1D1', '\uFF0B1', '\uFF0D1', '\uFF20A1'])).toBe(
      "'\uFF1D1;'\uFF0B1;'\uFF0D1;'\uFF20A1\r\n",
    );
  });

  it('writes empty cells as nothing', () => {
    expect(csvLine(['', '', ''])).toBe(';;\r\n');
  });
});
