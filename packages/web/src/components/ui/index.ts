// Shared UI primitives: features compose these instead of repeating their markup.
export { Dialog, dialogLook, type DialogProps } from './dialog';
export { useTopModal } from './modal-host';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './button';
export { DialogTitleBar } from './dialog-title-bar';
export { Field, inputLook, labelLook, stackedInputLook, type FieldProps } from './field';
export { ListRow, listRowLook } from './list-row';
