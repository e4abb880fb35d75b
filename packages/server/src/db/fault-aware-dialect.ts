import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { asStorageFault, type StorageFault } from './storage-faults';

export interface FaultWatch {
  /** A query failed because of the database's state. */
  onFault(fault: StorageFault): void;
  /** A write reached the database: whatever stopped writes before is gone. */
  onWrite(): void;
}

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

/**
 * Any Kysely dialect, with the database's own faults (a full disk, a read-only file or standby, a
 * lost connection) raised as StorageFaultError — a 503 — instead of a bare driver error.
 *
 * `inTransaction` (SQLite) fixes what hid those faults: on SQLITE_FULL and some I/O errors SQLite
 * rolls the transaction back by itself, so Kysely's own ROLLBACK then failed with "cannot rollback
 * - no transaction is active" and that error replaced the real one.
 */
export class FaultAwareDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly watch: FaultWatch,
    private readonly inTransaction?: () => boolean,
  ) {}

  createDriver(): Driver {
    return new FaultAwareDriver(this.inner.createDriver(), this.watch, this.inTransaction);
  }
  createQueryCompiler() {
    return this.inner.createQueryCompiler();
  }
  createAdapter() {
    return this.inner.createAdapter();
  }
  createIntrospector(...args: Parameters<Dialect['createIntrospector']>) {
    return this.inner.createIntrospector(...args);
  }
}

class FaultAwareConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: FaultWatch,
  ) {}

  async executeQuery<R>(query: CompiledQuery, ...rest: unknown[]): Promise<QueryResult<R>> {
    try {
      const result = await (this.inner.executeQuery as (q: CompiledQuery, ...r: unknown[]) => Promise<QueryResult<R>>)(
        query,
        ...rest,
      );
      if (WRITE_NODES.has(query.query.kind)) this.watch.onWrite();
      return result;
    } catch (error) {
      throw this.translate(error);
    }
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    ...rest: unknown[]
  ): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* (
        this.inner.streamQuery as (
          q: CompiledQuery,
          c: number,
          ...r: unknown[]
        ) => AsyncIterableIterator<QueryResult<R>>
      )(query, chunkSize, ...rest);
    } catch (error) {
      throw this.translate(error);
    }
  }

  translate(error: unknown): unknown {
    const translated = asStorageFault(error);
    if (translated !== error) this.watch.onFault((translated as { fault: StorageFault }).fault);
    return translated;
  }
}

class FaultAwareDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly watch: FaultWatch,
    private readonly inTransaction?: () => boolean,
  ) {}

  init(...args: Parameters<Driver['init']>) {
    return this.inner.init(...args).catch((error: unknown) => Promise.reject(asStorageFault(error)));
  }
  async acquireConnection(...args: Parameters<Driver['acquireConnection']>): Promise<DatabaseConnection> {
    try {
      return new FaultAwareConnection(await this.inner.acquireConnection(...args), this.watch);
    } catch (error) {
      const translated = asStorageFault(error);
      if (translated !== error) this.watch.onFault((translated as { fault: StorageFault }).fault);
      throw translated;
    }
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  async commitTransaction(connection: DatabaseConnection) {
    await this.inner.commitTransaction(connection);
    this.watch.onWrite();
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    if (this.inTransaction && !this.inTransaction()) return;
    await this.inner.rollbackTransaction(connection);
  }
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.savepoint!(connection, name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }
  releaseConnection(connection: DatabaseConnection, ...rest: unknown[]) {
    const inner = connection instanceof FaultAwareConnection ? connection.inner : connection;
    return (this.inner.releaseConnection as (c: DatabaseConnection, ...r: unknown[]) => Promise<void>)(inner, ...rest);
  }
  destroy(...args: Parameters<Driver['destroy']>) {
    return this.inner.destroy(...args);
  }
}
