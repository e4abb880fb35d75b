import { sql, type Kysely } from 'kysely';

// Deleting a task keeps it for 30 days (Recently deleted) with the time of its deletion; null
// means the task is in its list. The cleanup job purges rows whose deletion is older than that.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('deleted_at', 'bigint').execute();
  // Recently deleted lists one user's deleted tasks, newest first.
  await db.schema
    .createIndex('tasks_uid_deleted_at')
    .on('tasks')
    .columns(['uid', 'deleted_at'])
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
  // The purge looks across all users for deletions older than its cutoff.
  await db.schema
    .createIndex('tasks_deleted_at')
    .on('tasks')
    .column('deleted_at')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_deleted_at').execute();
  await db.schema.dropIndex('tasks_uid_deleted_at').execute();
  await db.schema.alterTable('tasks').dropColumn('deleted_at').execute();
}
