import { useEffect } from 'react';

/**
 * While `active` (an editor holds unsaved changes), closing or reloading the tab asks first: the
 * browser shows its own leave-page prompt. In-app navigation is the router's leave guard's job.
 */
export function useWarnBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
