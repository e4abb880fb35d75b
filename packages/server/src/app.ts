import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountPlugin, endAccessAfter } from './account';
import { migrateDatabase, authPlugin, resolveAuthSecret } from './auth';
import { mailPlugin } from './mail';
import { scheduledBackupsPlugin } from './backup';
import { caldavPlugin } from './caldav';
import type { Config } from './config';
import { dailyLoopRoutes, taskDays } from './daily-loop';
import { dbPlugin, healthRoutes } from './db';
import {
  canonicalPathPlugin,
  installErrorHandlers,
  frameworkErrorOptions,
  protocolCheckPlugin,
  securityPlugin,
  securityHeaders,
  writeRateLimitPlugin,
} from './http';
import { liveBusPlugin, liveRoutes } from './live';
import { notesRoutes } from './notes';
import { progressRoutes } from './progress';
import { calendarsPlugin } from './calendars';
import { notificationsPlugin } from './notifications';
import { routinesRoutes } from './routines';
import { tasksRoutes } from './tasks';
import { transferRoutes } from './transfer';
import { openApiPlugin } from './openapi';
import { compressionPlugin, staticPlugin } from './web';

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
  const headers = securityHeaders(config.publicUrl);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    ...frameworkErrorOptions(headers),
  }).withTypeProvider<ZodTypeProvider>();
  // JSON is the only body the API reads (docs/api.md): any other type answers 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app, headers);
  // First, so every hook and handler after it sees the path the router matched.
  await app.register(canonicalPathPlugin);

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
  await migrateDatabase({ config, db: app.db, dialect: app.dialect, secret });

  await app.register(securityPlugin);
  await app.register(protocolCheckPlugin);
  await app.register(compressionPlugin);
  // Before every route: it describes the routes registered after it.
  await app.register(openApiPlugin);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(mailPlugin);
  await app.register(authPlugin, { secret, endAccess: endAccessAfter(app) });
  await app.register(liveBusPlugin);
  await app.register(writeRateLimitPlugin);

  await app.register(healthRoutes);
  await app.register(tasksRoutes, { days: taskDays });
  await app.register(progressRoutes);
  await app.register(transferRoutes);
  await app.register(dailyLoopRoutes);
  await app.register(routinesRoutes);
  await app.register(notesRoutes);
  await app.register(caldavPlugin);
  await app.register(accountPlugin);
  await app.register(notificationsPlugin);
  await app.register(calendarsPlugin);
  await app.register(scheduledBackupsPlugin);
  await app.register(liveRoutes);
  await app.register(staticPlugin);
  return app;
}
