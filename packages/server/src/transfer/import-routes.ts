import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ImportRequestSchema,
  ImportSummarySchema,
  MAX_IMPORT_BYTES,
  readImport,
  summariseImport,
  type ImportRequest,
  type Task,
} from '@dayflow/core';
import { listRoutines } from '../daily-loop/routines/routine-repository';
import { HttpError } from '../http/errors';
import { commitImport } from './import-commit';
import { importKeys } from './import-keys';
import { previewImport, type PreparedImport } from './import-prepare';

/**
 * The file travels JSON-encoded in `text`, which at worst doubles its size (tabs, quotes and
 * line ends are escaped; control characters, which escape longer, are refused anyway). So any
 * acceptable file fits, and the 5 MB rule itself is checked on the decoded text below.
 */
export const IMPORT_BODY_LIMIT = 2 * MAX_IMPORT_BYTES + 64 * 1024;

/** The file read into a plan, or the request refused: 413 over 5 MB, 400 naming the line or field. */
function readRequest(body: ImportRequest, now: number) {
  if (Buffer.byteLength(body.text, 'utf8') > MAX_IMPORT_BYTES) {
    throw new HttpError(
      413,
      `text: the file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files and import each`,
      'text',
    );
  }
  const reading = readImport(body, now);
  if (!reading.ok) throw new HttpError(400, reading.error, reading.field);
  const { plan } = reading;
  const keys = {
    tasks: importKeys(body.kind, body.text, plan.tasks),
    recentlyDeleted: importKeys(body.kind, body.text, plan.recentlyDeleted ?? []),
  };
  return { plan, keys };
}

const summary = (prepared: PreparedImport, tasks: Task[] | PreparedImport['tasks'] = prepared.tasks) =>
  summariseImport(tasks, prepared.skipped, {
    dailyGoal: prepared.dailyGoal,
    streak: prepared.streak,
    routines: prepared.routines.length,
    settings: prepared.settings.names,
    historyDays: prepared.history.length,
    recentlyDeleted: prepared.recentlyDeleted.length,
    notes: prepared.notes,
  });

/**
 * POST /api/import/preview and POST /api/import take the same body. The preview only reads; the
 * import writes everything in one transaction and publishes it to the user's open devices.
 */
export async function importRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const options = {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: { body: ImportRequestSchema, response: { 200: ImportSummarySchema } },
  };

  api.post('/api/import/preview', options, async (request) => {
    const now = app.config.now();
    const { plan, keys } = readRequest(request.body, now);
    return summary(await previewImport(app.db, request.user.id, plan, keys, now));
  });

  api.post('/api/import', options, async (request) => {
    const now = app.config.now();
    const uid = request.user.id;
    const { plan, keys } = readRequest(request.body, now);
    const { prepared, written, routines, settings } = await commitImport(app.db, app.dialect, uid, plan, keys, now);
    // After the commit, like every write: the user's other devices show what changed at once.
    const bus = app.liveBus;
    if (written.length > 0) await bus.publish(uid, { type: 'changes', upserts: written, deletes: [] });
    if (prepared.dailyGoal !== null) await bus.publish(uid, { type: 'goal', dailyGoal: prepared.dailyGoal });
    if (settings) await bus.publish(uid, { type: 'settings', settings });
    if (routines.length > 0) await bus.publish(uid, { type: 'routines', routines: await listRoutines(app.db, uid) });
    return summary(prepared, written);
  });
}
