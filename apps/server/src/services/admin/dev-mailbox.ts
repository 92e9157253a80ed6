import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import type { AppDeps } from '../../context.ts';
import { notFound } from '../../http/errors.ts';

/** The dev mailbox exists only without SMTP_URL (demo mode): mails are .eml files in DATA_DIR/mailbox. */
const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,250}\.eml$/;
const LIST_LIMIT = 200;

const mailboxDir = (deps: AppDeps): string => path.resolve(deps.env.DATA_DIR, 'mailbox');

function assertDevMailbox(deps: AppDeps): void {
  if (deps.env.SMTP_URL !== undefined) throw notFound();
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string => (a === undefined ? '' : (Array.isArray(a) ? a : [a]).map((x) => x.text).join(', '));

export interface MailSummary {
  file: string;
  to: string;
  subject: string;
  date: string | null;
  size: number;
}

/** GET /api/admin/mailbox: the newest mails first. */
export async function listMailbox(deps: AppDeps): Promise<MailSummary[]> {
  assertDevMailbox(deps);
  const dir = mailboxDir(deps);
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => SAFE_FILE.test(f));
  } catch {
    return [];
  }
  // file names start with an ISO timestamp: the name order is the time order
  files.sort().reverse();
  return Promise.all(
    files.slice(0, LIST_LIMIT).map(async (file) => {
      const full = path.join(dir, file);
      const [raw, info] = await Promise.all([readFile(full), stat(full)]);
      const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
      return { file, to: addresses(mail.to), subject: mail.subject ?? '', date: mail.date?.toISOString() ?? null, size: info.size };
    }),
  );
}

/** GET /api/admin/mailbox/:file: one mail parsed (text, html, headers). */
export async function readMail(deps: AppDeps, file: string) {
  assertDevMailbox(deps);
  if (!SAFE_FILE.test(file)) throw notFound();
  const dir = mailboxDir(deps);
  const full = path.resolve(dir, file);
  if (path.dirname(full) !== dir) throw notFound();
  let raw: Buffer;
  try {
    raw = await readFile(full);
  } catch {
    throw notFound();
  }
  const mail = await simpleParser(raw);
  return {
    file,
    from: addresses(mail.from),
    to: addresses(mail.to),
    replyTo: addresses(mail.replyTo),
    subject: mail.subject ?? '',
    date: mail.date?.toISOString() ?? null,
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}
