import { HttpError } from '../http';

/** How long a client should wait before retrying a write the database could not take. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export type StorageFault =
  | 'disk is full'
  | 'database is read-only'
  | 'disk I/O error'
  | 'database is busy'
  | 'database is unreachable'
  | 'write conflict';

/**
 * PostgreSQL's deadlock_detected (40P01) and serialization_failure (40001): two transactions met,
 * one was chosen to fail, and running it again normally succeeds. Not a state of the database:
 * retried once (retrying-transactions.ts), then a 503 the client may retry at once.
 */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;

/**
 * A query failed because of the database's state, not the request: the client is told 503 with
 * Retry-After, and the operator reads `fault` in the log. Nothing was saved by that request.
 */
export class StorageFaultError extends HttpError {
  constructor(
    readonly fault: StorageFault,
    options: { cause: unknown },
  ) {
    super(503, `The server cannot save right now (${fault}). Nothing was changed; try again later.`);
    this.cause = options.cause;
  }
}

const SQLITE_FAULTS: Array<[RegExp, StorageFault]> = [
  [/^SQLITE_FULL/, 'disk is full'],
  [/^SQLITE_READONLY/, 'database is read-only'],
  [/^SQLITE_IOERR/, 'disk I/O error'],
  [/^SQLITE_(BUSY|LOCKED)/, 'database is busy'],
  [/^SQLITE_CANTOPEN/, 'database is unreachable'],
];

// PostgreSQL SQLSTATEs (appendix A of its manual): 53100 disk_full, 25006
// read_only_sql_transaction (a standby, or default_transaction_read_only), class 08 connection
// exceptions, 57P01–57P03 the server shutting down or not yet accepting connections, 53300 too many
// connections.
const POSTGRES_FAULTS: Array<[RegExp, StorageFault]> = [
  [/^53100$/, 'disk is full'],
  [/^25006$/, 'database is read-only'],
  [/^(08...|57P0[123]|53300)$/, 'database is unreachable'],
  [/^(40P01|40001)$/, 'write conflict'],
];

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/** The storage fault behind a driver error, or null for any other error (a bug, a constraint). */
export function storageFaultOf(error: unknown): StorageFault | null {
  if (error instanceof StorageFaultError) return error.fault;
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    for (const [pattern, fault] of [...SQLITE_FAULTS, ...POSTGRES_FAULTS]) if (pattern.test(code)) return fault;
    if (NETWORK_CODES.has(code)) return 'database is unreachable';
  }
  // pg reports a connection that dropped mid-query without a code.
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && /^Connection terminated/.test(message)) return 'database is unreachable';
  return null;
}

/** The same error, as a StorageFaultError when the database's state caused it. */
export function asStorageFault(error: unknown): unknown {
  if (error instanceof StorageFaultError) return error;
  const fault = storageFaultOf(error);
  return fault ? new StorageFaultError(fault, { cause: error }) : error;
}
