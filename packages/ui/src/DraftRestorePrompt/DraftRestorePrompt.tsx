import { useDateFormatter } from 'react-aria';
import { Button } from '../Button';
import { useStrings } from '../intl';
import type { FormDraft } from '../useFormDraft';
import { actions, prompt, text } from './DraftRestorePrompt.css';

/** Props of DraftRestorePrompt. */
export interface DraftRestorePromptProps {
  /**
   * The editor's `useFormDraft()`: its `savedAt` (when the changes were typed, shown in the user's
   * locale; nothing shows while it is null), `restore` and `discard`.
   */
  draft: Pick<FormDraft, 'savedAt' | 'restore' | 'discard'>;
}

/**
 * The inline banner an editor shows when it opens with unsaved changes kept from an earlier
 * visit (a reload, a crash, a closed tab, a failed save): "Restore your unsaved changes from
 * {time}?" with Restore and Discard. A region named "Unsaved changes", shown while the
 * `useFormDraft` it is given offers a draft.
 */
export function DraftRestorePrompt({ draft }: DraftRestorePromptProps) {
  const strings = useStrings();
  const formatter = useDateFormatter({ dateStyle: 'medium', timeStyle: 'short' });
  if (draft.savedAt === null) return null;
  return (
    <section aria-label={strings.format('draftRestorePrompt.label')} className={prompt}>
      <p className={text}>
        {strings.format('draftRestorePrompt.message', { time: formatter.format(draft.savedAt) })}
      </p>
      <div className={actions}>
        <Button size="sm" onPress={draft.restore}>
          {strings.format('draftRestorePrompt.restore')}
        </Button>
        <Button size="sm" variant="secondary" onPress={draft.discard}>
          {strings.format('draftRestorePrompt.discard')}
        </Button>
      </div>
    </section>
  );
}
