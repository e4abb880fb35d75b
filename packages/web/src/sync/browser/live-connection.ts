import {
  LIVE_CLOSE_SESSION_ENDED,
  LIVE_CLOSE_TOO_MANY_SOCKETS,
  LIVE_CLOSE_UPGRADE_REQUIRED,
  type LiveMessage,
} from '@dayflow/core';
import { backoffDelay } from '../sending/backoff';
import { parseLiveMessage } from './parse-live-message';
import type { OpenLiveSocket } from './live-socket';
import type { Scheduler } from '../store/sync-types';

/** 'down': not connected after a failure or a drop; reconnecting with backoff. */
export type LiveState = 'connecting' | 'open' | 'down';

/**
 * The server pings every 25 s; two missed pings mean the connection is dead even if the browser
 * has not noticed (a laptop waking up, a proxy silently dropping it).
 */
export const LIVE_SILENCE_TIMEOUT_MS = 60_000;

export interface LiveConnectionOptions {
  openSocket: OpenLiveSocket;
  scheduler: Scheduler;
  random?: () => number;
  silenceTimeoutMs?: number;
  /** The change version to resume from, read at each connection (none: start with a snapshot). */
  since?(): number | undefined;
  /** `opening`: the first snapshot or changes of a connection, which brings the tasks up to date. */
  onMessage(message: LiveMessage, opening: boolean): void;
  onStateChange(state: LiveState): void;
  /**
   * An attempt ended before the socket opened. A browser cannot tell a refused upgrade (401)
   * from a network failure, so the owner may ask over HTTP.
   */
  onConnectFailed?(): void;
  /**
   * The server speaks a newer sync protocol (its `upgrade-required` message, close 4426): the
   * connection has stopped for good; only a newer version of the app may connect.
   */
  onUpgradeRequired?(): void;
}

/** Keeps one live connection up: reconnects with backoff, and gives up on a silent one. */
export class LiveConnection {
  private state: LiveState = 'connecting';
  private running = false;
  private failures = 0;
  /** Identifies the current attempt, so events of an abandoned socket are ignored. */
  private attempt: object | null = null;
  private socket: { close(): void } | null = null;
  private retryTimer: unknown = null;
  private silenceTimer: unknown = null;

  constructor(private readonly options: LiveConnectionOptions) {}

  getState(): LiveState {
    return this.state;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.abandonSocket();
    this.clearRetry();
  }

  /** The network is back (browser 'online' event): skip the rest of the backoff. */
  reconnectNow(): void {
    if (!this.running || this.state === 'open' || this.socket) return;
    this.clearRetry();
    this.connect();
  }

  /**
   * Changes were missed on this connection: open a new one at once, from the version the owner
   * holds now. The state stays as it is: the tasks shown are still right, only incomplete.
   */
  resume(): void {
    if (!this.running) return;
    this.abandonSocket();
    this.clearRetry();
    this.connect();
  }

  /** The network is gone (browser 'offline' event): do not wait for the silence timeout. */
  drop(): void {
    if (!this.running || !this.socket) return;
    this.abandonSocket();
    this.onEnded(true);
  }

  private connect(): void {
    const attempt = {};
    this.attempt = attempt;
    let opened = false;
    let updated = false;
    const current = () => this.running && this.attempt === attempt;
    this.socket = this.options.openSocket(
      {
        onOpen: () => {
          if (!current()) return;
          opened = true;
          this.failures = 0;
          this.armSilenceTimer();
        },
        onMessage: (data) => {
          if (!current()) return;
          this.armSilenceTimer();
          const message = parseLiveMessage(data);
          if (!message) return;
          if (message.type === 'upgrade-required') return this.upgradeRequired();
          const opening = !updated && (message.type === 'snapshot' || message.type === 'changes');
          updated ||= opening;
          this.options.onMessage(message, opening);
          // 'open' means the tasks are the server's: the first snapshot or changes, not the
          // handshake. Anything that reacts to a change of tasks (the 100 % celebration) must not
          // mistake loading for progress.
          if (opening) this.setState('open');
        },
        onClose: (code) => {
          if (!current()) return;
          this.attempt = null;
          this.socket = null;
          if (code === LIVE_CLOSE_UPGRADE_REQUIRED) return this.upgradeRequired();
          if (code === LIVE_CLOSE_TOO_MANY_SOCKETS) {
            // Newer tabs took the user's sockets; reconnecting would close the oldest of them, which
            // would reconnect in turn. Only the browser coming back online (reconnectNow) retries.
            this.clearSilenceTimer();
            this.setState('down');
            return;
          }
          // The session ended (signed out elsewhere, revoked, expired): the owner asks over HTTP.
          this.onEnded(opened && code !== LIVE_CLOSE_SESSION_ENDED);
        },
      },
      this.options.since?.(),
    );
  }

  /** Reconnecting would be refused the same way, whatever the backoff: stop, and say so. */
  private upgradeRequired(): void {
    this.running = false;
    this.abandonSocket();
    this.clearRetry();
    this.setState('down');
    this.options.onUpgradeRequired?.();
  }

  private onEnded(wasOpen: boolean): void {
    this.clearSilenceTimer();
    this.setState('down');
    if (!wasOpen) this.options.onConnectFailed?.();
    if (!this.running) return;
    const delay = backoffDelay(this.failures++, this.options.random);
    this.retryTimer = this.options.scheduler.setTimeout(() => {
      this.retryTimer = null;
      if (this.running) this.connect();
    }, delay);
  }

  private armSilenceTimer(): void {
    this.clearSilenceTimer();
    this.silenceTimer = this.options.scheduler.setTimeout(() => {
      this.silenceTimer = null;
      this.drop();
    }, this.options.silenceTimeoutMs ?? LIVE_SILENCE_TIMEOUT_MS);
  }

  private abandonSocket(): void {
    this.attempt = null;
    this.socket?.close();
    this.socket = null;
    this.clearSilenceTimer();
  }

  private clearSilenceTimer(): void {
    if (this.silenceTimer !== null) this.options.scheduler.clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.options.scheduler.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(state: LiveState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onStateChange(state);
  }
}
