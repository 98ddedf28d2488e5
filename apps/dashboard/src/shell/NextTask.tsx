import { useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one task after it mounts. The dashboard's first render is the shell and
 * the page at once; rendering the page in a task of its own halves the longest task of a cold
 * start, so that a tap or a key press waits less (issue #18: Total Blocking Time).
 */
export function NextTask({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
