import type { ComponentProps } from 'react';

/** A row of a list of things to manage (tokens, devices, sign-in methods): bordered, wrapping. */
export const listRowLook =
  'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 px-3 py-2.5 dark:border-slate-800';

/** One item of such a list, as an <li>; `className` adds to the look. */
export function ListRow({ className = '', ...rest }: ComponentProps<'li'>) {
  return <li className={`${listRowLook} ${className}`.trimEnd()} {...rest} />;
}
