import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { createMailer } from '../../mail';
import { createAuth, type Auth } from '../auth';
import { openMigratedDatabase } from '../database-setup';

/**
 * Runs an account command against the sign-in library on the configured database: migrated as a
 * start would, with the same mailer (a new account may be sent its verification link), and
 * errors only in the log. No HTTP app is built.
 */
export async function withCliAuth<T>(
  config: Config,
  run: (auth: Auth, db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const quiet: Config = { ...config, logLevel: 'error' };
  const { handle, secret } = await openMigratedDatabase(quiet);
  const logger = errorOnlyLogger();
  const mailer = quiet.mail ? createMailer(quiet.mail, logger) : null;
  try {
    return await run(
      createAuth({ config: quiet, db: handle.db, dialect: handle.dialect, secret, logger, mailer }),
      handle.db,
    );
  } finally {
    mailer?.close();
    await handle.close();
  }
}

/** Errors to stderr, one line each; anything milder is dropped, as at LOG_LEVEL=error. */
function errorOnlyLogger(): FastifyBaseLogger {
  const drop = () => {};
  const error = (detail: unknown, message?: string) => {
    const err = (detail as { err?: unknown } | undefined)?.err;
    const cause = err instanceof Error ? `: ${err.message}` : '';
    console.error(typeof detail === 'string' ? detail : `${message ?? 'error'}${cause}`);
  };
  const logger = {
    level: 'error',
    fatal: error,
    error,
    warn: drop,
    info: drop,
    debug: drop,
    trace: drop,
    silent: drop,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}
