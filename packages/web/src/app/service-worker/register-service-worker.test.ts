import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL, SKIP_WAITING, UPDATE_CHECK_MS } from './register-service-worker';

/** A worker and the browser objects around it, as small as the code under test uses them. */
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  becomes(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => {});
  /** The browser found a new sw.js and starts installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function setUp({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = new FakeRegistration();
  registration.waiting = waiting ?? null;
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  const offers: (() => void)[] = [];
  const reload = vi.fn();
  const registered = registerServiceWorker(
    container as unknown as ServiceWorkerContainer,
    (activate) => offers.push(activate),
    reload,
  );
  return { registration, container, offers, reload, registered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole origin; a first install takes over without an offer or a reload', async () => {
    const { registration, container, offers, reload, registered } = setUp({ controlled: false });
    await registered;
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    const worker = new FakeWorker();
    registration.found(worker);
    worker.becomes('installed');
    container.dispatchEvent(new Event('controllerchange'));
    expect(offers).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version once installed, and on Reload lets it take over, then reloads', async () => {
    const { registration, container, offers, reload, registered } = setUp({ controlled: true });
    await registered;
    const worker = new FakeWorker();
    registration.found(worker);
    expect(offers).toHaveLength(0);
    worker.becomes('installed');
    registration.waiting = worker;
    expect(offers).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();

    offers[0]!();
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    const waiting = new FakeWorker();
    const { offers, registered } = setUp({ controlled: true, waiting });
    await registered;
    expect(offers).toHaveLength(1);
    offers[0]!();
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
  });

  it('asks for a new version every hour while the page stays open', async () => {
    const { registration, registered } = setUp({ controlled: true });
    await registered;
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('logs a refused registration and leaves the app online-only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = Object.assign(new EventTarget(), {
      controller: null,
      register: vi.fn(async () => {
        throw new DOMException('The script resource is behind a redirect', 'SecurityError');
      }),
    });
    await expect(registerServiceWorker(container as unknown as ServiceWorkerContainer)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Service worker registration failed:', expect.any(DOMException));
    log.mockRestore();
  });
});
