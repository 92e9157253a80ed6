import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');

/** Runs the real entry point as `npm start` would, with the given environment. */
function runMain(env: Record<string, string>, onStarted?: (child: ReturnType<typeof spawn>, output: string) => void) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', DEMO: '0', ...env },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (onStarted !== undefined && output.includes('server started')) {
        const callback = onStarted;
        onStarted = undefined;
        callback(child, output);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('starting the server', () => {
  it('stops with a clear message naming PORT when it is not a number', async () => {
    const { code, output } = await runMain({ PORT: 'abc' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/PORT: PORT must be a number/);
  });

  it('stops with a message naming DATABASE_URL when the server is unreachable', async () => {
    const { code, output } = await runMain({ PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/DATABASE_URL: cannot reach postgres:\/\/\*\*\*@127\.0\.0\.1:1\/nowhere/);
  });

  it('starts on the embedded database and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vikariat-start-'));
    const { code, output } = await runMain({ PORT: '0', DATA_DIR: dataDir }, (child) => child.kill('SIGTERM'));
    expect(output).toContain('server started');
    expect(output).toContain('shutting down');
    expect(code).toBe(0);
  });

  it('on the embedded demo prints where to open it, the sign-ins and the school codes, and no line per request', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vikariat-demo-'));
    const { code, output } = await runMain({ PORT: '0', DATA_DIR: dataDir, DEMO: '1' }, (child, started) => {
      // ask the server something, then wait for the friendly lines before stopping it
      const url = /"url":"([^"]+)"/.exec(started)?.[1] ?? '';
      void fetch(`${url}/api/health`).finally(() => setTimeout(() => child.kill('SIGTERM'), 1000));
    });
    expect(code).toBe(0);
    expect(output).toContain('Vikariat is running at http://localhost:0/app/');
    expect(output).toContain('vikarie@vikariat.demo');
    expect(output).toMatch(/SOLBACKA-1\s+Solbackaskolan/);
    expect(output).toContain('"msg":"server started"');
    expect(output).not.toContain('"msg":"request"');
  });
});
