/**
 * `npm run demo:mail`'s mail catcher (scripts/mail-catcher.mjs): a mail sent by the portal's own
 * SMTP transport arrives, is listed on the catcher's page, and is shown without scripts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without types
import { startMailCatcher } from '../../../scripts/mail-catcher.mjs';
import { loadConfig } from '../src/config';
import { createMailTransport } from '../src/mail/mail-transport';

type Catcher = { smtpPort: number; webPort: number; close(): Promise<void> };
let catcher: Catcher;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
});
afterAll(() => catcher.close());

describe('the demo mail catcher', () => {
  it('lists a mail the portal sent and shows its HTML in a sandbox', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mail-catcher-')),
      PUBLIC_URL: 'http://127.0.0.1:3000',
      SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
      MAIL_FROM: 'Praktijkportaal <portaal@voorbeeldpraktijk.nl>',
    }).mail;
    const transport = createMailTransport(config, pino({ level: 'silent' }));
    await transport.send({
      id: 'demo-1',
      to: 'klant@voorbeeldpraktijk.nl',
      subject: 'Nieuw verslag: november 2026 & <meer>',
      text: 'Er staat een nieuw verslag klaar.',
      html: '<p>Er staat een <a href="http://127.0.0.1:3000/pdf/1">nieuw verslag</a> klaar.</p>',
    });
    transport.close();

    const list = await fetch(`http://127.0.0.1:${catcher.webPort}/`);
    const page = await list.text();
    expect(page).toContain('Verstuurde e-mails (1)');
    expect(page).toContain('klant@voorbeeldpraktijk.nl');
    expect(page).toContain('Nieuw verslag: november 2026 &amp; &lt;meer&gt;');

    const mail = await fetch(`http://127.0.0.1:${catcher.webPort}/mail/0`);
    expect(mail.headers.get('content-security-policy')).toMatch(/^sandbox /);
    expect(await mail.text()).toContain('href="http://127.0.0.1:3000/pdf/1"');
    expect((await fetch(`http://127.0.0.1:${catcher.webPort}/mail/1`)).status).toBe(404);
  });
});
