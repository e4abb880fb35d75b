import type { Kysely } from 'kysely';

// Codes and links that work once (issue 37).
// - totp_steps: the last 30-second TOTP step accepted for each account. A code is taken only
//   for a later step, claimed by one conditional write, so a code seen over a shoulder or in a
//   log cannot be used again, not even on a second instance.
// - pending_sign_ups: accounts made by the sign-up form while REQUIRE_EMAIL_VERIFICATION was on
//   and not confirmed yet. Only these are held back at sign-in and may be replaced by a new
//   sign-up for the address; accounts from before, or made with `user:add`, have no row.
// - verify_email_links: the SHA-256 of the newest confirmation link of each account. The link
//   itself is a signed token the library never stores; keeping its hash lets a newer link end
//   the older ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('totp_steps')
    .addColumn('uid', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_step', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pending_sign_ups')
    .addColumn('uid', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('verify_email_links')
    .addColumn('uid', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verify_email_links').execute();
  await db.schema.dropTable('pending_sign_ups').execute();
  await db.schema.dropTable('totp_steps').execute();
}
