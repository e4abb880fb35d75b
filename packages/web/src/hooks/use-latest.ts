import { useLayoutEffect, useRef } from 'react';

/** A ref that always holds the latest value, for stable callbacks that read fresh data. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
