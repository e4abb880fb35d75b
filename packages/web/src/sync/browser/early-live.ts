import { openBrowserLiveSocket, type LiveSocketHandlers, type OpenLiveSocket } from './live-socket';
import { storedVersion } from './stored-tasks';

/** Long enough for a slow network to bring the planner's chunks; after that a fresh socket is cheaper. */
export const EARLY_LIVE_MAX_WAIT_MS = 30_000;

type SocketEvent = { type: 'open' } | { type: 'message'; data: string } | { type: 'close'; code?: number };

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The live connection opened at boot for a user with a cached profile (app/boot.ts), so the
 * snapshot (or the changes since the version kept on this device) travels while the planner's
 * chunks download. It is not a second owner of tasks: it
 * only holds the socket's raw events (nothing parsed, nothing stored) until the task store of
 * the same user adopts it as its first connection, and replays them to that store.
 *
 * One user, one use. It is handed over only once the server has confirmed the cached user
 * (`confirm`, from the /api/session answer, or at once for the user a signed-in page came with); another user's store, a sign-out, a 401 or a network
 * failure discard it, and so does waiting too long.
 */
export class EarlyLiveConnection {
  private phase: 'idle' | 'waiting' | 'confirmed' | 'done' = 'idle';
  private userId: string | null = null;
  private socket: { close(): void } | null = null;
  private events: SocketEvent[] = [];
  private ended = false;
  private timer: unknown = null;
  /** Where the socket's events go once adopted; until then they wait in `events`. */
  private forward: ((event: SocketEvent) => void) | null = null;

  constructor(
    private readonly openSocket: OpenLiveSocket = openBrowserLiveSocket,
    private readonly timers: Timers = {
      setTimeout: (f, ms) => setTimeout(f, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    },
    private readonly maxWaitMs = EARLY_LIVE_MAX_WAIT_MS,
    /** The change version this device keeps for the user: the stream resumes from it. */
    private readonly sinceFor: (userId: string) => number | undefined = storedVersionHere,
  ) {}

  /**
   * Opens the socket for `userId` (the cached profile's, or the one the page came with); once per
   * page. `since`: the change version the page's tasks hold, so only what came after is sent.
   */
  start(userId: string, since?: number): void {
    if (this.phase !== 'idle') return;
    this.phase = 'waiting';
    this.userId = userId;
    this.timer = this.timers.setTimeout(() => this.discard(), this.maxWaitMs);
    this.socket = this.openSocket(
      {
        onOpen: () => this.receive({ type: 'open' }),
        onMessage: (data) => this.receive({ type: 'message', data }),
        onClose: (code) => {
          this.ended = true;
          this.receive({ type: 'close', code });
        },
      },
      since ?? this.sinceFor(userId),
    );
  }

  /** The server says `userId` is signed in: the socket may go to that user's store. */
  confirm(userId: string): void {
    if (this.phase === 'waiting' && userId === this.userId) this.phase = 'confirmed';
    else this.discard();
  }

  /** Closes the socket and forgets what it received. */
  discard(): void {
    if (this.phase === 'done') return;
    this.phase = 'done';
    this.timers.clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
    this.events = [];
  }

  /**
   * For the task store of `userId`, opening its first connection: the early socket, whose
   * events so far are replayed right after this returns, in order. Null (and the early socket
   * discarded) unless it was confirmed for this very user and is still up.
   */
  adopt(userId: string, handlers: LiveSocketHandlers): { close(): void } | null {
    const socket = this.socket;
    if (this.phase !== 'confirmed' || userId !== this.userId || this.ended || !socket) {
      this.discard();
      return null;
    }
    this.phase = 'done';
    this.timers.clearTimeout(this.timer);
    this.socket = null;
    let closed = false;
    let live = false;
    const backlog = this.events;
    this.events = [];
    const deliver = (event: SocketEvent) => {
      if (closed) return;
      if (event.type === 'open') handlers.onOpen();
      else if (event.type === 'message') handlers.onMessage(event.data);
      else {
        closed = true;
        // The code tells the store why (close 4426: this page's code is too old to connect).
        handlers.onClose(event.code);
      }
    };
    // The socket's handlers now feed the backlog until it is replayed, then the store directly.
    // Replayed in a microtask: the store expects events after openSocket has returned, and no
    // socket event (a task of its own) can run before a microtask.
    this.forward = (event) => {
      if (live) deliver(event);
      else backlog.push(event);
    };
    queueMicrotask(() => {
      for (const event of backlog) deliver(event);
      live = true;
    });
    return {
      close: () => {
        closed = true;
        socket.close();
      },
    };
  }

  private receive(event: SocketEvent): void {
    if (this.forward) this.forward(event);
    else if (this.phase !== 'done') this.events.push(event);
  }
}

/** The version kept in this browser; none where storage is denied (reading it throws there). */
function storedVersionHere(userId: string): number | undefined {
  try {
    return storedVersion(window.localStorage, userId);
  } catch {
    return undefined;
  }
}

/** The page's one early connection (the socket is opened only by `start`). */
export const earlyLive = new EarlyLiveConnection();
