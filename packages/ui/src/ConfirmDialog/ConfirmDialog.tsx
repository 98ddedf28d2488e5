import { useState, type ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { content, message as messageClass, phrase as phraseClass } from './ConfirmDialog.css';
import type { confirmDialogTones } from './confirmDialogTones';
import { PhraseField } from './PhraseField';

/**
 * Props of ConfirmDialog: react-aria's ModalOverlay props (`isOpen`, `defaultOpen`,
 * `onOpenChange`…; inside a `DialogTrigger` none are needed) plus the question and its answers.
 */
export interface ConfirmDialogProps extends Omit<
  ModalOverlayProps,
  'className' | 'style' | 'children' | 'isDismissable'
> {
  /** The question, as the dialog's heading ("Delete this link?"). */
  title: ReactNode;
  /** What happens if the user confirms ("Shoppers who open it will see a not-found page."). */
  message: ReactNode;
  /** The confirm button's label, a verb ("Delete", "Disconnect"). */
  confirmLabel: string;
  /** The cancel button's label: "Cancel" by default; pass the UI language's word. */
  cancelLabel?: string;
  /** `critical` gives the confirm button the destructive look; `neutral` (default) the primary one. */
  tone?: (typeof confirmDialogTones)[number];
  /**
   * Shows the confirm button busy, disables Cancel and the phrase field and ignores Escape: for
   * a confirmation the caller carries out itself. A promise returned by `onConfirm` does the same
   * on its own.
   */
  isPending?: boolean;
  /**
   * Called when the user confirms. If it returns a promise, the dialog stays open and busy until
   * it settles, then closes when it resolves or stays open when it rejects (show the error
   * elsewhere); otherwise it closes at once.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called when the user presses Cancel. Escape closes the dialog too: watch `onOpenChange` for every close. */
  onCancel?: () => void;
  /**
   * A phrase the user must type exactly (case and spaces included) before confirm is enabled,
   * for actions that are hard to undo ("disconnect store").
   */
  confirmPhrase?: string;
  /**
   * The label of the phrase field, in the UI's language. By default: Type "‹phrase›" to confirm.
   */
  confirmPhraseLabel?: ReactNode;
}

/**
 * Asks the user to confirm an action: an alert dialog with a title, a message, Cancel and a
 * confirm button (critical for destructive actions), optionally gated by typing a phrase.
 * It does not close on a click outside; Escape and Cancel close it without confirming.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'neutral',
  isPending = false,
  onConfirm,
  onCancel,
  confirmPhrase,
  confirmPhraseLabel,
  ...props
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [running, setRunning] = useState(false);
  const busy = isPending || running;
  const phraseMatches = confirmPhrase == null || typed === confirmPhrase;

  return (
    <Dialog
      {...props}
      title={title}
      role="alertdialog"
      size="sm"
      closeLabel={null}
      isDismissable={false}
      isKeyboardDismissDisabled={busy || props.isKeyboardDismissDisabled}
      footer={({ close }) => (
        <>
          <Button
            variant="secondary"
            isDisabled={busy}
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'critical' ? 'critical' : 'primary'}
            isPending={busy}
            isDisabled={!phraseMatches}
            onPress={() => {
              const result = onConfirm?.();
              if (result && typeof result.then === 'function') {
                setRunning(true);
                result.then(
                  () => {
                    setRunning(false);
                    close();
                  },
                  () => setRunning(false),
                );
              } else {
                close();
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className={content}>
        <p className={messageClass}>{message}</p>
        {confirmPhrase != null ? (
          <PhraseField
            label={
              confirmPhraseLabel ?? (
                <>
                  Type <span className={phraseClass}>{confirmPhrase}</span> to confirm
                </>
              )
            }
            value={typed}
            onChange={setTyped}
            isDisabled={busy}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
