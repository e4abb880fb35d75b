import { ConfigError, loadConfig, type Config } from '../../config';
import { readPassword } from './read-password';

/**
 * What every account command does first: read the configuration, then the password. On failure
 * it says why, prefixed with the command's name, and gives nothing back (the command exits 1).
 */
export async function configAndPassword(command: string): Promise<{ config: Config; password: string } | undefined> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${command}: ${error.message}`);
      return undefined;
    }
    throw error;
  }
  const password = await readPassword();
  if (password === null) {
    console.error(`${command}: the passwords do not match`);
    return undefined;
  }
  return { config, password };
}
