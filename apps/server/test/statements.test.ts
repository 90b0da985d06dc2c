import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TStatement, TStatementBlock } from '@praktijkportaal/contract/statements';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

// The Privacyverklaring and the Toegankelijkheidsverklaring (issue #30 item 5): public, the
// privacy text made from the running configuration, either replaced by a Markdown file.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function statement(kind: 'privacy' | 'accessibility') {
  const response = await t?.call(undefined, 'GET', `/api/statements/${kind}`);
  expect(response?.statusCode, response?.body).toBe(200);
  return response?.json<TStatement>() as TStatement;
}

const allText = (blocks: TStatementBlock[]) =>
  blocks
    .flatMap((block) => (block.type === 'list' ? block.items.flat() : block.content))
    .map((run) => run.text)
    .join('');

describe('GET /api/statements/privacy', () => {
  it('is open to anyone and tells the periods and the contact of this configuration', async () => {
    t = await createTestApp({
      SESSION_IDLE_MINUTES: '45',
      SESSION_ABSOLUTE_HOURS: '48',
      AUDIT_RETENTION_DAYS: '400',
      DELETED_USER_RETENTION_DAYS: '90',
      PRIVACY_CONTACT: 'Privacy@Praktijk.example',
    });
    const privacy = await statement('privacy');
    expect(privacy.title).toBe('Privacyverklaring');
    const text = allText(privacy.blocks);
    expect(text).toContain(
      'Een sessie eindigt na 45 minuten zonder activiteit en uiterlijk 2 dagen na het inloggen',
    );
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

  it('names the mail server when mail goes out by SMTP, and the Admin as contact by default', async () => {
    t = await createTestApp({
      SMTP_URL: 'smtp://mail.praktijk.example:587',
      MAIL_FROM: 'Praktijkportaal <portaal@praktijk.example>',
      PUBLIC_URL: 'https://portaal.praktijk.example',
      ADMIN_EMAIL: 'beheer@praktijk.example',
    });
    const text = allText((await statement('privacy')).blocks);
    expect(text).toContain(
      'E-mail gaat via de mailserver mail.praktijk.example; afzender is portaal@praktijk.example.',
    );
    expect(text).toContain('mail naar beheer@praktijk.example');
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
    // The accessibility statement keeps the portal's own text.
    expect((await statement('accessibility')).title).toBe('Toegankelijkheidsverklaring');
  });

  it('stops the start with a Dutch message when the file cannot be read', async () => {
    await expect(
      createTestApp({ ACCESSIBILITY_STATEMENT_FILE: '/nonexistent/toegankelijkheid.md' }),
    ).rejects.toThrow(
      'ACCESSIBILITY_STATEMENT_FILE noemt /nonexistent/toegankelijkheid.md, maar dat bestand is niet te lezen (ENOENT).',
    );
  });
});
