import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { useStrings } from '../intl';
import { actions, message as messageClass, region, strip } from './SaveStrip.css';

/** How long after the first change the strip appears, in ms (the spec's save-strip debounce). */
export const saveStripDelayMs = 500;

/** Props of SaveStrip. */
export interface SaveStripProps {
  /** Whether any value differs from the saved one; the strip shows only then. */
  hasChanges: boolean;
  /**
   * Saves. If it returns a promise, Save shows busy until it settles; the strip then goes away
   * when the caller sets `hasChanges` to false (on success), and stays on failure so nothing
   * typed is lost.
   */
  onSave: () => void | Promise<unknown>;
  /** Restores the saved values. */
  onDiscard: () => void;
  /** Shows Save busy and disables both buttons: for a save the caller tracks itself. */
  isPending?: boolean;
  /** Disables Save (e.g. while a field is invalid); Discard stays available. */
  isSaveDisabled?: boolean;
  /** The message: "You have unsaved changes" by default, in the UI's language. */
  message?: ReactNode;
  /** The Save label: "Save" by default, in the UI's language. */
  saveLabel?: string;
  /** The Discard label: "Discard" by default, in the UI's language. */
  discardLabel?: string;
  /** How long after `hasChanges` turns true the strip appears, in ms: 500 by default. */
  delay?: number;
}

/**
 * Whether the save strip shows: once `hasChanges` has been true for `delay` ms, and no longer as
 * soon as it is false. A page's own Save button is enabled by the same flag, so both agree.
 */
export function useSaveStripShown(hasChanges: boolean, delay = saveStripDelayMs) {
  const [isShown, setShown] = useState(false);
  // Hide at once when the changes are gone (adjusting state while rendering, not in an effect).
  const [hadChanges, setHadChanges] = useState(hasChanges);
  if (hasChanges !== hadChanges) {
    setHadChanges(hasChanges);
    if (!hasChanges) setShown(false);
  }
  useEffect(() => {
    if (!hasChanges) return undefined;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [hasChanges, delay]);
  return isShown && hasChanges;
}

/**
 * The unsaved-changes strip of an editor page: once `hasChanges` has been true for 500 ms it
 * rises at the bottom of the screen with Discard and Save, and it is announced politely to
 * screen readers. It goes away as soon as there is nothing left to save.
 */
export function SaveStrip({
  hasChanges,
  onSave,
  onDiscard,
  isPending = false,
  isSaveDisabled = false,
  message,
  saveLabel,
  discardLabel,
  delay = saveStripDelayMs,
}: SaveStripProps) {
  const strings = useStrings();
  const visible = useSaveStripShown(hasChanges, delay);
  const [isSaving, setSaving] = useState(false);
  const busy = isPending || isSaving;

  const save = () => {
    const result = onSave();
    if (result && typeof result.then === 'function') {
      setSaving(true);
      result.then(
        () => setSaving(false),
        () => setSaving(false),
      );
    }
  };

  return (
    <div role="status" aria-live="polite" className={region}>
      {/* The strip stays mounted while hidden, so an announcement naming its buttons never
          points at a removed element. */}
      <div className={strip} hidden={!visible}>
        {visible ? (
          <span className={messageClass}>{message ?? strings.format('saveStrip.message')}</span>
        ) : null}
        <div className={actions}>
          <Button variant="secondary" isDisabled={busy} onPress={onDiscard}>
            {discardLabel ?? strings.format('saveStrip.discard')}
          </Button>
          <Button isPending={busy} isDisabled={isSaveDisabled} onPress={save}>
            {saveLabel ?? strings.format('saveStrip.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
