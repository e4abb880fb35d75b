import { Link } from 'react-router';
import { ArrowLeft, type LucideIcon } from 'lucide-react';

interface Props {
  /** The link back's words. */
  back: string;
  /** Where the link back leads: the planner unless the page is inside another one. */
  backTo?: string;
  title: string;
  icon: LucideIcon;
  /** The icon's colour classes (each page has its own accent). */
  iconClassName: string;
  /** For a section that names itself by this heading (aria-labelledby). */
  id?: string;
  intro?: string;
}

/** The top of a page opened from the planner (or from Settings): the way back, the page's title, and a line on it. */
export function PageHeading({ back, backTo = '/planner', title, icon: Icon, iconClassName, id, intro }: Props) {
  return (
    <>
      <Link
        to={backTo}
        className="inline-flex items-center gap-1.5 rounded-lg py-1 pr-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back}
      </Link>
      <h1
        id={id}
        className="mt-3 flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        <Icon className={`size-6 ${iconClassName}`} aria-hidden="true" />
        {title}
      </h1>
      {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
    </>
  );
}
