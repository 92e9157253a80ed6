import pino from 'pino';
import { createMailer } from '../../src/mail/mailer.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export const PUBLIC_URL = 'https://vikariat.test';

/** The app with mail going over SMTP to a real sink the test reads. */
export async function createMailingTestApp(options: TestAppOptions = {}): Promise<{ t: TestApp; sink: SmtpSink; close: () => Promise<void> }> {
  const sink = await startSmtpSink();
  const mailer = createMailer({ smtpUrl: sink.url, from: 'Vikariat <no-reply@vikariat.test>', dataDir: '.', log: pino({ level: 'silent' }) });
  const t = await createTestApp({ ...options, env: { PUBLIC_URL, SMTP_URL: sink.url, ...options.env }, mailer });
  return {
    t,
    sink,
    async close() {
      mailer.close();
      await t.close();
      await sink.close();
    },
  };
}

/** A request as if from a client at `address` (the throttling key); JSON like TestApp.request. */
export function requestFrom(t: TestApp, address: string, method: string, url: string, body?: unknown): Promise<Response> {
  const incoming = { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } };
  return Promise.resolve(
    t.app.request(url, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, { incoming }),
  );
}

export const json = async <T = Record<string, unknown>>(res: Response): Promise<T> => (await res.json()) as T;

/** A valid substitute registration (birth date 1990, regions Helsingfors and Esbo). */
export function substitutePayload(email: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Vera',
    lastName: 'Vikström',
    email,
    confirmEmail: email,
    phone: '040 123 4567',
    language: 'Svenska',
    status: 'teacher',
    otherTxt: '',
    regions: ['091', { code: '049', name_swe: 'Esbo', namefi: 'Espoo' }],
    qualis: [1, 5],
    birthDate: '19900512',
    terms: true,
    password: 'Sommarstuga-i-Karis-2026',
    password2: 'Sommarstuga-i-Karis-2026',
    ...extra,
  };
}
