// A local mail catcher for the demo: an SMTP server on loopback that keeps every mail in memory
// and shows them on a small web page, so notices, invitations and security mails can be read
// and their links followed. For the demo only; production sends through SMTP_URL.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character],
  );

function listPage(mails) {
  const rows = mails
    .map(
      (mail, index) =>
        `<tr><td>${escapeHtml(mail.date.toLocaleString('nl-NL'))}</td><td>${escapeHtml(mail.to)}</td>` +
        `<td><a href="/mail/${index}">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .reverse()
    .join('');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Demo-mail</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:2rem}td,th{padding:.3rem .8rem;text-align:left}</style>
</head><body><h1>Verstuurde e-mails (${mails.length})</h1>
${mails.length === 0 ? '<p>Nog geen e-mails. Vernieuw deze pagina na een actie in het portaal.</p>' : `<table><thead><tr><th>Tijd</th><th>Aan</th><th>Onderwerp</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`;
}

/**
 * Starts the catcher: SMTP on `smtpPort`, the web page on `webPort` (both on 127.0.0.1; 0 picks
 * a free port). Resolves with the ports, the mails so far and `close`.
 */
export async function startMailCatcher({ smtpPort = 1025, webPort = 1080, onMail } = {}) {
  const mails = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            date: new Date(),
            to: session.envelope.rcptTo.map((recipient) => recipient.address).join(', '),
            subject: parsed.subject ?? '(geen onderwerp)',
            html: parsed.html || `<pre>${escapeHtml(parsed.text ?? '')}</pre>`,
          };
          mails.push(mail);
          onMail?.(mail, mails.length - 1);
          callback();
        })
        .catch(callback);
    },
  });
  const web = createServer((request, response) => {
    const match = /^\/mail\/(\d+)$/.exec(request.url ?? '');
    const mail = match ? mails[Number(match[1])] : undefined;
    if (match && !mail) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Deze e-mail bestaat niet.');
    }
    // A mail's HTML is shown as it is, without scripts (the sandbox) and without outside loads.
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    });
    response.end(mail ? mail.html : listPage(mails));
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });
  await new Promise((resolve, reject) => {
    web.once('error', reject);
    web.listen(webPort, '127.0.0.1', resolve);
  });
  return {
    smtpPort: smtp.server.address().port,
    webPort: web.address().port,
    mails,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => web.close(resolve)),
      ]),
  };
}
