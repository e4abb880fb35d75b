import { execFileSync } from 'node:child_process';

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
