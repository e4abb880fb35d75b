import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database';
import { storageFaultOf, type StorageFault } from './storage-faults';
import type { FaultWatch } from './fault-aware-dialect';

/**
 * Whether the database can take writes now. A full disk only shows when something is written, so
 * the last fault a query met is kept until a write succeeds; a read-only database (file, mount,
 * standby) is also found by asking, so start-up and /healthz see it before any user does.
 */
export class StorageHealth implements FaultWatch {
  private lastFault: StorageFault | null = null;

  onFault(fault: StorageFault): void {
    // A deadlock ends with its transaction; the database itself is fine.
    if (fault === 'write conflict') return;
    this.lastFault = fault;
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
    return this.lastFault;
  }
}

async function probeWrite(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    // Rewriting user_version with its own value is a real write of the file header (one page),
    // which a read-only file, mount or connection refuses with SQLITE_READONLY; no row changes.
    const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
    await sql.raw(`pragma user_version = ${Number(rows[0]?.user_version ?? 0)}`).execute(db);
    return;
  }
  // A standby, or default_transaction_read_only, refuses every write with 25006; asking is
  // enough, nothing needs writing.
  const { rows } = await sql<{
    read_only: string;
  }>`select current_setting('transaction_read_only') as read_only`.execute(db);
  if (rows[0]?.read_only === 'on') throw Object.assign(new Error('transaction is read-only'), { code: '25006' });
}
