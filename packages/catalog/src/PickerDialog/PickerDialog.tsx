/**
 * The frame and the search states the product and collection pickers share (internal, not
 * exported): the dialog with Cancel and the confirm button, and what a paged search shows while
 * it loads, when it fails, when it finds nothing and when it has more.
 */
import { Button, Dialog, Spinner } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { useStrings } from '../intl';
import * as styles from './PickerDialog.css';

/** Props of PickerDialog. */
export interface PickerDialogProps {
  /** The dialog's title. */
  title: string;
  /** The confirm button's text (default "Done"). */
  confirmLabel?: string | undefined;
  /** Whether the selection can be confirmed (the selection rule holds). */
  canConfirm: boolean;
  /** Called when the selection is confirmed, before the dialog closes. */
  onConfirm: () => void;
  /** Called when the dialog closes (Cancel, Escape, confirm). */
  onOpenChange: (isOpen: boolean) => void;
  /** The search, the results and what else the picker asks. */
  children: ReactNode;
}

/** A large picker dialog with Cancel and a confirm button enabled by the selection rule. */
export function PickerDialog({
  title,
  confirmLabel,
  canConfirm,
  onConfirm,
  onOpenChange,
  children,
}: PickerDialogProps) {
  const t = useStrings();
  return (
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t.format('cancel')}
          </Button>
          <Button
            isDisabled={!canConfirm}
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel ?? t.format('done')}
          </Button>
        </>
      )}
    >
      <div className={styles.body}>{children}</div>
    </Dialog>
  );
}

/** What PickerResults reads of a paged search (TanStack Query's infinite query result). */
export interface PickerSearch {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** Props of PickerResults. */
export interface PickerResultsProps {
  /** The paged search. */
  search: PickerSearch;
  /** How many results are loaded (and shown). */
  itemCount: number;
  /** The spinner's accessible name while the first page loads. */
  loadingLabel: string;
  /** The message when the search failed (a Retry button follows it). */
  errorMessage: string;
  /** Shown when the search found nothing. */
  empty: ReactNode;
  /** The results; a Load more button follows them while the search has more pages. */
  children: ReactNode;
}

/** A spinner, the failure with Retry, the empty state, or the results with Load more. */
export function PickerResults({
  search,
  itemCount,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: PickerResultsProps) {
  const t = useStrings();
  if (search.isPending) {
    return (
      <div role="status" className={styles.state}>
        <Spinner aria-label={loadingLabel} />
      </div>
    );
  }
  if (search.isError) {
    return (
      <div className={styles.state}>
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
        <Button variant="secondary" onPress={() => void search.refetch()}>
          {t.format('retry')}
        </Button>
      </div>
    );
  }
  if (itemCount === 0 && !search.hasNextPage) return empty;
  return (
    <>
      {children}
      {search.hasNextPage ? (
        <Button
          variant="secondary"
          isPending={search.isFetchingNextPage}
          onPress={() => void search.fetchNextPage()}
        >
          {t.format('loadMore')}
        </Button>
      ) : null}
    </>
  );
}
