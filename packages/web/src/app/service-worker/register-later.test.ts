import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_DELAY_MS, registerServiceWorkerLater } from './register-later';

const { registerServiceWorker } = vi.hoisted(() => ({ registerServiceWorker: vi.fn(async () => {}) }));
vi.mock('./register-service-worker', () => ({ registerServiceWorker }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  registerServiceWorker.mockReset();
});

describe('registerServiceWorkerLater', () => {
  it('registers a few seconds after the page has loaded, not before', async () => {
    vi.useFakeTimers();
    vi.stubEnv('DEV', false);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });

    registerServiceWorkerLater();
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS * 2);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS - 1);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledOnce());
  });

  it('does nothing without service workers, or on the dev server', async () => {
    vi.useFakeTimers();
    vi.stubEnv('DEV', false);
    vi.stubGlobal('navigator', {});
    registerServiceWorkerLater();
    vi.stubEnv('DEV', true);
    vi.stubGlobal('navigator', { serviceWorker: {} });
    registerServiceWorkerLater();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS * 2);
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });
});
