import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './constants.ts';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function readMails(): SentMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as SentMail);
}

/** Waits for the newest mail to an address and returns it. */
export async function waitForMail(to: string, match: RegExp = /./): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails()
          .reverse()
          .find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && match.test(m.subject + m.text));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as SentMail;
}

/** The first link in a mail that contains the given path part. */
export function linkIn(mail: SentMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (link === undefined) throw new Error(`no link with ${pathPart} in mail '${mail.subject}'`);
  return link;
}
