import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A fresh install has no AUTH_SECRET; rather than refuse to start, generate one once and keep it
 * next to the database so sessions survive restarts. Deployments with several instances set it.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
