import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database';
import { noteFaultInScope } from './fault-scope';
import { storageFaultOf, type StorageFault } from './storage-faults';
import type { FaultWatch } from './fault-aware-dialect';

/**
 * Whether the database can take writes now. The probe writes for real (and rolls back), so a
 * read-only database (file, mount, standby) and, on SQLite, a full disk are found before any user
 * meets them, and a fault that cleared is forgotten at the next check without waiting for a user
 * to write. PostgreSQL's full disk is the one fault no rolled-back probe can see: it stays reported
 * until a write succeeds.
 */
export class StorageHealth implements FaultWatch {
  private lastFault: StorageFault | null = null;

  onFault(fault: StorageFault): void {
    // A deadlock ends with its transaction; the database itself is fine.
    if (fault === 'write conflict') return;
    this.lastFault = fault;
    noteFaultInScope(fault);
  }

  onWrite(): void {
    this.lastFault = null;
  }

  /** null when writes can go through; otherwise the fault, in the words the log uses. */
  async check(db: Kysely<unknown>, dialect: DialectName): Promise<StorageFault | null> {
    try {
      await probeWrite(db, dialect);
    } catch (error) {
      const fault = storageFaultOf(error);
      if (fault) return (this.lastFault = fault);
      throw error;
    }
    if (dialect === 'sqlite' || this.lastFault !== 'disk is full') this.lastFault = null;
    return this.lastFault;
  }
}

async function probeWrite(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    // Rewriting user_version with its own value is a real write of the file header (one page),
    // which a read-only file, mount or connection refuses with SQLITE_READONLY; no row changes.
    const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
    await sql.raw(`pragma user_version = ${Number(rows[0]?.user_version ?? 0)}`).execute(db);
    await probeSpace(db);
    return;
  }
  // A standby, or default_transaction_read_only, refuses every write with 25006; asking is
  // enough, nothing needs writing.
  const { rows } = await sql<{
    read_only: string;
  }>`select current_setting('transaction_read_only') as read_only`.execute(db);
  if (rows[0]?.read_only === 'on') throw Object.assign(new Error('transaction is read-only'), { code: '25006' });
}

const ROLLED_BACK = new Error('storage probe rolled back');

/**
 * Asks SQLite for a few new pages in a transaction that is then rolled back: a full disk (or
 * max_page_count) answers SQLITE_FULL, and the file is left as it was. A table of its own, made
 * and dropped inside the transaction, so no row of ours is touched.
 */
async function probeSpace(db: Kysely<unknown>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await sql`create table dayflow_storage_probe (filler blob)`.execute(trx);
      await sql`insert into dayflow_storage_probe values (zeroblob(16384))`.execute(trx);
      throw ROLLED_BACK;
    });
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
}
