import type { Note } from '@dayflow/core';
import type { Db, NoteTable } from '../db';

const NOTE_COLUMNS = ['id', 'title', 'body', 'pinned', 'created_at', 'updated_at', 'deleted_at'] as const;
type NoteColumns = Pick<NoteTable, (typeof NOTE_COLUMNS)[number]>;

/** The only place a database row becomes the API's Note (0/1 → boolean, bigint text → number). */
function toNote(row: NoteColumns): Note {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: Number(row.pinned) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    deletedAt: row.deleted_at == null ? null : Number(row.deleted_at),
  };
}

/** Every note of the user, Recently deleted included, latest change first. */
export async function listNotes(db: Db, uid: string): Promise<Note[]> {
  const rows = await db
    .selectFrom('notes')
    .select(NOTE_COLUMNS)
    .where('uid', '=', uid)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toNote);
}

/** One of the user's notes (deleted or not); another user's is as missing as none. */
export async function findNote(db: Db, uid: string, id: string): Promise<Note | undefined> {
  const row = await db
    .selectFrom('notes')
    .select(NOTE_COLUMNS)
    .where('uid', '=', uid)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toNote(row);
}

/** Whether any user holds a note with this id: ids are made by clients, so one may clash. */
export async function noteIdTaken(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('notes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Notes the user keeps, Recently deleted included: what the quota counts. */
export async function countNotes(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('notes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes a new note; undefined when its id is already taken (a retry, or a clash). */
export async function insertNote(db: Db, uid: string, note: Note): Promise<Note | undefined> {
  const row = await db
    .insertInto('notes')
    .values({
      id: note.id,
      uid,
      title: note.title,
      body: note.body,
      pinned: note.pinned ? 1 : 0,
      created_at: note.createdAt,
      updated_at: note.updatedAt,
      deleted_at: note.deletedAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(NOTE_COLUMNS)
    .executeTakeFirst();
  return row && toNote(row);
}

export interface NoteChanges {
  title?: string;
  body?: string;
  pinned?: boolean;
  /** Epoch ms of a delete, or null to restore. */
  deletedAt?: number | null;
  updatedAt?: number;
}

/** Changes one of the user's notes; undefined when the user has no such note. */
export async function updateNote(db: Db, uid: string, id: string, changes: NoteChanges): Promise<Note | undefined> {
  const row = await db
    .updateTable('notes')
    .set({
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.body !== undefined && { body: changes.body }),
      ...(changes.pinned !== undefined && { pinned: changes.pinned ? 1 : 0 }),
      ...(changes.deletedAt !== undefined && { deleted_at: changes.deletedAt }),
      ...(changes.updatedAt !== undefined && { updated_at: changes.updatedAt }),
    })
    .where('uid', '=', uid)
    .where('id', '=', id)
    .returning(NOTE_COLUMNS)
    .executeTakeFirst();
  return row && toNote(row);
}

/** Deletes for good every note deleted before `cutoff` (the 30-day purge); how many went. */
export async function purgeNotesDeletedBefore(db: Db, cutoff: number): Promise<number> {
  const result = await db.deleteFrom('notes').where('deleted_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
