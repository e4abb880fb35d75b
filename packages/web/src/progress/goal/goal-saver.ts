/**
 * Sends goal changes one at a time, and only the latest: clicking + three times quickly sends at
 * most two requests, and a slow earlier request can never land after a later one and win.
 */
export function createGoalSaver(send: (goal: number) => Promise<unknown>) {
  let inFlight = false;
  let pending: number | null = null;

  async function pump() {
    inFlight = true;
    while (pending !== null) {
      const goal = pending;
      pending = null;
      try {
        await send(goal);
      } catch (error) {
        // Spec §8: a failed goal update is logged only; the local change stays.
        console.error('Goal update failed:', error);
      }
    }
    inFlight = false;
  }

  return {
    /** True while a goal is being sent or waits to be. */
    busy: () => inFlight || pending !== null,
    save(goal: number) {
      pending = goal;
      if (!inFlight) void pump();
    },
  };
}
