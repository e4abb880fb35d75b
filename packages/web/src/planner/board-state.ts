import { useCallback, useMemo, useState } from 'react';
import { SECTIONS, type Section } from '@dayflow/core';
import type { OpenMenu } from './section-list';
import type { MenuRequest } from './row/task-row';

type PerSection<T> = Partial<Record<Section, T>>;

/** One function per list, made once, so the rows' memo holds. */
function perSection<T>(make: (section: Section) => T): Record<Section, T> {
  return Object.fromEntries(SECTIONS.map((section) => [section, make(section)])) as Record<Section, T>;
}

/**
 * The lists' open task menus. The board keeps them: a list draws its menu, and its rows (drawn
 * by the board, see planner-board.tsx) open it and show which row it belongs to.
 */
export function useOpenMenus() {
  const [menus, setMenus] = useState<PerSection<OpenMenu>>({});
  const onMenuChange = useCallback(
    (section: Section, menu: OpenMenu | null) => setMenus((all) => ({ ...all, [section]: menu ?? undefined })),
    [],
  );
  const openMenuIn = useMemo(
    () =>
      perSection((section) => (request: MenuRequest) => {
        const returnFocus = document.activeElement as HTMLElement | null;
        setMenus((all) => ({
          ...all,
          [section]:
            request.toggle && all[section]?.taskId === request.taskId ? undefined : { ...request, returnFocus },
        }));
      }),
    [],
  );
  return { menus, onMenuChange, openMenuIn };
}

/** The element each list leaves for its rows, as the lists mount and unmount (a phone shows one). */
export function useRowsSlots() {
  const [slots, setSlots] = useState<PerSection<HTMLDivElement>>({});
  const slotRefs = useMemo(
    () =>
      perSection(
        (section) => (element: HTMLDivElement | null) =>
          setSlots((all) =>
            all[section] === (element ?? undefined) ? all : { ...all, [section]: element ?? undefined },
          ),
      ),
    [],
  );
  return { slots, slotRefs };
}
