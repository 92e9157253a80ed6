import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment, or one generated once into DATA_DIR/keys (development and the embedded demo),
 * so tokens survive restarts without configuration.
 */
export function loadOrCreateSecret(dataDir: string, name: string, fromEnv: string | undefined, bytes = 48): string {
  if (fromEnv !== undefined) return fromEnv;
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
