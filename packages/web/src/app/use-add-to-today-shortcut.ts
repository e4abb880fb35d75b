import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { composerId } from '../planner/section-meta';

/**
 * The installed app's shortcut 'Add a task to Today' (build/web-manifest.ts) opens
 * /planner?add=today: the cursor waits in Today's input, and the address loses the query so a
 * reload or a shared link does not do it again. Today is the list a phone shows first.
 */
export function useAddToTodayShortcut(): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('add') === 'today';
  useEffect(() => {
    if (!wanted) return;
    document.getElementById(composerId('today'))?.focus();
    setParams({}, { replace: true });
  }, [wanted, setParams]);
}
