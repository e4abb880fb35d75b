// Adds a local account from the shell, on the configured database (DATA_DIR or DATABASE_URL):
//   npm run user:add -- --email ada@example.com --name "Ada Lovelace"
// The password is read from standard input when it is piped (echo … | npm run user:add …),
// otherwise asked for twice without echo. It never appears in arguments or shell history.
import { parseArgs } from 'node:util';
import { addLocalUser } from '../add-user';
import { withCliAuth } from './cli-auth';
import { configAndPassword } from './cli-start';

const USAGE = 'usage: npm run user:add -- --email <address> --name <display name>  (password on stdin or prompted)';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`user:add: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.name) {
    console.error(`user:add: --email and --name are required\n${USAGE}`);
    return 2;
  }

  const start = await configAndPassword('user:add');
  if (!start) return 1;
  const { config, password } = start;
  const { email, name } = values;

  return withCliAuth(config, async (auth) => {
    const result = await addLocalUser(auth, { email, name, password });
    if (!result.ok) {
      console.error(`user:add: ${result.field ? `${result.field}: ` : ''}${result.error}`);
      return 1;
    }
    console.log(`Added ${result.email} (id ${result.userId}). They can sign in with "Connect to Dayflow".`);
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`user:add: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
