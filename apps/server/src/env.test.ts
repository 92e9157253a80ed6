import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const problemsOf = (source: Record<string, string>): string[] => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
};

describe('parseEnv', () => {
  it('has working defaults: port 8080, embedded database, demo on', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './.data', demo: true, publicUrl: 'http://localhost:8080' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every wrong variable', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud' });
    expect(problems.join('\n')).toMatch(/^PORT: /m);
    expect(problems.join('\n')).toMatch(/^DATABASE_URL: /m);
    expect(problems.join('\n')).toMatch(/^SMTP_URL: /m);
    expect(problems.join('\n')).toMatch(/^LOG_LEVEL: /m);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('wants both VAPID keys or none, and a JWT secret in production on Postgres', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'x' })).toEqual(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together']);
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' })[0]).toMatch(/^JWT_SECRET/);
  });

  it('keeps demo data off on a Postgres server unless asked', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://h/db' }).demo).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgres://h/db', DEMO: '1' }).demo).toBe(true);
  });

  it('takes a plain NODE_ID (a header value and a lease holder), refuses one that could break a header', () => {
    expect(parseEnv({ NODE_ID: 'node-1' }).NODE_ID).toBe('node-1');
    expect(parseEnv({}).NODE_ID).toBeUndefined();
    expect(problemsOf({ NODE_ID: 'node 1\r\nX: y' })).toEqual(['NODE_ID: NODE_ID must be 1-64 letters, digits, . : _ or -']);
  });
});
