import { canSaveLink } from '@shoppable/domain';
import { Button } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useStrings } from '../intl';
import * as styles from './LinkEditor.css';
import type { LinkEditorValues } from './values';

// The controls that follow the form's state subscribe to it themselves, so that the editor around
// them never re-renders for a keystroke.

/** Whether Save is enabled: something changed, every value is valid, at least one product. */
function useCanSave(saving: boolean) {
  const { control } = useFormContext<LinkEditorValues>();
  const { isDirty, isValid } = useFormState({ control });
  const products = useWatch({ control, name: 'products' });
  return isValid && canSaveLink({ modified: isDirty, productCount: products.length, saving });
}

/** Save (or Create), enabled only when the link can be saved. */
export function SaveButton({
  isEdit,
  saving,
  onSave,
}: {
  isEdit: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  const strings = useStrings();
  const canSave = useCanSave(saving);
  return (
    <Button onPress={onSave} isDisabled={!canSave} isPending={saving}>
      {strings.format(isEdit ? 'editor.save' : 'editor.create')}
    </Button>
  );
}

/** Back: leaves at once without changes, else asks first. */
export function BackButton({ onBack, onAskFirst }: { onBack: () => void; onAskFirst: () => void }) {
  const strings = useStrings();
  const { control } = useFormContext<LinkEditorValues>();
  const { isDirty } = useFormState({ control });
  return (
    <Button variant="plain" onPress={() => (isDirty ? onAskFirst() : onBack())}>
      {strings.format('editor.back')}
    </Button>
  );
}

/** The form element: Enter in a field saves as Save would, only when Save is enabled. */
export function EditorForm({
  saving,
  onSave,
  children,
}: {
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  const canSave = useCanSave(saving);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) onSave();
      }}
    >
      {children}
    </form>
  );
}
