import { useEffect, type ReactNode } from 'react';
import { TextField } from '../TextField';

/**
 * ConfirmDialog's phrase field; it unmounts with the dialog's content and clears what was typed
 * then, so that a dialog opened again asks for the phrase again.
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
