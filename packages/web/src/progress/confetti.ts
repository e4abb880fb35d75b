import confetti from 'canvas-confetti';
import { CONFETTI_PARTICLES, CONFETTI_SPREAD } from '@dayflow/core';

/**
 * The confetti falls in about 3 s at 60 frames a second. A device too busy to draw it smoothly
 * takes far longer, and its animation never ends in the meantime: past this the canvas goes anyway,
 * rather than a full-screen layer lingering over the planner.
 */
export const CONFETTI_MAX_MS = 6_000;

/**
 * A fresh full-screen canvas per celebration, drawn by a worker when one can start (the library
 * warns and draws on the main thread when it cannot), removed when the last piece has fallen or
 * CONFETTI_MAX_MS has passed. Loaded on demand with canvas-confetti, out of the planner's bundle.
 */
export async function throwConfetti(): Promise<void> {
  let canvas: HTMLCanvasElement | null = null;
  try {
    canvas = document.createElement('canvas');
    canvas.dataset.testid = 'confetti-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:100';
    document.body.appendChild(canvas);
    const fire = confetti.create(canvas, { useWorker: true, resize: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cutShort = new Promise<'cut'>((resolve) => (timer = setTimeout(() => resolve('cut'), CONFETTI_MAX_MS)));
    const fallen = fire({ particleCount: CONFETTI_PARTICLES, spread: CONFETTI_SPREAD, origin: { y: 0.65 } });
    if ((await Promise.race([fallen, cutShort])) === 'cut') fire.reset();
    clearTimeout(timer);
  } catch (error) {
    // Spec §8: a confetti failure is a warning only.
    console.warn('Confetti could not run:', error);
  } finally {
    canvas?.remove();
  }
}
