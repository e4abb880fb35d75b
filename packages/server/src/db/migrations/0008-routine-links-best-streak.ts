import { sql, type Kysely } from 'kysely';

// Two small additions, one migration:
// - tasks.routine_id: the routine a task belongs to — the task a routine was made from, and each
//   copy the day start adds. It lets the day start keep one open copy per routine (a copy left
//   open is carried instead of joined by another) and lets a task show that it repeats. Null for
//   every other task; cleared when the routine is deleted.
// - streaks.best: the highest count the streak has reached, so History's best streak comes from
//   the same rule as the streak card instead of a second count over completions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('routine_id', 'text').execute();
  await db.schema
    .createIndex('tasks_uid_routine_id')
    .on('tasks')
    .columns(['uid', 'routine_id'])
    .where(sql.ref('routine_id'), 'is not', null)
    .execute();
  await db.schema
    .alterTable('streaks')
    .addColumn('best', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The running count is the best known so far for an existing streak.
  await sql`update streaks set best = count`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('streaks').dropColumn('best').execute();
  await db.schema.dropIndex('tasks_uid_routine_id').execute();
  await db.schema.alterTable('tasks').dropColumn('routine_id').execute();
}
