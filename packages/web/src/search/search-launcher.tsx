import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_TITLE, type Task } from '@dayflow/core';
import { ICON_BUTTON } from '../components/icon-button';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { isSearchKey } from './search-keys';

// The dialog and the search rule come in one chunk, fetched when the search is first opened.
const dialogModule = onDemand(() => import('./search-dialog'));

interface Search {
  open: boolean;
  openSearch: (returnTo: HTMLElement | null) => void;
  closeSearch: () => void;
  returnTo: HTMLElement | null;
}

/** The search's open state, opened by `/` or Ctrl+K / Cmd+K while the planner is on screen. */
export function useSearch(): Search {
  const [state, setState] = useState<{ returnTo: HTMLElement | null } | null>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchKey(event)) return;
      event.preventDefault();
      setState((open) => open ?? { returnTo: document.activeElement as HTMLElement | null });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return {
    open: state !== null,
    openSearch: (returnTo) => setState({ returnTo }),
    closeSearch: () => setState(null),
    returnTo: state?.returnTo ?? null,
  };
}

/** The header's search button: the way in on a phone, and a reminder of the keys elsewhere. */
export function SearchButton({ onOpen }: { onOpen: (returnTo: HTMLElement) => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={SEARCH_TITLE}
      aria-keyshortcuts="/ Control+K Meta+K"
      title={`${SEARCH_TITLE} (/ or Ctrl+K)`}
      onClick={() => onOpen(ref.current!)}
      onPointerEnter={() => void dialogModule.load().catch(() => undefined)}
      className={ICON_BUTTON}
    >
      <Search className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}

/** The dialog, once its code is here. */
export function SearchDialogLoader(props: {
  tasks: Task[];
  onChoose: (task: Task) => void;
  onClose: () => void;
  returnTo: HTMLElement | null;
}) {
  const { value: module } = useOnDemand(dialogModule);
  return module ? <module.default {...props} /> : null;
}
