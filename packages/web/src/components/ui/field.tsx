import { useId, type ComponentProps } from 'react';

export const labelLook = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

/**
 * How a text box looks (inputs, selects, text areas), an invalid one included; never where it sits
 * or how wide it is, so a caller's layout classes never compete with it.
 */
export const inputLook =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm transition outline-none placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 aria-invalid:border-rose-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:aria-invalid:border-rose-400';

/** A text box under its label, as wide as the form. */
export const stackedInputLook = `mt-1 block w-full ${inputLook}`;

export interface FieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div>
      <label htmlFor={id} className={labelLook}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={stackedInputLook}
        {...input}
      />
      {note && (
        <p
          id={noteId}
          className={`mt-1 text-xs ${error ? 'text-rose-600 dark:text-rose-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {note}
        </p>
      )}
    </div>
  );
}
