import { useRef, useState } from 'react';
import { logClientError } from './errorLog';
import { isConflictError } from './errors';

/** What `useEditConflict` is told by the editor. */
export interface EditConflictOptions<T extends { version: number }> {
  /** Loads the object as it is now on the server ("theirs"), bypassing any cached copy. */
  loadTheirs: () => Promise<T>;
  /** "Reload": put `theirs` into the editor (discarding what was typed) and edit from its version. */
  onReload: (theirs: T) => void;
  /**
   * "Overwrite": save what was typed on top of `theirs` (send `theirs.version`). The dialog stays
   * open and busy until it settles, then closes, unless the save met yet another newer version
   * (its error went through `catchConflict` again and the dialog shows that one).
   */
  onOverwrite: (theirs: T) => Promise<unknown>;
}

/** What `useEditConflict` gives the editor: the conflict state and ui's `ConflictDialog` props. */
export interface EditConflict<T> {
  /** The server's current object after a save answered 409; `null` when there is no conflict. */
  theirs: T | null;
  /**
   * Call with a failed save's error and the version the save was based on. For a 409 it loads
   * theirs, opens the dialog and resolves `true` (the editor keeps everything typed and shows
   * nothing else); for any other error, when theirs cannot be loaded, or when theirs is still at
   * `basedOn` (the 409 was about something else, e.g. a value another object already has), it
   * resolves `false` and the editor reports the error as usual.
   */
  catchConflict: (error: unknown, basedOn?: number) => Promise<boolean>;
  /** For `ConflictDialog`: open while there is a conflict. */
  isOpen: boolean;
  /** For `ConflictDialog`: closing it keeps editing; the next save meets the conflict again. */
  onOpenChange: (isOpen: boolean) => void;
  /** For `ConflictDialog`: discard mine, load theirs. */
  onReload: () => void;
  /** For `ConflictDialog`: save mine on top of theirs. */
  onOverwrite: () => void;
  /** For `ConflictDialog`: true while the overwrite saves. */
  isPending: boolean;
}

/**
 * The conflict handling every editor shares (DESIGN.md §4): an edit sends the version it was
 * based on, the server answers 409 when the object moved on, and this hook turns that 409 into
 * the current server object plus the three answers of ui's `ConflictDialog` — review (the editor
 * compares its values with `theirs`), reload and overwrite. Spread it into the dialog:
 *
 * ```tsx
 * const conflict = useEditConflict({ loadTheirs, onReload, onOverwrite: (t) => save(t.version) });
 * // in the save: catch (error) { if (await conflict.catchConflict(error)) return; … }
 * <ConflictDialog {...conflict} fields={compare(values, conflict.theirs)} />
 * ```
 */
export function useEditConflict<T extends { version: number }>(
  options: EditConflictOptions<T>,
): EditConflict<T> {
  const [theirs, setTheirs] = useState<T | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  // Counts the conflicts caught, so an overwrite can tell whether it met a newer one.
  const caught = useRef(0);

  const catchConflict = async (error: unknown, basedOn?: number) => {
    if (!isConflictError(error)) return false;
    let current: T;
    try {
      current = await options.loadTheirs();
    } catch (loadError) {
      logClientError(`conflict: the current version could not be loaded: ${String(loadError)}`);
      return false;
    }
    if (current.version === basedOn) return false;
    caught.current += 1;
    setTheirs(current);
    setOpen(true);
    return true;
  };

  const close = () => {
    setOpen(false);
    setTheirs(null);
  };

  return {
    theirs,
    catchConflict,
    isOpen,
    isPending,
    onOpenChange: (open) => {
      if (!open && !isPending) setOpen(false);
    },
    onReload: () => {
      if (theirs === null) return;
      options.onReload(theirs);
      close();
    },
    onOverwrite: () => {
      if (theirs === null || isPending) return;
      const before = caught.current;
      setPending(true);
      void options
        .onOverwrite(theirs)
        .catch((error: unknown) => logClientError(`conflict: overwrite failed: ${String(error)}`))
        .finally(() => {
          setPending(false);
          if (caught.current === before) close();
        });
    },
  };
}
