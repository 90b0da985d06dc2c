import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = {
  port: number;
  /** Every mail that arrived, parsed, with the envelope's recipients. */
  received: (ParsedMail & { envelopeTo: string[] })[];
  close(): Promise<void>;
};

/**
 * A real SMTP server in the test process (smtp-server) that keeps what arrives. It asks for
 * `auth` when given; `refuseRecipient` answers 550 for that address.
 */
export async function startSmtpSink(
  options: { port?: number; auth?: { user: string; pass: string }; refuseRecipient?: string } = {},
): Promise<SmtpSink> {
  const received: SmtpSink['received'] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: the portal's STARTTLS and smtps:// are nodemailer's own.
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      if (!ok) return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuseRecipient) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          received.push(Object.assign(mail, { envelopeTo }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
