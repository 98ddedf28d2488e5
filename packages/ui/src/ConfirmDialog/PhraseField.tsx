import { useEffect, type ReactNode } from 'react';
import { TextField } from '../TextField';

/**
 * ConfirmDialog's phrase field; it unmounts with the dialog's content, and clears what was typed
 * then. Its own module, loaded only by dialogs that ask for a phrase (issue #18: the TextField and
 * its validation are not on the first screen of pages with a plain confirmation).
 */
export function PhraseField({
  label,
  value,
  onChange,
  isDisabled,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
}) {
  useEffect(() => () => onChange(''), [onChange]);
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      autoComplete="off"
      spellCheck="false"
    />
  );
}
