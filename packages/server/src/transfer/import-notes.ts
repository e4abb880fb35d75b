import crypto from 'node:crypto';
import {
  deletedCutoff,
  MAX_NOTES_PER_USER,
  NoteIdSchema,
  type Note,
  type PlannedNote,
  type SkippedEntry,
} from '@dayflow/core';
import type { Db } from '../db';
import { HttpError } from '../http';
import { countNotes, insertNote } from '../notes';

/**
 * The export's notes written into this account, in the import's transaction: a note the account
 * already has (the same id, or the same title, body and creation time: imported before) is
 * skipped with its reason; one deleted more than 30 days ago too. A note keeps the file's id unless
 * another account holds it. Past the notes quota the whole import is refused, as for tasks.
 */
export async function importNotes(
  trx: Db,
  uid: string,
  planned: PlannedNote[],
  now: number,
): Promise<{ written: Note[]; skipped: SkippedEntry[]; ids: Map<string, string> }> {
  const skipped: SkippedEntry[] = [];
  // The file's note id → the note of this account that stands for it, for the tasks' links.
  const ids = new Map<string, string>();
  if (planned.length === 0) return { written: [], skipped, ids };
  const rows = await trx
    .selectFrom('notes')
    .select(['id', 'title', 'body', 'created_at'])
    .where('uid', '=', uid)
    .execute();
  // Ids are unique across accounts, so a note imported elsewhere has a new id: it is recognised
  // by what it says and when it was made.
  const identity = (n: { title: string; body: string; createdAt: number }) =>
    JSON.stringify([n.createdAt, n.title, n.body]);
  const own = new Set(rows.map((row) => row.id));
  const known = new Map(rows.map((row) => [identity({ ...row, createdAt: Number(row.created_at) }), row.id]));
  const fresh = planned.filter((note) => {
    const already = own.has(note.sourceId) ? note.sourceId : known.get(identity(note));
    if (already !== undefined) ids.set(note.sourceId, already);
    const reason =
      already !== undefined
        ? 'already in your notes (imported before)'
        : note.deletedAt !== null && note.deletedAt < deletedCutoff(now)
          ? 'deleted more than 30 days ago; Recently deleted keeps notes 30 days'
          : undefined;
    if (reason) skipped.push({ where: note.where, reason });
    return reason === undefined;
  });
  const kept = await countNotes(trx, uid);
  if (kept + fresh.length > MAX_NOTES_PER_USER) {
    throw new HttpError(
      413,
      `notes: this import would bring you to ${(kept + fresh.length).toLocaleString('en-US')} notes; the limit is ` +
        `${MAX_NOTES_PER_USER.toLocaleString('en-US')} (Recently deleted included). Nothing was imported.`,
      'notes',
    );
  }
  const written: Note[] = [];
  for (const { sourceId, where: _where, ...fields } of fresh) {
    // The API names notes by UUID; a file's other id, or one another account holds, gets a new one.
    const note =
      (NoteIdSchema.safeParse(sourceId).success
        ? await insertNote(trx, uid, { id: sourceId, ...fields })
        : undefined) ?? (await insertNote(trx, uid, { id: crypto.randomUUID(), ...fields }));
    if (note) {
      written.push(note);
      ids.set(sourceId, note.id);
    }
  }
  return { written, skipped, ids };
}
