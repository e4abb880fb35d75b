interface Point {
  x: number;
  y: number;
}

/**
 * A press on a drag handle that came before the drag library: Space on a focused handle, a
 * mouse button or a finger held on one. It is replayed on the library's handle once that is
 * there, so the drag starts as it would have (the press is often what fetched the code). A
 * mouse drag may even have ended by then: its path is kept and played back too.
 */
export type EarlyPress =
  | { kind: 'key'; taskId: string }
  | { kind: 'mouse'; taskId: string; x: number; y: number; path: Point[]; released: number | null }
  | { kind: 'touch'; taskId: string; x: number; y: number; identifier: number };

/** A handle the library has not taken over yet (the library marks its own with its ids). */
const PLAIN_HANDLE = '[data-drag-handle]:not([data-rfd-drag-handle-draggable-id])';

const handleTask = (target: EventTarget | null): string | null => {
  if (!(target instanceof Element)) return null;
  const handle = target.closest(PLAIN_HANDLE);
  return handle?.closest('[data-task-id]')?.getAttribute('data-task-id') ?? null;
};

export interface EarlyPresses {
  /** The press still held (or the key just pressed), if any; forgotten once taken. */
  take: () => EarlyPress | null;
  stop: () => void;
}

export function watchEarlyPresses(): EarlyPresses {
  let press: EarlyPress | null = null;
  const onKey = (event: KeyboardEvent) => {
    const taskId = event.key === ' ' ? handleTask(event.target) : null;
    press = taskId ? { kind: 'key', taskId } : null;
    // As the library does: Space on the handle lifts, it does not scroll the page.
    if (taskId) event.preventDefault();
  };
  const onMouse = (event: MouseEvent) => {
    const taskId = event.button === 0 && !event.ctrlKey && !event.metaKey ? handleTask(event.target) : null;
    press = taskId ? { kind: 'mouse', taskId, x: event.clientX, y: event.clientY, path: [], released: null } : null;
    // As the library does: holding the handle does not start a text selection.
    if (taskId) event.preventDefault();
  };
  const onTouch = (event: TouchEvent) => {
    const touch = event.touches[0];
    const taskId = touch && event.touches.length === 1 ? handleTask(event.target) : null;
    press =
      taskId && touch
        ? { kind: 'touch', taskId, x: touch.clientX, y: touch.clientY, identifier: touch.identifier }
        : null;
  };
  const end = () => {
    if (press?.kind !== 'key') press = null;
  };
  const onMouseMove = (event: MouseEvent) => {
    if (press?.kind === 'mouse' && press.released === null) press.path.push({ x: event.clientX, y: event.clientY });
  };
  const onMouseUp = () => {
    // Released before it moved past the library's threshold: a click, nothing to play back.
    if (press?.kind === 'mouse' && press.path.some((point) => beyondThreshold(press as Point, point))) {
      press.released = performance.now();
    } else end();
  };
  const listeners = [
    ['keydown', onKey],
    ['mousedown', onMouse],
    ['touchstart', onTouch],
    ['mousemove', onMouseMove],
    ['mouseup', onMouseUp],
    ['touchend', end],
    ['touchcancel', end],
    // A finger that moves before the lift is scrolling, as the library sees it too.
    ['touchmove', end],
  ] as const;
  const options = { capture: true } as const;
  listeners.forEach(([name, listener]) => window.addEventListener(name, listener as EventListener, options));
  return {
    take: () => {
      const taken = press;
      press = null;
      return taken;
    },
    stop: () =>
      listeners.forEach(([name, listener]) => window.removeEventListener(name, listener as EventListener, options)),
  };
}

/**
 * Plays the press again on the task's handle, now the library's; its sensors listen on window.
 * Answers false while that handle is not drawn yet (a virtual list draws its rows a render after
 * the swap), so the caller can try again next frame.
 */
export function replayPress(press: EarlyPress): boolean {
  const handle = document.querySelector<HTMLElement>(
    `[data-task-id="${CSS.escape(press.taskId)}"] [data-rfd-drag-handle-draggable-id]`,
  );
  if (!handle) return false;
  if (press.kind === 'key') {
    // Only where focus still is: a keyboard drag moves the focused task.
    if (document.activeElement !== handle) return true;
    const event = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    // The library reads the legacy keyCode, which the event constructor does not set.
    Object.defineProperty(event, 'keyCode', { value: 32 });
    handle.dispatchEvent(event);
  } else if (press.kind === 'mouse') {
    replayMouse(handle, press);
  } else if (typeof Touch !== 'undefined' && typeof TouchEvent !== 'undefined') {
    const touch = new Touch({ identifier: press.identifier, target: handle, clientX: press.x, clientY: press.y });
    handle.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: [touch] }));
  }
  return true;
}

/** The library's sloppyClickThreshold: a mouse drag starts once the pointer moved this far. */
const THRESHOLD_PX = 5;
/** A drag released longer ago than this is not played back: the person has moved on. */
const STALE_MS = 1000;

const beyondThreshold = (from: Point, to: Point) => Math.hypot(to.x - from.x, to.y - from.y) >= THRESHOLD_PX;

const mouse = (type: string, at: Point) =>
  new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, buttons: 1, clientX: at.x, clientY: at.y });

/**
 * The press, then (a frame apart, as the library moves a drag once a frame) the first point past
 * the threshold (the lift), the last point, and the release if there was one.
 */
function replayMouse(handle: HTMLElement, press: Extract<EarlyPress, { kind: 'mouse' }>) {
  if (press.released !== null && performance.now() - press.released > STALE_MS) return;
  handle.dispatchEvent(mouse('mousedown', press));
  const lift = press.path.find((point) => beyondThreshold(press, point));
  const last = press.path.at(-1);
  const steps: (() => void)[] = [];
  if (lift && last) {
    steps.push(() => window.dispatchEvent(mouse('mousemove', lift)));
    steps.push(() => window.dispatchEvent(mouse('mousemove', last)));
    if (press.released !== null) steps.push(() => window.dispatchEvent(mouse('mouseup', last)));
  }
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) requestAnimationFrame(next);
  };
  if (steps.length > 0) requestAnimationFrame(next);
}
