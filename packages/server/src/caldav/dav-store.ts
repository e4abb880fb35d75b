import type { Db, DavTaskPropertiesTable } from '../db';

/** What a client keeps on a task beyond Dayflow's model (migration 0021). */
export interface DavRow {
  taskId: string;
  href: string | null;
  icalUid: string | null;
  extras: string;
}

const toRow = (row: Omit<DavTaskPropertiesTable, 'uid'>): DavRow => ({
  taskId: row.task_id,
  href: row.href,
  icalUid: row.ical_uid,
  extras: row.extras,
});

const COLUMNS = ['task_id', 'href', 'ical_uid', 'extras'] as const;

/** Every such row of the user, by task id. */
export async function listDavRows(db: Db, uid: string): Promise<Map<string, DavRow>> {
  const rows = await db.selectFrom('dav_task_properties').select(COLUMNS).where('uid', '=', uid).execute();
  return new Map(rows.map((row) => [row.task_id, toRow(row)]));
}

export async function findDavRow(
  db: Db,
  uid: string,
  by: 'task_id' | 'href' | 'ical_uid',
  value: string,
): Promise<DavRow | undefined> {
  const row = await db
    .selectFrom('dav_task_properties')
    .select(COLUMNS)
    .where('uid', '=', uid)
    .where(by, '=', value)
    .executeTakeFirst();
  return row && toRow(row);
}

/** Keeps the row, or removes it when it holds nothing the task's own resource would not say. */
export async function saveDavRow(db: Db, uid: string, row: DavRow): Promise<void> {
  if (row.href === null && row.icalUid === null && row.extras === '') {
    await db.deleteFrom('dav_task_properties').where('uid', '=', uid).where('task_id', '=', row.taskId).execute();
    return;
  }
  const values = { href: row.href, ical_uid: row.icalUid, extras: row.extras };
  await db
    .insertInto('dav_task_properties')
    .values({ uid, task_id: row.taskId, ...values })
    .onConflict((oc) => oc.columns(['uid', 'task_id']).doUpdateSet(values))
    .execute();
}
