import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { addModal } from './modal-host';

export interface DialogProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'onClose' | 'onCancel'> {
  /** Escape, a press on the backdrop, or the browser closing it: the owner unmounts the dialog. */
  onClose: () => void;
  /** What takes focus on open; the dialog itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes back on close, read then; the element focused when the dialog opened when
   * absent. A ref holding null leaves focus where the owner puts it.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The backdrop's classes (`backdrop:` utilities), when not the shared dim. */
  backdrop?: string;
  children: ReactNode;
}

/** The look every dialog shares: a bottom sheet under 640 px, a card above. */
export const dialogLook = {
  backdrop: 'backdrop:bg-slate-900/30 dark:backdrop:bg-black/50',
  sheet:
    'm-auto w-full max-w-none rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-slate-900 shadow-2xl ring-1 ring-slate-200 outline-none max-sm:mb-0 sm:rounded-3xl sm:pb-5 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700',
} as const;

/**
 * A modal dialog on the native <dialog> element, opened with showModal(): the browser keeps focus
 * inside and the page behind inert. Escape (the cancel event) and a press on the backdrop ask the
 * owner to close it; focus goes back to where it came from. Styled by `className`.
 */
export function Dialog(props: DialogProps) {
  const {
    onClose,
    initialFocus,
    returnFocus,
    backdrop = dialogLook.backdrop,
    children,
    className = '',
    ...rest
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  // The latest onClose, for listeners added once (hooks/use-latest's pattern, written out so the
  // dialogs' chunk does not pull that hook out of the first download's).
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The owner's ref object is kept for the dialog's life; what it holds is read on close.
    const focusBack = returnFocus;
    dialog.showModal();
    (initialFocus?.current ?? dialog).focus();
    const removeModal = addModal(dialog);
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // Closed by the browser itself (a second Escape it does not let the page cancel).
    const onNativeClose = () => close.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      removeModal();
      const target = focusBack ? focusBack.current : opener;
      target?.focus();
    };
    // Opened once per mount: the owner mounts the dialog to open it and unmounts it to close it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={ref}
      {...rest}
      // A press that starts and ends outside the box is on the backdrop (the dialog's own area).
      onClick={(event) => {
        rest.onClick?.(event);
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) close.current();
      }}
      tabIndex={-1}
      className={`${backdrop} ${className}`}
    >
      {children}
    </dialog>
  );
}
