import { SUCCESS_SOUND_VOLUME, VIBRATION_MS } from '@dayflow/core';

export const SUCCESS_SOUND_URL = `${import.meta.env.BASE_URL}sounds/success.wav`;

/** Reaching the daily goal (spec §4): a quiet chime, a short buzz and, unless motion is reduced, confetti. */
export async function celebrate({ reducedMotion }: { reducedMotion: boolean }): Promise<void> {
  playSuccessSound();
  vibrate();
  // The confetti code and its library load only when there is something to celebrate.
  if (reducedMotion) return;
  await import('./confetti').then(
    (module) => module.throwConfetti(),
    // Spec §8: a confetti failure (here, its code not arriving) is a warning only.
    (error: unknown) => console.warn('Confetti could not run:', error),
  );
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
