import { useEditorSave } from '@shoppable/catalog';
import { Button, useSaveStripShown } from '@shoppable/ui';
import { useFormState } from 'react-hook-form';
import { useStrings } from '../intl';

/**
 * The page's own Save (platform.md §2 "Appearance page"), beside the save strip: enabled once the
 * strip shows, so both agree; on phones the host's top bar holds it.
 */
export function PageSaveButton() {
  const t = useStrings();
  const { canSave, save, isSaving } = useEditorSave();
  const { isDirty } = useFormState();
  const stripShown = useSaveStripShown(isDirty);
  return (
    <Button
      aria-label={t.format('page.saveAppearance')}
      isPending={isSaving}
      isDisabled={!stripShown || !canSave}
      onPress={save}
    >
      {t.format('page.save')}
    </Button>
  );
}
