import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleNoteCleanup } from './note-cleanup';
import { noteRoutes } from './note-routes';

export { purgeDeletedNotes } from './note-cleanup';
export { countNotes, insertNote, listNotes } from './note-repository';
export { publishNote } from './publish-note';

/**
 * The Notes workspace: free-standing notes, their routes, live announcements and the purge of
 * Recently deleted. Registered by app.ts; every route needs a signed-in user.
 */
export const notesRoutes = fp(
  async (app: FastifyInstance) => {
    // A child context, so the sign-in hook covers these routes only, not the whole app.
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', scoped.requireUser);
      await scoped.register(noteRoutes);
    });
    scheduleNoteCleanup(app);
  },
  { name: 'notes-routes', dependencies: ['auth', 'live-bus'] },
);
