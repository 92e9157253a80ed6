import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests: the app sends through nodemailer to it, tests read what arrived. */
export interface SmtpSink {
  url: string;
  mails: ParsedMail[];
  /** The next mail to `to` that arrives after `since` (index), waiting up to `ms`. */
  waitFor(to: string, options?: { since?: number; ms?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (mail: ParsedMail): string[] => {
    const to = Array.isArray(mail.to) ? mail.to : mail.to === undefined ? [] : [mail.to];
    return to.flatMap((a) => a.value.map((v) => v.address ?? ''));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, { since = 0, ms = 10_000 } = {}) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = mails.slice(since).find((m) => recipients(m).includes(to));
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const text = mail.text ?? '';
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (match === null) throw new Error(`no link starting ${prefix} in: ${text}`);
  return match[0];
}
