import type { ComponentProps } from 'react';

const base = 'text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

const sizes = {
  /** Dialogs' actions. */
  md: 'rounded-xl px-4 py-2',
  /** Actions inside a list row. */
  sm: 'inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 transition',
  /** A form's actions on a page (Settings), with room for an icon beside the label. */
  form: 'inline-flex items-center justify-center gap-2 rounded-lg px-3.5 py-2 transition',
} as const;

const variants = {
  primary:
    'bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400',
  secondary:
    'text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-indigo-500 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800',
  /** A choice among several, such as a preset time. */
  choice:
    'w-full text-left text-slate-800 ring-1 ring-slate-200 hover:bg-indigo-50 focus-visible:outline-indigo-500 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800',
  /** Confirms something that cannot be undone (deleting the account, revoking a token). */
  danger: 'bg-rose-600 text-white hover:bg-rose-700 focus-visible:outline-rose-500 dark:hover:bg-rose-500',
  /** Removes something, without the weight of a filled button. */
  quietDanger:
    'text-rose-700 hover:bg-rose-50 focus-visible:outline-rose-500 dark:text-rose-300 dark:hover:bg-rose-500/15',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The classes of a Button, for a link or a control that must look like one. */
export const buttonClass = (variant: ButtonVariant, size: ButtonSize = 'md', extra = '') =>
  `${sizes[size]} ${base} ${variants[variant]} ${extra}`.trimEnd();

export interface ButtonProps extends ComponentProps<'button'> {
  variant: ButtonVariant;
  size?: ButtonSize;
}

/** A real <button>, `type="button"` unless it submits, in one of the app's looks. */
export function Button({ variant, size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
