import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, for dialogs that are not on a page's first
 * paint (issue #18): renders nothing until `isOpen` is first true, then the dialog itself, which
 * stays mounted afterwards so that it closes (and animates) exactly as before.
 */
export function lazyDialog<P extends { isOpen?: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.isOpen === true && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
