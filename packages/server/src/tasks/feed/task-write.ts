import type { Transaction } from 'kysely';
import type { Database } from '../../db';

declare const issued: unique symbol;

/**
 * An open transaction that has taken the user's next version. Every function that writes a task
 * row takes one and stamps `version` on each row it writes; only changeTasks (change-tasks.ts)
 * makes one, so a write without a version, or one that is never published, does not compile.
 * The uid travels with its version so the two cannot disagree.
 */
export interface TaskWrite {
  readonly trx: Transaction<Database>;
  readonly uid: string;
  readonly version: number;
  readonly [issued]: true;
}

/** Only for changeTasks: the one place a TaskWrite is made. */
export const issueTaskWrite = (trx: Transaction<Database>, uid: string, version: number): TaskWrite =>
  ({ trx, uid, version }) as TaskWrite;
