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
 * `auth` when given; `refuseRecipient` answers 550 for that address. `beforeAccepting` runs when
 * a mail has come in whole and the sender waits for the answer: the mail is accepted (kept, and
 * 250 sent) when it returns, unless the sender hung up meanwhile.
 */
export async function startSmtpSink(
  options: {
    port?: number;
    auth?: { user: string; pass: string };
    refuseRecipient?: string;
    beforeAccepting?: (mail: ParsedMail, senderGone: Promise<void>) => Promise<void>;
  } = {},
): Promise<SmtpSink> {
  const received: SmtpSink['received'] = [];
  const hangUps = new Map<string, () => void>();
  const gone = new Map<string, Promise<void>>();
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
    onConnect(session, callback) {
      gone.set(session.id, new Promise((resolve) => hangUps.set(session.id, resolve)));
      callback();
    },
    onClose(session) {
      hangUps.get(session.id)?.();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const senderGone = gone.get(session.id) ?? new Promise<void>(() => {});
          let hungUp = false;
          void senderGone.then(() => {
            hungUp = true;
          });
          await options.beforeAccepting?.(mail, senderGone);
          if (hungUp) return;
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
