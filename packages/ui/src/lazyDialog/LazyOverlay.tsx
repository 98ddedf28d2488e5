import type { ReactNode } from 'react';
import { useModuleWhen, type LazyModule } from './openWhenLoaded';

/** Props of the lazy overlays' wrappers. */
interface LazyOverlayProps<M> {
  /** The overlay's code (one of `overlayModules`). */
  module: LazyModule<M>;
  /** Renders the overlay from its module: on every render once loaded, open or closed. */
  children: (module: M) => ReactNode;
}

/**
 * A modal overlay (ModalOverlay props) whose code loads the first time it opens (`isOpen` or
 * `defaultOpen`); until then it renders nothing, as a closed overlay does, and once loaded it
 * stays rendered so that it closes (and animates) as before. If the code cannot load, the overlay
 * closes and the next open tries again. Without `isOpen`/`defaultOpen` it opens from an enclosing
 * `DialogTrigger`, whose state it cannot see without loading react-aria's dialogs with the page:
 * it then loads its code when it mounts.
 */
export function LazyModalOverlay<M>({
  module,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
}: LazyOverlayProps<M> & {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}) {
  const ownState = isOpen != null || defaultOpen != null;
  const loaded = useModuleWhen(module, ownState ? (isOpen ?? defaultOpen ?? false) : true, () =>
    onOpenChange?.(false),
  );
  return loaded === undefined ? null : children(loaded);
}
