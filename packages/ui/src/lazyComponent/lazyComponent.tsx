import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Options of {@link lazyComponent}. */
export interface LazyComponentOptions {
  /** What renders while the code loads. */
  fallback?: ReactNode;
  /**
   * What renders once the code failed to load (`fallback` by default); the component tries again
   * when it next mounts. An overlay closes instead.
   */
  failed?: ReactNode;
  /**
   * For an overlay with an `isOpen` prop: it renders nothing until it is first open (then it stays
   * mounted, so that it closes and animates as a static one does), and its code starts loading
   * when the browser is idle after the overlay is first rendered closed.
   */
  overlay?: boolean;
}

/** A component whose code loads later, with a way to start loading it early. */
export interface LazyComponent<P> {
  (props: P): ReactNode;
  /** Starts loading the code (once; again after a failure). Resolves once it is in. */
  preload: () => Promise<void>;
}

/** Calls `task` when the browser is idle (soon after, where it cannot tell); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

const ignore = () => undefined;

/**
 * ui's one way to load a heavy component's code later (pickers, crop, QR code, charts): `load`
 * is a dynamic `import()` of the component. It loads the first time the component renders (an
 * overlay: the first time it opens), or earlier through `preload` — from a trigger's intent, see
 * {@link preloadOnIntent}. If the code cannot load, `failed` shows, or an overlay closes (through
 * `onOpenChange`) and its next open tries again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, failed = fallback, overlay = false }: LazyComponentOptions = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Lazy(props: P) {
    const { isOpen, onOpenChange } = props as {
      isOpen?: boolean;
      onOpenChange?: (isOpen: boolean) => void;
    };
    const open = isOpen === true;
    const [hasOpened, setHasOpened] = useState(open);
    // An overlay whose code failed while open waits to be closed before it tries again.
    const [failedOpen, setFailedOpen] = useState(false);
    const [hasFailed, setHasFailed] = useState(false);
    if (open && !hasOpened && !failedOpen) setHasOpened(true);
    if (!open && failedOpen) setFailedOpen(false);
    const isWanted = !overlay || hasOpened;
    const [, rerender] = useState(0);

    useEffect(() => (overlay ? whenIdle(() => void preload().catch(ignore)) : undefined), []);
    useEffect(() => {
      if (!isWanted || loaded !== undefined || hasFailed) return;
      let live = true;
      preload().then(
        () => {
          if (live) rerender((n) => n + 1);
        },
        () => {
          if (!live) return;
          if (!overlay) {
            setHasFailed(true);
            return;
          }
          setHasOpened(false);
          setFailedOpen(true);
          onOpenChange?.(false);
        },
      );
      return () => {
        live = false;
      };
    });

    if (!isWanted) return null;
    if (hasFailed) return failed;
    const Component = loaded;
    return Component === undefined ? fallback : <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}

/**
 * Props for an overlay's trigger (a ui or react-aria Button) that start loading the overlays' code
 * when the user shows the intent to open one: a hover, a focus or the start of a press.
 */
export function preloadOnIntent(...components: readonly Pick<LazyComponent<never>, 'preload'>[]) {
  const preload = () => {
    for (const component of components) component.preload().catch(ignore);
  };
  return { onHoverStart: preload, onFocus: preload, onPressStart: preload };
}
