import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise the dev mailbox: each mail is rendered by nodemailer to an .eml
 * file in DATA_DIR/mailbox (admins read it in the app) and announced on the console. Only the demo prints a mail's
 * links there (`demo`): they are reset and activation links, and anyone reading the console of a real server
 * would take over any account with them (`POST /shared/forgot` needs no sign-in).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: Logger; demo?: boolean }): Mailer {
  if (options.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(pooled(options.smtpUrl));
    // a connection the SMTP server drops is re-emitted as 'error' on the transporter: unheard, it ends the process
    transport.on('error', (error) => options.log.error({ err: error }, 'smtp transport error'));
    return smtpMailer(transport, options.from);
  }
  // nobody reads JSON logs on a first start: the person trying the product sees each mail's links where it runs
  const announce = (line: string) => process.stdout.write(`${line}\n`);
  return devMailbox(path.join(options.dataDir, 'mailbox'), options.from, options.log, announce, options.demo === true);
}

/**
 * The SMTP URL with `pool=true` unless it says otherwise: a fan-out's mails then share a few kept-open connections
 * (nodemailer's default is one connection, and one SMTP handshake, per mail). Decision 038.
 */
export function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/** The links of a mail's text (an activation or reset link is what the person trying the product needs). */
export const linksOf = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function devMailbox(dir: string, from: string, log: Logger, announce?: (line: string) => void, withLinks = false): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  transport.on('error', (error) => log.error({ err: error }, 'dev mailbox transport error'));
  // the folder is made once, and again only if it went away meanwhile (a mkdir per mail was a tenth of a choice's CPU)
  let folder: Promise<unknown> | undefined;
  const keep = async (file: string, content: Buffer) => {
    folder ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      folder = undefined;
      throw error;
    });
    await folder;
    try {
      await writeFile(file, content);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
      await mkdir(dir, { recursive: true });
      await writeFile(file, content);
    }
  };
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      // not the synchronous calls: a fan-out's 1,000 mails would hold the event loop, and the websockets' frames, meanwhile
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await keep(file, info.message as Buffer);
      // the subject and recipient only: mails carry links with tokens, never written to the log
      log.info({ to: message.to, subject: message.subject, file: path.basename(file) }, 'mail kept in the dev mailbox');
      const links = withLinks ? linksOf(message.text).map((link) => `    ${link}`) : [];
      announce?.([`  Mail to ${message.to}: ${message.subject}`, ...links].join('\n'));
    },
    close: () => transport.close(),
  };
}
