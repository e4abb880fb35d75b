import { afterEach, describe, expect, it, vi } from 'vitest';
import { celebrate } from './celebrate';
import { CONFETTI_MAX_MS } from './confetti';

const confetti = vi.hoisted(() => {
  const fire = Object.assign(
    vi.fn(() => new Promise<void>(() => {})),
    { reset: vi.fn() },
  );
  return { fire, create: vi.fn(() => fire) };
});
vi.mock('canvas-confetti', () => ({ default: { create: confetti.create } }));

describe('celebrate', () => {
  afterEach(() => vi.useRealTimers());

  it('removes the confetti canvas after CONFETTI_MAX_MS when the animation never ends', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'Audio',
      class {
        volume = 1;
        play = () => Promise.resolve();
      },
    );
    const done = celebrate({ reducedMotion: false });
    // Let the on-demand import of the library settle (microtasks only; no time passes).
    for (let turn = 0; turn < 20 && !document.querySelector('[data-testid="confetti-canvas"]'); turn++) {
      await vi.advanceTimersByTimeAsync(0);
    }
    await vi.advanceTimersByTimeAsync(CONFETTI_MAX_MS - 1);
    expect(document.querySelector('[data-testid="confetti-canvas"]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(document.querySelector('[data-testid="confetti-canvas"]')).toBeNull();
    expect(confetti.fire.reset).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
