import { tabLockName, type TabLocks } from '../sync/browser/tab-outbox';

type Callback = (lock: unknown) => unknown;

/** navigator.locks for tests: one instance is shared by the "tabs" of one origin. */
export class FakeLocks implements TabLocks {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();

  request<T>(
    name: string,
    optionsOrCallback: { ifAvailable?: boolean } | ((lock: unknown) => Promise<T> | T),
    maybeCallback?: (lock: unknown) => Promise<T> | T,
  ): Promise<T> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback) as Callback;
    if (!this.held.has(name)) return this.run(name, callback) as Promise<T>;
    if (options.ifAvailable) return Promise.resolve(callback(null)) as Promise<T>;
    return new Promise<T>((resolve) => {
      const queue = this.waiting.get(name) ?? [];
      queue.push(() => resolve(this.run(name, callback) as Promise<T>));
      this.waiting.set(name, queue);
    });
  }

  query(): Promise<{ held: { name: string }[] }> {
    return Promise.resolve({ held: [...this.held].map((name) => ({ name })) });
  }

  /** The tab closed: the browser lets go of its lock. */
  closeTab(tabId: string): void {
    this.release(tabLockName(tabId));
  }

  private run(name: string, callback: Callback): Promise<unknown> {
    this.held.add(name);
    const result = Promise.resolve(callback({ name }));
    void result.finally(() => this.release(name));
    return result;
  }

  private release(name: string): void {
    this.held.delete(name);
    this.waiting.get(name)?.shift()?.();
  }
}
