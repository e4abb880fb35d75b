import type { FirstData } from '@dayflow/core';

/**
 * The first data read at boot (first-data.ts), held until its users take their part. Apart from
 * the reader: the planner's chunk imports this, and importing the reader's module from there made
 * the bundler split React out of the entry into a chunk of its own (+1.8 kB gzip on every page).
 */
let held: FirstData | null = null;

export function holdFirstData(data: FirstData | null): void {
  held = data;
}

/** The first data for `userId`, once: a later store of the same user starts from its own copy. */
export function takeFirstData(userId: string): FirstData | null {
  const data = held?.profile.id === userId ? held : null;
  held = null;
  return data;
}
