import { CONFETTI_PARTICLES, CONFETTI_SPREAD, SUCCESS_SOUND_VOLUME, VIBRATION_MS } from '@dayflow/core';

export const SUCCESS_SOUND_URL = `${import.meta.env.BASE_URL}sounds/success.wav`;

/** Reaching the daily goal (spec §4): a quiet chime, a short buzz and, unless motion is reduced, confetti. */
export async function celebrate({ reducedMotion }: { reducedMotion: boolean }): Promise<void> {
  playSuccessSound();
  vibrate();
  if (!reducedMotion) await throwConfetti();
}

function playSuccessSound(): void {
  try {
    const audio = new Audio(SUCCESS_SOUND_URL);
    audio.volume = SUCCESS_SOUND_VOLUME;
    // Autoplay rules may refuse it; the celebration goes on silently.
    void audio.play()?.catch(() => {});
  } catch {
    // No audio support.
  }
}

function vibrate(): void {
  try {
    navigator.vibrate?.(VIBRATION_MS);
  } catch {
    // Some browsers throw without a user gesture; the buzz is a nicety.
  }
}

/**
 * Loaded on demand so canvas-confetti stays out of the first bundle. A fresh full-screen canvas
 * per celebration, drawn by a worker when one can start (the library warns and draws on the main
 * thread when it cannot), removed when the last piece has fallen.
 */
async function throwConfetti(): Promise<void> {
  let canvas: HTMLCanvasElement | null = null;
  try {
    const { default: confetti } = await import('canvas-confetti');
    canvas = document.createElement('canvas');
    canvas.dataset.testid = 'confetti-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:100';
    document.body.appendChild(canvas);
    const fire = confetti.create(canvas, { useWorker: true, resize: true });
    await fire({ particleCount: CONFETTI_PARTICLES, spread: CONFETTI_SPREAD, origin: { y: 0.65 } });
  } catch (error) {
    // Spec §8: a confetti failure is a warning only.
    console.warn('Confetti could not run:', error);
  } finally {
    canvas?.remove();
  }
}
