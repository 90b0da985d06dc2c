// `npm run demo:mail`: the demo with a local mail catcher (scripts/mail-catcher.mjs), so the
// mails the portal sends (notices of new reports and files, invitations, password links,
// security notices) can be read at http://127.0.0.1:1080 and their links followed.
import { startMailCatcher } from './mail-catcher.mjs';

const port = process.env.PORT ?? '3000';
const catcher = await startMailCatcher({
  smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
  webPort: Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080),
  onMail: (mail, index) =>
    console.error(
      `E-mail aan ${mail.to}: "${mail.subject}" (http://127.0.0.1:${catcher.webPort}/mail/${index})`,
    ),
});
process.env.SMTP_URL = `smtp://127.0.0.1:${catcher.smtpPort}`;
process.env.PUBLIC_URL ??= `http://127.0.0.1:${port}`;
process.env.MAIL_FROM ??= 'Praktijkportaal <portaal@voorbeeldpraktijk.nl>';
console.error(`De e-mails van de demo: http://127.0.0.1:${catcher.webPort}`);
await import('./demo.mjs');
