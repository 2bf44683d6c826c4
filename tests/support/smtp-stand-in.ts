import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server in the test process (`smtp-server`), speaking the real protocol to nodemailer: EHLO,
 * AUTH PLAIN/LOGIN (user `portal`, password `secret`), MAIL FROM, RCPT TO, DATA. Every accepted message
 * is kept raw and read back with `readMail`; `rejectNext` answers the next DATA with a chosen code.
 */
export interface TReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TSmtpStandIn {
  /** For SMTP_URL: smtp://portal:secret@127.0.0.1:PORT */
  url: string;
  mails: TReceivedMail[];
  /** The next message is refused with this SMTP code (e.g. 451 temporary, 550 permanent). */
  rejectNext(code: number): void;
  close(): Promise<void>;
}

export async function startSmtpStandIn(): Promise<TSmtpStandIn> {
  const mails: TReceivedMail[] = [];
  let rejectCode: number | undefined;
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 'secret') callback(null, { user: 'portal' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejectCode !== undefined) {
          const error = Object.assign(new Error('Refused by the stand-in'), { responseCode: rejectCode });
          rejectCode = undefined;
          callback(error);
          return;
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null);
      });
    },
  });
  // A client gone mid-session (a sender killed with SIGKILL, bench:notifications) resets its connection:
  // a real server drops that session and serves the others, so does this one.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://portal:secret@127.0.0.1:${port}`,
    mails,
    rejectNext: (code) => {
      rejectCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message's headers (unfolded, names in lower case) and its decoded text and HTML parts. */
export function readMail(raw: string): {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
} {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = parseHeaders(head);
  const parts: Record<string, string> = {};
  collectParts(headers, rest.join('\r\n\r\n'), parts);
  return {
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function collectParts(headers: Record<string, string>, body: string, parts: Record<string, string>): void {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const [partHead = '', ...partBody] = section.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      collectParts(parseHeaders(partHead), partBody.join('\r\n\r\n'), parts);
    }
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'utf8');
  parts[type.split(';')[0]!.trim().toLowerCase()] = bytes.toString('utf8').trim();
}

function quotedPrintable(text: string): Buffer {
  const softBreaks = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < softBreaks.length; index += 1) {
    const char = softBreaks[index]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(softBreaks.slice(index + 1, index + 3))) {
      bytes.push(parseInt(softBreaks.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}
