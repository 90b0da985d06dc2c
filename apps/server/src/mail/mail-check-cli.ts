import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { renderMail } from './mail-templates';
import { createMailTransport } from './mail-transport';

/**
 * npm run mail:test -- adres@voorbeeld.nl: sends the test mail straight away, past the queue,
 * so a wrong SMTP_URL or MAIL_FROM shows its error here and now.
 */
async function main() {
  const config = loadConfig();
  const to = z.email().safeParse(process.argv[2]);
  if (!to.success) {
    console.error('Gebruik: npm run mail:test -- adres@voorbeeld.nl');
    process.exit(2);
  }
  const mail = renderMail('mailCheck', { name: to.data }, { portalUrl: config.portalUrl });
  const transport = createMailTransport(config.mail, pino({ level: 'info' }));
  try {
    await transport.send({ id: randomUUID(), to: to.data, ...mail });
  } finally {
    transport.close();
  }
  console.log(
    transport.kind === 'smtp'
      ? `Testbericht verstuurd naar ${to.data} via ${config.mail.smtp?.host}.`
      : `Geen SMTP_URL: het testbericht staat in ${config.mail.outboxDir}.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(`Het testbericht kon niet worden verstuurd: ${String(error)}`);
  process.exit(1);
});
