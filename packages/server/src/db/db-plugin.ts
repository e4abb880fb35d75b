import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { openDatabase, type DialectName } from './database';
import type { Database } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    /** PostgreSQL pool for LISTEN/NOTIFY; undefined on SQLite. */
    pgPool: pg.Pool | undefined;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance) => {
    const handle = openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('pgPool', handle.pool);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db', dependencies: ['config'] },
);
