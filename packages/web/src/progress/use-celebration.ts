import { useEffect, useRef } from 'react';
import { crossedCompletion } from '@dayflow/core';
import { celebrate } from './celebrate';

/**
 * Celebrates once each time progress crosses 100 % while the user watches (spec §4). `ready` is
 * false until tasks and goal have loaded: the first settled percent is only a baseline, so opening
 * or reloading an already complete day stays quiet.
 */
export function useCelebration(percent: number, ready: boolean, reducedMotion: boolean): void {
  const previous = useRef<number | null>(null);

  useEffect(() => {
    if (!ready) return;
    const before = previous.current;
    previous.current = percent;
    if (before !== null && crossedCompletion(before, percent)) void celebrate({ reducedMotion });
  }, [percent, ready, reducedMotion]);
}
