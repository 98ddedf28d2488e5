import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** A module loaded on first use (issue #18): its code is fetched once, and again after a failure. */
export interface LazyModule<M> {
  /** Starts loading (a hover or a focus may call it early); resolves with the module. */
  load: () => Promise<M>;
  /** The module once it has loaded, for a synchronous first render. */
  loaded: () => M | undefined;
}

/** Wraps a dynamic `import()` as a {@link LazyModule}. */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (value) => (module = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/**
 * For an overlay whose content is a lazy module (a picker's panel): `openWhenLoaded(open)` calls
 * `open` as soon as the module is in, so the overlay opens with its content and its focus rules
 * exactly as a static one (it renders the content from `useModuleWhen`, which then has it). If the
 * code cannot load, nothing opens and the next press tries again.
 */
export function useOpenWhenLoaded<M>(lazy: LazyModule<M>) {
  const openWhenLoaded = useCallback(
    (open: () => void) => {
      if (lazy.loaded() !== undefined) open();
      else
        lazy.load().then(
          () => open(),
          () => undefined,
        );
    },
    [lazy],
  );
  return { openWhenLoaded, preload: () => void lazy.load().catch(() => undefined) };
}

/**
 * For an overlay whose state lives elsewhere (a react-aria trigger, an `isOpen` prop): returns the
 * module once it has loaded, starting the load the first time `isWanted` is true (synchronously
 * when it is already in, e.g. loaded by an earlier overlay). If the code cannot load, `onFailure`
 * runs (close the overlay: the next open tries again).
 */
export function useModuleWhen<M>(
  lazy: LazyModule<M>,
  isWanted: boolean,
  onFailure?: () => void,
): M | undefined {
  const [module, setModule] = useState(lazy.loaded);
  const failed = useEffectEvent(() => onFailure?.());
  useEffect(() => {
    if (!isWanted || module !== undefined) return;
    let live = true;
    lazy.load().then(
      (value) => {
        if (live) setModule(() => value);
      },
      () => {
        if (live) failed();
      },
    );
    return () => {
      live = false;
    };
  }, [lazy, isWanted, module]);
  return module ?? lazy.loaded();
}
