import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's Web Push identity (RFC 8292). Like the auth secret: from the environment when set,
 * else generated once and kept in DATA_DIR/vapid.json, so subscriptions survive restarts (a new
 * key would orphan every device). Several instances share one by setting the variables.
 */
export function resolveVapidKeys(config: Pick<Config, 'push' | 'dataDir' | 'publicUrl'>): VapidKeys {
  // Push services use the subject to reach the operator; Apple refuses a localhost one.
  const subject =
    config.push.subject ?? (config.publicUrl?.startsWith('https://') ? config.publicUrl : 'mailto:admin@localhost');
  if (config.push.publicKey && config.push.privateKey) {
    return { publicKey: config.push.publicKey, privateKey: config.push.privateKey, subject };
  }
  const file = path.join(config.dataDir, 'vapid.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another instance on the same folder wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return resolveVapidKeys(config);
  }
  return { ...keys, subject };
}
