import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`dayflow: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A database that cannot be reached is an operator problem: one line, not a stack trace.
    const detail = error instanceof Error ? error.message : String(error);
    const where = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
    console.error(`dayflow: cannot open the database (${where}): ${detail}`);
    process.exit(1);
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    console.error(`dayflow: cannot listen on PORT ${config.port}: ${detail}`);
    process.exit(1);
  }
  const where = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
  const fault = await app.storageHealth.check(app.db as unknown as Kysely<unknown>, app.dialect).catch(() => null);
  if (fault) {
    // Reads still work, so keep serving them; but "ready" would be untrue: no change can be saved.
    console.error(
      `dayflow: the database cannot take writes (${where}): ${fault}; /healthz answers 503 until it is fixed`,
    );
    return;
  }
  const { port } = app.server.address() as AddressInfo;
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(`Dayflow is ready on ${config.publicUrl ?? `http://${shownHost}:${port}`}`);
}

void main();
