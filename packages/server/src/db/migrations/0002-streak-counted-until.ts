import type { Kysely } from 'kysely';

// When the last counted local day ends (epoch ms), so a change of time zone cannot count one real
// day twice (core countActivity). Null for streaks recorded before it was kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('streaks').addColumn('counted_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('streaks').dropColumn('counted_until').execute();
}
