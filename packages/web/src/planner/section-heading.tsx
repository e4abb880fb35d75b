import type { RefObject } from 'react';
import { TEXTS, type Section } from '@dayflow/core';
import { SECTION_META } from './section-meta';

interface Props {
  section: Section;
  id: string;
  /** Focus lands here when the row a keyboard user acted on leaves the list. */
  ref: RefObject<HTMLHeadingElement | null>;
  openCount: number;
}

/** A list's title with its icon and the count of open tasks. */
export function SectionHeading({ section, id, ref, openCount }: Props) {
  const { icon: Icon, accent, badge } = SECTION_META[section];
  return (
    <div className="mb-3 flex items-center gap-2 px-1">
      <Icon className={`size-5 ${accent}`} aria-hidden="true" />
      <h2
        id={id}
        ref={ref}
        tabIndex={-1}
        className="text-base font-semibold tracking-tight text-slate-900 focus:outline-none dark:text-white"
      >
        {TEXTS.sectionTitles[section]}
      </h2>
      <span className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${badge}`}>
        <span className="sr-only">Open tasks: </span>
        {openCount}
      </span>
    </div>
  );
}
