import { AsyncLocalStorage } from 'node:async_hooks';
import type { StorageFault } from './storage-faults';

/**
 * Which storage fault, if any, a piece of work met. The sign-in library catches database errors
 * itself and answers its own 500 (sign-in) or 422 (sign-up); run inside a scope, the fault it
 * swallowed is still known, so the caller can answer our 503 with Retry-After instead.
 */
const scope = new AsyncLocalStorage<{ fault?: StorageFault }>();

export async function withFaultScope<T>(run: () => Promise<T>): Promise<{ result: T; fault?: StorageFault }> {
  const note: { fault?: StorageFault } = {};
  return scope.run(note, async () => ({ result: await run(), fault: note.fault }));
}

/** Called for every fault a query meets (storage-health.ts); a no-op outside a scope. */
export function noteFaultInScope(fault: StorageFault): void {
  const note = scope.getStore();
  if (note && !note.fault) note.fault = fault;
}
