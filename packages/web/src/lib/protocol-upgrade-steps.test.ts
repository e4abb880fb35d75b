import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIntoNewVersion, TAKEOVER_WAIT_MS } from './protocol-upgrade-steps';

afterEach(() => vi.useRealTimers());

/** A service worker container whose registration holds `worker` once updated. */
function container(worker: { postMessage: ReturnType<typeof vi.fn> } | null) {
  const events = new EventTarget();
  const registration = { update: vi.fn(async () => undefined), installing: null, waiting: worker };
  const workers = {
    getRegistration: async () => registration,
    addEventListener: events.addEventListener.bind(events),
  } as unknown as ServiceWorkerContainer;
  return { workers, registration, takeOver: () => events.dispatchEvent(new Event('controllerchange')) };
}

describe('reloadIntoNewVersion', () => {
  it('lets a waiting worker take over first, then reloads under it', async () => {
    const worker = { postMessage: vi.fn() };
    const { workers, registration, takeOver } = container(worker);
    const reload = vi.fn();
    const done = reloadIntoNewVersion(workers, reload);
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    expect(registration.update).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    await done;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new worker does not take over in time', async () => {
    vi.useFakeTimers();
    const worker = { postMessage: vi.fn() };
    const reload = vi.fn();
    const done = reloadIntoNewVersion(container(worker).workers, reload);
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS);
    await done;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once without a service worker, or when asking it fails', async () => {
    const reload = vi.fn();
    await reloadIntoNewVersion(undefined, reload);
    const failing = { getRegistration: async () => Promise.reject(new Error('offline')) };
    await reloadIntoNewVersion(failing as unknown as ServiceWorkerContainer, reload);
    await reloadIntoNewVersion(container(null).workers, reload);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
