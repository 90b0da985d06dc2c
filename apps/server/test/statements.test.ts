import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TStatement, TStatementBlock } from '@praktijkportaal/contract/statements';
import { afterEach, describe, expect, it } from 'vitest';
import { missingPrivacySettings } from '../src/modules/statements/index';
import { route } from './support/route';
import { createTestApp, type TestApp } from './support/test-app';

// The Privacyverklaring and the Toegankelijkheidsverklaring: public, the
// privacy text made from the running configuration, either replaced by a Markdown file; who is
// responsible and where to write, or plainly that the operator left them out.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function statement(kind: 'privacy' | 'accessibility') {
  const response = await t?.call(
    undefined,
    route(kind === 'privacy' ? 'getPrivacyStatement' : 'getAccessibilityStatement'),
  );
  expect(response?.statusCode, response?.body).toBe(200);
  return response?.json<TStatement>() as TStatement;
}

const allText = (blocks: TStatementBlock[]) =>
  blocks
    .flatMap((block) => (block.type === 'list' ? block.items.flat() : block.content))
    .map((run) => run.text)
    .join('');

/** Words for specialists that a Klant should not meet in the statement. */
const JARGON = /argon2|hash|127\.0\.0\.1|mailserver|smtp|sessie/i;

const NOT_FILLED_IN = {
  controller:
    'Nog niet ingevuld: de beheerder van dit portaal heeft nog niet ingevuld wie verantwoordelijk is voor je gegevens (naam en adres).',
  contact: 'de beheerder van dit portaal heeft daarvoor nog geen e-mailadres ingevuld.',
};

describe('GET /api/statements/privacy', () => {
  it('is open to anyone and tells the periods and the contact of this configuration', async () => {
    t = await createTestApp({
      SESSION_IDLE_MINUTES: '45',
      SESSION_ABSOLUTE_HOURS: '48',
      AUDIT_RETENTION_DAYS: '400',
      DELETED_USER_RETENTION_DAYS: '90',
      // Markdown in the operator's text is shown as it is, never as a link or emphasis.
      PRIVACY_CONTROLLER:
        'Dierenkliniek *De Linde* [B.V.](javascript:x), Lindelaan 4, 3512 AB Utrecht',
      PRIVACY_CONTACT: 'Privacy@Praktijk.example',
    });
    expect(missingPrivacySettings(t.config)).toEqual([]);
    const privacy = await statement('privacy');
    expect(privacy.title).toBe('Privacyverklaring');
    const text = allText(privacy.blocks);
    expect(privacy.blocks).toContainEqual({
      type: 'paragraph',
      content: [
        {
          text: 'Verantwoordelijk voor je gegevens in dit portaal is: Dierenkliniek *De Linde* [B.V.](javascript:x), Lindelaan 4, 3512 AB Utrecht.',
          strong: false,
          emphasis: false,
          href: null,
        },
      ],
    });
    expect(text).toContain(
      'Je blijft ingelogd tot je 45 minuten niets in het portaal hebt gedaan, en hooguit 2 dagen na het inloggen',
    );
    expect(text).not.toContain('Nog niet ingevuld');
    expect(text).not.toMatch(JARGON);
    expect(text).toContain('Het logboek bewaart elke regel 400 dagen.');
    expect(text).toContain('Een verwijderd account wordt na 90 dagen definitief gewist');
    expect(text).toContain('berichten blijven als bestand op de server');
    const links = privacy.blocks.flatMap((block) =>
      block.type === 'list' ? block.items.flat() : block.content,
    );
    expect(links).toContainEqual({
      text: 'privacy@praktijk.example',
      strong: false,
      emphasis: false,
      href: 'mailto:privacy@praktijk.example',
    });
  });

  it('says plainly what the operator has not filled in, never the Admin or the mail server', async () => {
    t = await createTestApp({
      SMTP_URL: 'smtp://mail.praktijk.example:587',
      MAIL_FROM: 'Praktijkportaal <portaal@praktijk.example>',
      PUBLIC_URL: 'https://portaal.praktijk.example',
      ADMIN_EMAIL: 'beheer@praktijk.example',
    });
    expect(missingPrivacySettings(t.config).map((setting) => setting.variable)).toEqual([
      'PRIVACY_CONTROLLER',
      'PRIVACY_CONTACT',
    ]);
    const text = allText((await statement('privacy')).blocks);
    expect(text).toContain(NOT_FILLED_IN.controller);
    expect(text).toContain(`Voor vragen en verzoeken over je gegevens: ${NOT_FILLED_IN.contact}`);
    expect(text).toContain('E-mails van het portaal komen van portaal@praktijk.example');
    expect(text).not.toContain('beheer@praktijk.example');
    expect(text).not.toContain('mail.praktijk.example');
    expect(text).not.toMatch(JARGON);
    const accessibility = allText((await statement('accessibility')).blocks);
    expect(accessibility).toContain(NOT_FILLED_IN.contact);
    expect(accessibility).not.toContain('beheer@praktijk.example');
  });
});

describe('GET /api/statements/accessibility', () => {
  it('is open to anyone and names WCAG 2.2 AA and the date and method of the last check', async () => {
    t = await createTestApp();
    const accessibility = await statement('accessibility');
    expect(accessibility.title).toBe('Toegankelijkheidsverklaring');
    const text = allText(accessibility.blocks);
    expect(text).toContain('Web Content Accessibility Guidelines (WCAG) 2.2, niveau AA');
    expect(text).toMatch(/Gecontroleerd op \d{1,2} \w+ 20\d\d, op deze manier/);
    expect(text).toContain('axe-core');
    // True about the report PDFs (report-pdf-reader.test.ts checks them).
    expect(text).toContain('Die PDF is getagd');
    expect(text).toContain('bestanden die voor een praktijk worden geüpload');
  });
});

describe('a statement of the hosting party (Markdown file)', () => {
  it('replaces the text, with headings, lists and safe links only', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'statement-'));
    const file = path.join(dir, 'privacy.md');
    await writeFile(
      file,
      [
        '# Privacy bij Dierenkliniek De Linde',
        '',
        'We bewaren **alleen** wat _nodig_ is. Zie [onze site](https://linde.example) of [dit](javascript:alert(1)).',
        '',
        '<script>alert("x")</script>',
        '',
        '## Termijnen',
        '### Sessies',
        '- Acht uur',
        '  - daarna weg',
        '1. Eén',
        '',
        '![Logo van de kliniek](logo.png)',
      ].join('\n'),
    );
    t = await createTestApp({ PRIVACY_STATEMENT_FILE: file });
    const privacy = await statement('privacy');
    expect(privacy).toEqual({
      title: 'Privacy bij Dierenkliniek De Linde',
      blocks: [
        {
          type: 'paragraph',
          content: [
            { text: 'We bewaren ', strong: false, emphasis: false, href: null },
            { text: 'alleen', strong: true, emphasis: false, href: null },
            { text: ' wat ', strong: false, emphasis: false, href: null },
            { text: 'nodig', strong: false, emphasis: true, href: null },
            { text: ' is. Zie ', strong: false, emphasis: false, href: null },
            { text: 'onze site', strong: false, emphasis: false, href: 'https://linde.example' },
            { text: ' of ', strong: false, emphasis: false, href: null },
            { text: 'dit', strong: false, emphasis: false, href: null },
            { text: '.', strong: false, emphasis: false, href: null },
          ],
        },
        {
          type: 'heading',
          level: 2,
          content: [{ text: 'Termijnen', strong: false, emphasis: false, href: null }],
        },
        {
          type: 'heading',
          level: 3,
          content: [{ text: 'Sessies', strong: false, emphasis: false, href: null }],
        },
        {
          type: 'list',
          ordered: false,
          items: [
            [{ text: 'Acht uur', strong: false, emphasis: false, href: null }],
            [{ text: 'daarna weg', strong: false, emphasis: false, href: null }],
          ],
        },
        {
          type: 'list',
          ordered: true,
          items: [[{ text: 'Eén', strong: false, emphasis: false, href: null }]],
        },
        {
          type: 'paragraph',
          content: [{ text: 'Logo van de kliniek', strong: false, emphasis: false, href: null }],
        },
      ],
    });
    // The accessibility statement keeps the portal's own text, which still needs the contact.
    expect((await statement('accessibility')).title).toBe('Toegankelijkheidsverklaring');
    expect(missingPrivacySettings(t.config).map((setting) => setting.variable)).toEqual([
      'PRIVACY_CONTACT',
    ]);
  });

  it('stops the start with a Dutch message when the file cannot be read', async () => {
    await expect(
      createTestApp({ ACCESSIBILITY_STATEMENT_FILE: '/nonexistent/toegankelijkheid.md' }),
    ).rejects.toThrow(
      'ACCESSIBILITY_STATEMENT_FILE noemt /nonexistent/toegankelijkheid.md, maar dat bestand is niet te lezen (ENOENT).',
    );
  });
});
