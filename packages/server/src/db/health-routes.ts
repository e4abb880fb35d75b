import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

/**
 * GET /healthz for load balancers and operators: 200 `{ok: true}` when the database takes writes,
 * 503 `{ok: false, error}` naming the fault (e.g. "database is read-only") when it cannot.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    const fault = await app.storageHealth.check(app.db as unknown as Kysely<unknown>, app.dialect);
    reply.header('cache-control', 'no-store');
    if (fault) return reply.status(503).send({ ok: false, error: fault });
    return { ok: true };
  });
}
