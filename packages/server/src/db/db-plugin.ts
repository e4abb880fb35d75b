import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { openDatabase, type DialectName } from './database';
import type { Database } from './schema';
import type { StorageHealth } from './storage-health';
import { CONFLICT_RETRY_AFTER_SECONDS, STORAGE_RETRY_AFTER_SECONDS, StorageFaultError } from './storage-faults';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    /** PostgreSQL pool for LISTEN/NOTIFY; undefined on SQLite. */
    pgPool: pg.Pool | undefined;
    storageHealth: StorageHealth;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance) => {
    const handle = openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('pgPool', handle.pool);
    app.decorate('storageHealth', handle.health);
    // Runs before the error handler answers the 503: the header, and a log line naming the
    // fault (the error handler does not log 4xx/503 answers it shapes itself).
    app.addHook('onError', async (request, reply, error) => {
      if (!(error instanceof StorageFaultError)) return;
      if (error.fault === 'write conflict') {
        reply.header('retry-after', String(CONFLICT_RETRY_AFTER_SECONDS));
        app.log.warn({ reqId: request.id, url: request.url, err: error.cause }, 'write conflict after one retry');
        return;
      }
      reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      app.log.error(
        { reqId: request.id, url: request.url, err: error.cause },
        `storage fault: ${error.fault}; writes answer 503 until it is fixed`,
      );
    });
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db', dependencies: ['config'] },
);
