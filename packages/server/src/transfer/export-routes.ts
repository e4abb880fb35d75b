import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { buildExport, tasksToCsv } from '@dayflow/core';
import { readUserData } from './export-read';

export const ExportQuerySchema = z.strictObject({
  format: z._default(z.enum(['json', 'csv']), 'json'),
});

/**
 * GET /api/export: everything the user owns as Dayflow's JSON export, or their tasks as CSV. A
 * download: an attachment named with the (UTC) date, never cached, since it is private data.
 */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/export', { schema: { querystring: ExportQuerySchema } }, async (request, reply) => {
    const now = app.config.now();
    const data = await readUserData(app.db, request.user.id, now);
    const day = new Date(now).toISOString().slice(0, 10);
    const csv = request.query.format === 'csv';
    reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${csv ? `dayflow-tasks-${day}.csv` : `dayflow-export-${day}.json`}"`,
      );
    if (csv) return reply.type('text/csv; charset=utf-8; header=present').send(tasksToCsv(data.tasks));
    const document = buildExport({
      tasks: data.tasks,
      dailyGoal: data.dailyGoal,
      streak: data.streak,
      recentlyDeleted: data.recentlyDeleted,
      routines: data.routines,
      settings: data.settings,
      history: data.history,
      notes: data.notes,
      exportedAt: now,
    });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(document, null, 2));
  });
}
