import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { devMailbox, linksOf } from './mailer.ts';

describe('the dev mailbox', () => {
  const activation = { to: 'ny@example.fi', subject: 'Aktivera ditt konto', text: 'Hej!\n\nAktivera:\nhttp://localhost:8080/app/confirm/abc123\n', html: '<p>Hej!</p>' };

  it('in the demo, keeps each mail as a file and announces its recipient, subject and links (the activation link to click)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vk-mailbox-'));
    const lines: string[] = [];
    const mailer = devMailbox(dir, 'Vikariat <no-reply@vikariat.local>', pino({ level: 'silent' }), (line) => lines.push(line), true);
    await mailer.send(activation);
    expect(readdirSync(dir)).toHaveLength(1);
    expect(lines).toEqual(['  Mail to ny@example.fi: Aktivera ditt konto\n    http://localhost:8080/app/confirm/abc123']);
    mailer.close();
  });

  it('outside the demo, announces the recipient and subject but never a link (a reset link on a console takes over the account)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vk-mailbox-'));
    const lines: string[] = [];
    const mailer = devMailbox(dir, 'Vikariat <no-reply@vikariat.local>', pino({ level: 'silent' }), (line) => lines.push(line));
    await mailer.send(activation);
    expect(lines).toEqual(['  Mail to ny@example.fi: Aktivera ditt konto']);
    mailer.close();
  });

  it('makes its folder once, and again when it was removed meanwhile', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'vk-mailbox-')), 'mails');
    const mailer = devMailbox(dir, 'Vikariat <no-reply@vikariat.local>', pino({ level: 'silent' }));
    const mail = { to: 'a@example.fi', subject: 'Hej', text: 'Hej', html: '<p>Hej</p>' };
    await Promise.all([mailer.send(mail), mailer.send(mail)]);
    expect(readdirSync(dir)).toHaveLength(2);
    rmSync(dir, { recursive: true });
    await mailer.send(mail);
    expect(readdirSync(dir)).toHaveLength(1);
    mailer.close();
  });

  it('finds each link of a text once', () => {
    expect(linksOf('a https://x.test/a?b=1 b http://y.test/c\nhttps://x.test/a?b=1')).toEqual(['https://x.test/a?b=1', 'http://y.test/c']);
  });
});
