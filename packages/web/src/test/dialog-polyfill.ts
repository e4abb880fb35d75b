/**
 * jsdom has no HTMLDialogElement.showModal/close (jsdom issue 3294). This stands in for the part
 * of the browser our dialogs rely on: `open` and `:modal` state, the `close` event, and Escape as
 * a close request (a `cancel` event the page may prevent, fired only for a keydown nobody
 * prevented, as the HTML standard's close requests say). The browser's focus containment and
 * inertness are not imitated: tests check that a dialog is modal, the browser does the rest.
 */
const modal = new WeakSet<HTMLDialogElement>();
const stack: HTMLDialogElement[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = stack.filter((dialog) => dialog.isConnected).at(-1);
  if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
}

const ours = Symbol.for('dayflow.dialogPolyfill');

export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { [ours]?: true };
  // A jsdom with its own showModal is left alone. Ours is installed again by each fresh copy of
  // this module (test files share a window, test/setup.ts), so isModal reads the state it writes.
  if (typeof proto.showModal === 'function' && !proto[ours]) return;
  proto[ours] = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modal.add(this);
    // Listened to only while a dialog is open, last, as the browser's own close request comes.
    if (stack.length === 0) window.addEventListener('keydown', onKeyDown);
    stack.push(this);
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    modal.delete(this);
    if (stack.includes(this)) stack.splice(stack.indexOf(this), 1);
    if (stack.length === 0) window.removeEventListener('keydown', onKeyDown);
    if (returnValue !== undefined) this.returnValue = returnValue;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}

/** Whether the dialog was opened modally (showModal), as `:modal` would tell in a browser. */
export const isModal = (dialog: Element) => dialog instanceof HTMLDialogElement && modal.has(dialog);
