import { ConfirmDialog } from '@shoppable/ui';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, type ReactElement } from 'react';
import { useStrings } from '../intl';

/** What an editor route gets from `useLeaveGuard`. */
export interface LeaveGuard {
  /** Pass to the editor's `onDirtyChange`: while true, leaving the route asks first. */
  onDirtyChange: (isDirty: boolean) => void;
  /** Goes to `to` without asking: after a save, or a Back the editor confirmed itself. */
  leave: (to: string) => void;
  /** The discard-changes dialog; render it once in the route. */
  dialog: ReactElement;
}

/**
 * Asks before leaving an editor with unsaved changes (content.md §8: unsaved changes, the
 * discard-changes dialog) whatever the way out: the sidebar, the tab bar or the browser's back.
 * The editors themselves ask on their Back button and warn on closing the tab (`beforeunload`).
 */
export function useLeaveGuard(): LeaveGuard {
  const strings = useStrings();
  const dirty = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty.current,
    enableBeforeUnload: false,
    withResolver: true,
  });
  const onDirtyChange = useCallback((isDirty: boolean) => {
    dirty.current = isDirty;
  }, []);
  const navigate = useNavigate();
  const leave = useCallback(
    (to: string) => {
      dirty.current = false;
      void navigate({ to });
    },
    [navigate],
  );
  return {
    onDirtyChange,
    leave,
    dialog: (
      <ConfirmDialog
        isOpen={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        title={strings.format('leave.title')}
        message={strings.format('leave.message')}
        confirmLabel={strings.format('leave.discard')}
        cancelLabel={strings.format('leave.keepEditing')}
        tone="critical"
        onConfirm={() => {
          dirty.current = false;
          blocker.proceed?.();
        }}
      />
    ),
  };
}
