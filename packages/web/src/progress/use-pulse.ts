import { useEffect, useRef, type RefObject } from 'react';
import { PROGRESS_PULSE_MS } from '@dayflow/core';

const PULSE: Keyframe[] = [{ transform: 'scale(1)' }, { transform: 'scale(1.12)' }, { transform: 'scale(1)' }];

/** A 600 ms pulse (spec §4) on `ref` whenever `value` changes after the first render; none with reduced motion. */
export function usePulse(ref: RefObject<HTMLElement | null>, value: number, reducedMotion: boolean): void {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    if (reducedMotion) return;
    // Web Animations: the duration comes from the spec constant, and jsdom simply lacks animate().
    ref.current?.animate?.(PULSE, { duration: PROGRESS_PULSE_MS, easing: 'ease-out' });
  }, [ref, value, reducedMotion]);
}
