import { useCallback, useState, type ReactNode } from 'react';
import { CONFIRM_REQUIRED_CODE } from '@dayflow/core';
import { ApiRequestError } from '../../lib/api';
import { ConfirmItIsYouDialog } from './confirm-it-is-you-dialog';

/** The person closed the dialog instead of confirming: nothing to report, nothing was done. */
export class ConfirmationCancelled extends Error {
  constructor() {
    super('Not confirmed');
  }
}

/** The server's "confirm it is you first" (the session is older than its few minutes of trust). */
const asksToConfirm = (failure: unknown) =>
  failure instanceof ApiRequestError && failure.status === 403 && failure.code === CONFIRM_REQUIRED_CODE;

/**
 * Wraps requests that open a new way into the account (a token, a calendar link) or end them all:
 * when the server answers that it wants a fresh confirmation, the dialog asks for the password or
 * a passkey, then the request is sent once more. Render `dialog` next to the caller's controls.
 * A cancelled confirmation rejects with ConfirmationCancelled.
 */
export function useConfirmItIsYou(): {
  confirmed: <T>(request: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<{ resolve: () => void; reject: (reason: Error) => void } | null>(null);
  const confirmed = useCallback(async <T,>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (failure) {
      if (!asksToConfirm(failure)) throw failure;
      await new Promise<void>((resolve, reject) => setAsking({ resolve, reject }));
      // Once: a second refusal is the server's word, shown by the caller.
      return request();
    }
  }, []);
  const dialog = asking && (
    <ConfirmItIsYouDialog
      onConfirmed={() => {
        setAsking(null);
        asking.resolve();
      }}
      onCancel={() => {
        setAsking(null);
        asking.reject(new ConfirmationCancelled());
      }}
    />
  );
  return { confirmed, dialog };
}
