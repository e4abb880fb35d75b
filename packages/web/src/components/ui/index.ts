// Shared UI primitives: features compose these instead of repeating their markup.
export { Dialog, dialogLook, type DialogProps } from './dialog';
export { useTopModal } from './modal-host';
