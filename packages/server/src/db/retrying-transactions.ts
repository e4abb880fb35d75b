import { Kysely, TransactionBuilder, type Transaction } from 'kysely';
import { StorageFaultError } from './storage-faults';

const isConflict = (error: unknown) => error instanceof StorageFaultError && error.fault === 'write conflict';

/**
 * Kysely whose transactions run once more when PostgreSQL picks them as the loser of a deadlock
 * or a serialization failure (40P01, 40001). Those happen between two innocent requests (say, an
 * import and a move of the same user's rows); the loser rolled back, so running the callback again
 * is safe, and it normally succeeds. A second conflict goes to the client as 503 with Retry-After.
 * Callbacks therefore only touch the database: live messages are published after the commit.
 */
export class RetryingKysely<DB> extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return retrying(super.transaction());
  }
}

function retrying<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  return new Proxy(builder, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key === 'execute') {
        return async <T>(callback: (trx: Transaction<DB>) => Promise<T>) => {
          try {
            return await target.execute(callback);
          } catch (error) {
            if (!isConflict(error)) throw error;
            return target.execute(callback);
          }
        };
      }
      if (typeof value !== 'function') return value;
      // setIsolationLevel and setAccessMode return a new builder, which must retry too.
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result instanceof TransactionBuilder ? retrying(result as TransactionBuilder<DB>) : result;
      };
    },
  });
}
