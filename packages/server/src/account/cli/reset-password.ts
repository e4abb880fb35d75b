// Sets a new password for an account from the shell, on the configured database (DATA_DIR or
// DATABASE_URL), and ends every way into that account made before (account/reset-from-shell.ts):
//   npm run user:reset-password -- --email ada@example.com
// The password is read from standard input when it is piped, otherwise asked for twice without
// echo (as in user:add). It never appears in arguments or shell history.
import { parseArgs } from 'node:util';
import { configAndPassword, withCliAuth } from '../../auth';
import { resetPasswordFromShell } from '../reset-from-shell';

const USAGE = 'usage: npm run user:reset-password -- --email <address>  (new password on stdin or prompted)';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`user:reset-password: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!values.email) {
    console.error(`user:reset-password: --email is required\n${USAGE}`);
    return 2;
  }

  const start = await configAndPassword('user:reset-password');
  if (!start) return 1;
  const { config, password } = start;
  const { email } = values;

  return withCliAuth(config, async (auth, db) => {
    const result = await resetPasswordFromShell(auth, db, { email, password });
    if (!result.ok) {
      console.error(`user:reset-password: ${result.field ? `${result.field}: ` : ''}${result.error}`);
      return 1;
    }
    console.log(
      `New password set for ${result.email}; ${result.sessionsEnded} signed-in device(s) signed out. ` +
        'They sign in with the new password.',
    );
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`user:reset-password: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
