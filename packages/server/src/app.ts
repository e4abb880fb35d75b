import type { Kysely } from 'kysely';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { migrateAuthTables } from './auth/auth';
import { authPlugin } from './auth/auth-plugin';
import { resolveAuthSecret } from './auth/auth-secret';
import type { Config } from './config';
import { dbPlugin } from './db/db-plugin';
import { migrateToLatest } from './db/migrate';
import { withMigrationLock } from './db/migration-lock';
import { installErrorHandlers } from './http/errors';
import { securityPlugin } from './http/security';
import { writeRateLimitPlugin } from './http/write-rate-limit';
import { liveBusPlugin, liveRoutes } from './live';
import { progressRoutes } from './progress';
import { tasksRoutes } from './tasks';
import { staticPlugin } from './web/static-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** JSON bodies larger than this are refused with 413; a task is at most a few KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the whole server for a configuration: used by main.ts and by every test. Nothing here
 * listens on a port; the caller decides.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);

  await app.register(
    fp(
      async (a) => {
        a.decorate('config', config);
      },
      { name: 'config' },
    ),
  );
  await app.register(dbPlugin);

  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  await withMigrationLock(app.db as unknown as Kysely<unknown>, app.dialect, async () => {
    await migrateAuthTables({ config, db: app.db, dialect: app.dialect, secret });
    await migrateToLatest(app.db as unknown as Kysely<unknown>, app.dialect);
  });

  await app.register(securityPlugin);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(authPlugin, { secret });
  await app.register(liveBusPlugin);
  await app.register(writeRateLimitPlugin);

  app.get('/healthz', async () => ({ ok: true }));
  await app.register(tasksRoutes);
  await app.register(progressRoutes);
  await app.register(liveRoutes);
  await app.register(staticPlugin);
  return app;
}
