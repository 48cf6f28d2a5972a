// A local SMTP server for tests: listens on 127.0.0.1, accepts one user's login, and keeps every message it receives,
// so a test can read the e-mail the app sent and follow its link.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Who logged in to send it. */
  user: string | undefined;
  from: string | undefined;
  to: string[];
  /** The message as it arrived (headers and MIME body). */
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://user:pass@127.0.0.1:port` for SMTP_URL (the address it listens on). */
  url: string;
  messages: CapturedMail[];
  /** Every login tried, right or wrong, in order. */
  logins: { username: string | undefined; password: string | undefined }[];
  /** Waits for a message to `to`; throws after `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<CapturedMail>;
  /** Waits until `count` messages to `to` have arrived and gives them in order; throws after `timeoutMs`. */
  waitForCount(to: string, count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

export const SMTP_TEST_USER = 'mailer';
export const SMTP_TEST_PASSWORD = 'mailer-password';

/** `host`: the address to listen on (127.0.0.1 unless a test needs a host that is not loopback). */
export async function startSmtpCapture(host = '127.0.0.1'): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const logins: SmtpCapture['logins'] = [];
  const server = new SMTPServer({
    logger: false,
    // Plain SMTP without STARTTLS: no certificate to trust, and it takes a login unencrypted.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password ?? undefined });
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          user: typeof session.user === 'string' ? session.user : undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const waitForCount = async (to: string, count: number, timeoutMs = 10_000): Promise<CapturedMail[]> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.filter((message) => message.to.includes(to));
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`${found.length} of ${count} e-mails to ${to} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    url: `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@${host}:${port}`,
    messages,
    logins,
    async waitFor(to, timeoutMs) {
      const [found] = await waitForCount(to, 1, timeoutMs);
      return found!;
    },
    waitForCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes one MIME part's body by its Content-Transfer-Encoding. */
function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The decoded body of the message's part of `contentType` (text/plain or text/html), or undefined. */
export function mailPart(raw: string, contentType: 'text/plain' | 'text/html'): string | undefined {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!new RegExp(`content-type:\\s*${contentType}`, 'i').test(headers)) continue;
    return decodePart(headers, part.slice(split).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, ''));
  }
  return undefined;
}

/** The message's Subject header (unfolded). */
export function mailSubject(raw: string): string | undefined {
  return /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ').trim();
}
