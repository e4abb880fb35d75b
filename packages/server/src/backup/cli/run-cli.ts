import { ConfigError } from '../../config';
import { BackupError } from '../sqlite-backup';

/**
 * Runs a command-line tool: expected failures (bad arguments, configuration, a refused file)
 * print one line naming the tool and exit non-zero; anything else also exits non-zero.
 */
export function runCli(name: string, usage: string, main: () => Promise<{ code: number; message?: string }>): void {
  main().then(
    ({ code, message }) => {
      if (message) console.error(`${name}: ${message}`);
      process.exit(code);
    },
    (error: unknown) => {
      const known = error instanceof BackupError || error instanceof ConfigError;
      const usageError =
        error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
      console.error(
        `${name}: ${error instanceof Error ? error.message : String(error)}${usageError ? `\n${usage}` : ''}`,
      );
      process.exit(known ? 1 : usageError ? 2 : 1);
    },
  );
}
