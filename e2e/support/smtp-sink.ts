import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the end-to-end run: every accepted mail becomes a JSON file the tests read. */
export function startSmtpSink(port: number, dir: string): Promise<SMTPServer> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          n += 1;
          const file = path.join(dir, `${Date.now()}-${n}.json`);
          writeFileSync(file, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' }));
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
