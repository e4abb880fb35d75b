import { useCallback, useMemo } from 'react';
import type { Section, Task } from '@dayflow/core';
import { useTaskActions } from '../sync';
import { useDragKit } from './drag/drag-kit';
import { DragPartsContext } from './drag/plain-parts';
import { groupBySection } from './group-tasks';
import { KeptStateProvider } from './kept-state';
import { SectionList } from './section-list';

interface Props {
  tasks: Task[];
  /** All three on desktop; the one chosen in the tab bar on mobile. */
  sections: readonly Section[];
  loading: boolean;
}

/**
 * The lists inside one drag layer, so tasks move between lists and within one. The layer is
 * plain until the drag library has arrived (drag/drag-kit.ts); the lists' state is kept above
 * it, because its arrival mounts them again.
 */
export function PlannerBoard({ tasks, sections, loading }: Props) {
  const actions = useTaskActions();
  const groups = useMemo(() => groupBySection(tasks), [tasks]);
  const parts = useDragKit();
  // An index past the end appends (the store clamps it), as the composer's `#list` token does.
  const onMoveToList = useCallback(
    (id: string, section: Section) => actions.moveTask(id, section, Number.MAX_SAFE_INTEGER),
    [actions],
  );

  return (
    <KeptStateProvider>
      <DragPartsContext value={parts}>
        <parts.Board tasks={tasks} groups={groups}>
          <div className={sections.length > 1 ? 'grid grid-cols-3 items-start gap-3 lg:gap-4' : ''}>
            {sections.map((section) => (
              <SectionList
                key={section}
                section={section}
                open={groups[section].open}
                completed={groups[section].completed}
                loading={loading}
                onMoveToList={onMoveToList}
              />
            ))}
          </div>
        </parts.Board>
      </DragPartsContext>
    </KeptStateProvider>
  );
}
