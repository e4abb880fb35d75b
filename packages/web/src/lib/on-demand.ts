import { useEffect, useState } from 'react';

/** Code fetched on first need (a dynamic import), then kept for the page's life. */
export interface OnDemand<T> {
  /** Starts the fetch once; a failed fetch is tried again on the next call. */
  load: () => Promise<T>;
  /** The value if it has arrived. */
  loaded: () => T | undefined;
}

export function onDemand<T>(fetch: () => Promise<T>): OnDemand<T> {
  let value: { current: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= fetch().then(
        (result) => {
          value = { current: result };
          return result;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value?.current,
  };
}

export interface OnDemandState<T> {
  value: T | undefined;
  error: unknown;
}

/**
 * What `source` has loaded, starting the fetch once `wanted`. Already-loaded code is there in
 * the very first render (no extra frame); otherwise a state update brings it, or its error.
 */
export function useOnDemand<T>(source: OnDemand<T>, wanted = true): OnDemandState<T> {
  const [state, setState] = useState<OnDemandState<T>>(() => ({ value: source.loaded(), error: undefined }));
  const settled = state.value !== undefined || state.error !== undefined;
  useEffect(() => {
    if (!wanted || settled) return;
    let current = true;
    source.load().then(
      (value) => current && setState({ value, error: undefined }),
      (error: unknown) => current && setState({ value: undefined, error }),
    );
    return () => {
      current = false;
    };
  }, [source, wanted, settled]);
  return state;
}
