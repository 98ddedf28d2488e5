import { magicStoreStep, type MagicStoreState, type MagicStoreStep } from '@shoppable/domain';
import { Button, Dialog, ProgressBar } from '@shoppable/ui';
import { VisuallyHidden } from 'react-aria';
import { useMagicStoreStrings } from '../intl/magicStore';
import * as styles from './MagicStoreProgress.css';

/** Props of MagicStoreProgress. */
export interface MagicStoreProgressProps {
  /** The flow's state: the dialog is open unless it is idle. */
  state: MagicStoreState<unknown>;
  /** Cancel (or Escape): aborts the request in flight and closes the dialog. */
  onCancel: () => void;
  /** Retry after a failure: resumes at the failed step, with what was uploaded. */
  onRetry: () => void;
}

const STEP_KEYS = [
  'magicStore.step.upload',
  'magicStore.step.compress',
  'magicStore.step.search',
  'magicStore.step.generate',
] as const satisfies Record<MagicStoreStep, string>;

type Strings = ReturnType<typeof useMagicStoreStrings>;

/** The progress bar's label and value: the upload's percentage, otherwise cycling. */
function bar(state: MagicStoreState<unknown>, strings: Strings) {
  switch (state.status) {
    case 'preparing':
      return { label: strings.format('magicStore.bar.preparing'), value: null };
    case 'uploading':
      return { label: strings.format('magicStore.bar.uploading'), value: state.percent };
    case 'compressing':
    case 'searching':
    case 'done':
      return { label: strings.format(STEP_KEYS[magicStoreStep(state)]), value: null };
    default:
      return null;
  }
}

/** What went wrong, by step and reason, and what Retry will do. */
function failureText(state: Extract<MagicStoreState<unknown>, { status: 'failed' }>, s: Strings) {
  const what =
    state.reason === 'timeout'
      ? s.format(`magicStore.failed.timeout.${state.step}`)
      : s.format(`magicStore.failed.${state.step}`);
  const next = s.format(
    state.step === 0 ? 'magicStore.failed.retryUpload' : 'magicStore.failed.kept',
  );
  return `${what} ${next}`;
}

/**
 * The Magic Store's progress dialog (content.md §4): the four steps (preparing and uploading the
 * media, compressing, searching products, generating the store) with the current one marked, the
 * upload's percentage, a cycling bar for the steps of unknown length and Cancel. A failure says
 * which step failed and offers Retry from there (what was uploaded is kept) or Cancel.
 */
export function MagicStoreProgress({ state, onCancel, onRetry }: MagicStoreProgressProps) {
  const strings = useMagicStoreStrings();
  const current = magicStoreStep(state);
  const failed = state.status === 'failed' ? state : null;
  const progress = bar(state, strings);
  return (
    <Dialog
      isOpen={state.status !== 'idle'}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={false}
      closeLabel={null}
      title={strings.format('magicStore.dialogTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {strings.format('magicStore.cancel')}
          </Button>
          {failed ? <Button onPress={onRetry}>{strings.format('magicStore.retry')}</Button> : null}
        </>
      }
    >
      <div className={styles.content}>
        <ol className={styles.steps} aria-label={strings.format('magicStore.stepsLabel')}>
          {STEP_KEYS.map((key, index) => {
            const stepState =
              index < current
                ? 'done'
                : index > current
                  ? 'pending'
                  : failed
                    ? 'failed'
                    : 'current';
            return (
              <li
                key={key}
                className={styles.step}
                data-state={stepState}
                aria-current={stepState === 'current' ? 'step' : undefined}
              >
                <span className={styles.mark} aria-hidden="true">
                  {stepState === 'done' ? '✓' : stepState === 'failed' ? '!' : index + 1}
                </span>
                <span>{strings.format(key)}</span>
                {stepState === 'done' || stepState === 'failed' ? (
                  <VisuallyHidden>
                    {strings.format(`magicStore.stepState.${stepState}`)}
                  </VisuallyHidden>
                ) : null}
              </li>
            );
          })}
        </ol>
        {progress ? (
          progress.value === null ? (
            <ProgressBar label={progress.label} isIndeterminate />
          ) : (
            <ProgressBar label={progress.label} value={progress.value} showValue />
          )
        ) : null}
        {failed ? (
          <p role="alert" className={styles.failure}>
            {failureText(failed, strings)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
