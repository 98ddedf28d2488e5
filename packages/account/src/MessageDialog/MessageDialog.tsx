import { ApiError, TimeoutError } from '@shoppable/api-client';
import { Button, Dialog } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { useStrings } from '../intl';

/** Props of MessageDialog. */
export interface MessageDialogProps {
  /** Whether it shows; `null`/`false` keeps it closed. */
  isOpen: boolean;
  /** Called when OK (or Escape) closes it. */
  onClose: () => void;
  /** The title, as the dialog's heading. */
  title: ReactNode;
  /** The message under it. */
  message: ReactNode;
}

/**
 * A message with an OK button (platform.md §8: "Each opens a dialog or message with an OK
 * button"), for a result the user must acknowledge: an email sent, a failed sync, an error.
 */
export function MessageDialog({ isOpen, onClose, title, message }: MessageDialogProps) {
  const t = useStrings();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      size="sm"
      closeLabel={null}
      footer={<Button onPress={onClose}>{t.format('account.ok')}</Button>}
    >
      <p>{message}</p>
    </Dialog>
  );
}

/**
 * The key of the §8 message for a failed request: the timeout message, 'Connection error. Please
 * try again.' when the server could not be reached or answered an error status, and 'Something
 * went wrong' when it answered `status: false`.
 */
export function errorMessageKey(
  error: unknown,
): 'account.timeout' | 'account.connectionError' | 'account.errorTitle' {
  if (error instanceof TimeoutError) return 'account.timeout';
  if (error instanceof ApiError) return 'account.errorTitle';
  return 'account.connectionError';
}
