import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_SECTION,
  CreateNoteSchema,
  DEFAULT_PRIORITY,
  MAX_NOTES_PER_USER,
  NoteLineToTaskSchema,
  NoteListSchema,
  NoteParamsSchema,
  NoteSchema,
  noteQuotaMessage,
  TaskSchema,
  UpdateNoteSchema,
  type Note,
} from '@dayflow/core';
import { HttpError, notFound } from '../http';
import { createTask } from '../tasks';
import { publishNote } from './publish-note';
import { countNotes, findNote, insertNote, listNotes, noteIdTaken, updateNote } from './note-repository';

/**
 * The Notes workspace's API. Every query names the session's user: another user's note is as
 * missing as none (404). Each change goes out on the user's live stream as `{type: 'note', note}`
 * after it is written, so every device shows it; a device that was away reads the list again.
 */
export async function noteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const announce = (uid: string, note: Note) => publishNote(app, uid, note);

  r.get('/api/notes', { schema: { response: { 200: NoteListSchema } } }, async (request) => ({
    notes: await listNotes(app.db, request.user.id),
  }));

  r.post(
    '/api/notes',
    { schema: { body: CreateNoteSchema, response: { 200: NoteSchema, 201: NoteSchema } } },
    async (request, reply) => {
      const uid = request.user.id;
      const { id = crypto.randomUUID(), title = '', body = '', pinned = false } = request.body;
      // A create sent again (a retry, an offline queue) answers the note it made, as it is now.
      const earlier = await findNote(app.db, uid, id);
      if (earlier) return reply.code(200).send(earlier);
      if ((await countNotes(app.db, uid)) >= MAX_NOTES_PER_USER) {
        throw new HttpError(403, noteQuotaMessage(MAX_NOTES_PER_USER), 'notes');
      }
      const now = app.config.now();
      const note = await insertNote(app.db, uid, {
        id,
        title,
        body,
        pinned,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      });
      if (!note) {
        const raced = await findNote(app.db, uid, id);
        if (raced) return reply.code(200).send(raced);
        // Not this user's, so another's: it is neither read nor told.
        if (await noteIdTaken(app.db, id)) throw new HttpError(409, 'id: another note already has this id', 'id');
        throw notFound('Note');
      }
      await announce(uid, note);
      return reply.code(201).send(note);
    },
  );

  r.patch(
    '/api/notes/:id',
    { schema: { params: NoteParamsSchema, body: UpdateNoteSchema, response: { 200: NoteSchema } } },
    async (request) => {
      const uid = request.user.id;
      const note = await updateNote(app.db, uid, request.params.id, {
        ...request.body,
        updatedAt: app.config.now(),
      });
      if (!note) throw notFound('Note');
      await announce(uid, note);
      return note;
    },
  );

  // To Recently deleted (kept 30 days); deleting a deleted note again keeps its first time.
  r.delete('/api/notes/:id', { schema: { params: NoteParamsSchema } }, async (request, reply) => {
    const uid = request.user.id;
    const current = await findNote(app.db, uid, request.params.id);
    if (!current) throw notFound('Note');
    if (current.deletedAt === null) {
      const note = await updateNote(app.db, uid, current.id, { deletedAt: app.config.now() });
      if (note) await announce(uid, note);
    }
    return reply.code(204).send();
  });

  r.post(
    '/api/notes/:id/restore',
    { schema: { params: NoteParamsSchema, response: { 200: NoteSchema } } },
    async (request) => {
      const uid = request.user.id;
      const note = await updateNote(app.db, uid, request.params.id, { deletedAt: null });
      if (!note) throw notFound('Note');
      await announce(uid, note);
      return note;
    },
  );

  // A line of the note becomes a task in Brain Dump, through the tasks' own create: the same
  // quota, version, live change and idempotence on the task's id as any other new task.
  r.post(
    '/api/notes/:id/tasks',
    {
      schema: {
        params: NoteParamsSchema,
        body: NoteLineToTaskSchema,
        response: { 200: TaskSchema, 201: TaskSchema },
      },
    },
    async (request, reply) => {
      const uid = request.user.id;
      const note = await findNote(app.db, uid, request.params.id);
      if (!note) throw notFound('Note');
      const { task, created } = await createTask(
        app,
        uid,
        {
          id: request.body.id,
          text: request.body.text,
          priority: DEFAULT_PRIORITY,
          section: DEFAULT_SECTION,
          noteId: note.id,
        },
        app.config.now(),
        app.config.maxTasksPerUser,
      );
      return reply.code(created ? 201 : 200).send(task);
    },
  );
}
