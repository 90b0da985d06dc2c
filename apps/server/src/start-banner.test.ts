import { describe, expect, it } from 'vitest';
import { describeDatabase, formatStartBanner } from './start-banner';

const facts = {
  address: 'http://127.0.0.1:3000',
  database: 'ingebouwd (PGlite) in /srv/portaal/pglite',
  firstAdmin: { email: 'beheer@example.nl', password: 'geheim-en-lang' },
};

describe('the start banner', () => {
  it('frames the facts on a terminal, every line the same width', () => {
    const lines = formatStartBanner(facts, true).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines.join('\n')).toContain('Wachtwoord:  geheim-en-lang');
  });

  it('writes plain lines elsewhere, and no password when none was generated', () => {
    const plain = formatStartBanner({ ...facts, firstAdmin: undefined }, false);
    expect(plain).toBe(
      'Praktijkportaal draait op http://127.0.0.1:3000\nDatabase: ingebouwd (PGlite) in /srv/portaal/pglite\n',
    );
  });

  it('warns, after the facts, of each privacy setting the operator left out', () => {
    const plain = formatStartBanner(
      {
        ...facts,
        firstAdmin: undefined,
        missingPrivacySettings: [{ variable: 'PRIVACY_CONTACT', meaning: 'e-mailadres' }],
      },
      false,
    );
    expect(plain.split('\n').slice(2)).toEqual([
      '',
      'Let op: de privacyverklaring zegt nu dat dit nog niet is ingevuld:',
      '  PRIVACY_CONTACT: e-mailadres',
      'Stel dit in voordat iemand het portaal gebruikt.',
      '',
    ]);
  });

  it('names the PostgreSQL server and database without the credentials', () => {
    expect(describeDatabase('postgres://portaal:s3cr3t@db.intern:5432/portaal', '/x')).toBe(
      'PostgreSQL op db.intern:5432/portaal',
    );
    expect(describeDatabase(undefined, '/data/pglite')).toBe('ingebouwd (PGlite) in /data/pglite');
  });
});
