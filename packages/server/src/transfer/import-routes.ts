import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  keptDetails,
  checkImportValues,
  ImportRequestSchema,
  IMPORTS_PER_MINUTE,
  ImportSummarySchema,
  MAX_IMPORT_BYTES,
  readImport,
  summariseImport,
  type ImportRequest,
  type Task,
} from '@dayflow/core';
import { publishSettings } from '../daily-loop';
import { publishNote } from '../notes';
import { publishRoutines } from '../routines';
import { publishGoal } from '../progress';
import { HttpError, createLimit, enforceLimits } from '../http';
import { commitImport } from './import-commit';
import { forgetTaskCount } from '../tasks';
import { importKeys } from './import-keys';
import { previewImport, type PreparedImport } from './import-prepare';

/**
 * The file travels JSON-encoded in `text`, which at worst doubles its size (tabs, quotes and
 * line ends are escaped; control characters, which escape longer, are refused anyway). So any
 * acceptable file fits, and the 5 MB rule itself is checked on the decoded text below.
 */
const IMPORT_WINDOW_MS = 60_000;

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
  const outOfRange = checkImportValues(reading.plan);
  if (outOfRange) throw new HttpError(400, outOfRange.error, outOfRange.field);
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
    dates: prepared.dates,
    kept: keptDetails(prepared.tasks),
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
    return summary(await previewImport(app.db, request.user.id, plan, keys, now, app.config.maxTasksPerUser));
  });

  // A few imports a minute: enough to retry a file or bring in two, not to grow the database at
  // the write limit's pace with thousands of tasks a request. Previews write nothing: unlimited.
  const perUser = createLimit(app, {
    max: IMPORTS_PER_MINUTE,
    windowMs: IMPORT_WINDOW_MS,
    key: (request) => `import:user:${request.user.id}`,
  });
  const limitImports = (request: FastifyRequest, reply: FastifyReply) =>
    enforceLimits(request, reply, [perUser], { windowMs: IMPORT_WINDOW_MS, tooMany: 'imports' });

  api.post('/api/import', { ...options, preParsing: limitImports }, async (request) => {
    const now = app.config.now();
    const uid = request.user.id;
    const { plan, keys } = readRequest(request.body, now);
    const { prepared, written, routines, settings, notes, version } = await commitImport(
      app,
      uid,
      plan,
      keys,
      now,
      app.config.maxTasksPerUser,
    );
    forgetTaskCount(app.db, uid);
    // After the commit, like every write (the tasks were published as it committed): the user's
    // other devices show what changed at once.
    if (prepared.dailyGoal !== null) await publishGoal(app, uid, prepared.dailyGoal);
    if (settings) await publishSettings(app, uid, settings);
    if (routines.length > 0) await publishRoutines(app, uid);
    for (const note of notes) await publishNote(app, uid, note);
    return { ...summary(prepared, written), version };
  });
}
