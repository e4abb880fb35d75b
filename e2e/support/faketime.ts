import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Environment that runs a Node server on a shifted clock with Debian's `faketime` (libfaketime):
 * its clock reads `offsetMs` ahead of the real one and flows at the normal pace. The library is
 * preloaded into the server itself rather than through the `faketime` command, which forks: a
 * signal to it would not reach the server. Its path (which depends on the architecture) is asked
 * of the command. Timers stay on the real monotonic clock.
 */
export function faketimeEnv(offsetMs: number): Record<string, string> {
  let preload: string;
  try {
    preload = execFileSync('faketime', ['-f', '+0', 'printenv', 'LD_PRELOAD'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('faketime is missing: apt-get install -y faketime');
  }
  return {
    LD_PRELOAD: preload,
    FAKETIME: `+${Math.round(offsetMs / 1000)}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}

/**
 * Like faketimeEnv, but the offset is read from a file on every clock read, so a test can move
 * a running server's clock forward ("+3d") — days pass without restarting it.
 */
export function movableFaketimeEnv(file: string): Record<string, string> {
  const { LD_PRELOAD, FAKETIME_DONT_FAKE_MONOTONIC } = faketimeEnv(0);
  fs.writeFileSync(file, '+0\n');
  return {
    LD_PRELOAD: LD_PRELOAD!,
    FAKETIME_DONT_FAKE_MONOTONIC: FAKETIME_DONT_FAKE_MONOTONIC!,
    FAKETIME_TIMESTAMP_FILE: file,
    FAKETIME_NO_CACHE: '1',
  };
}

/** Sets the offset of a movable faketime clock, in whole seconds ahead of the real clock. */
export function moveFaketime(file: string, offsetMs: number): void {
  fs.writeFileSync(file, `+${Math.round(offsetMs / 1000)}\n`);
}
