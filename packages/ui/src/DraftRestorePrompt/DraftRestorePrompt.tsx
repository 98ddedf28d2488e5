import { useDateFormatter } from 'react-aria';
import { Button } from '../Button';
import { useStrings } from '../intl';
import { actions, prompt, text } from './DraftRestorePrompt.css';

/** Props of DraftRestorePrompt. */
export interface DraftRestorePromptProps {
  /** When the unsaved changes were typed (shown in the user's locale). */
  savedAt: Date;
  /** Puts the unsaved changes back into the form. */
  onRestore: () => void;
  /** Drops the unsaved changes. */
  onDiscard: () => void;
}

/**
 * The inline banner an editor shows when it opens with unsaved changes kept from an earlier
 * visit (a reload, a crash, a closed tab, a failed save): "Restore your unsaved changes from
 * {time}?" with Restore and Discard. A region named "Unsaved changes"; pair it with `useFormDraft`.
 */
export function DraftRestorePrompt({ savedAt, onRestore, onDiscard }: DraftRestorePromptProps) {
  const strings = useStrings();
  const formatter = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-label={strings.format('draftRestorePrompt.label')} className={prompt}>
      <p className={text}>
        {strings.format('draftRestorePrompt.message', { time: formatter.format(savedAt) })}
      </p>
      <div className={actions}>
        <Button size="sm" onPress={onRestore}>
          {strings.format('draftRestorePrompt.restore')}
        </Button>
        <Button size="sm" variant="secondary" onPress={onDiscard}>
          {strings.format('draftRestorePrompt.discard')}
        </Button>
      </div>
    </section>
  );
}
