import { useState, type ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import { useStrings } from '../intl';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from '../TextField/TextField.css';
import { colorInput, control, swatch } from './ColorField.css';
import { normalizeHex } from './normalizeHex';

/**
 * Props of ColorField: react-aria's TextField props (`isDisabled`, `isRequired`, `isReadOnly`,
 * `name`, `autoFocus`, `onBlur`…) with the value as a hex colour.
 */
export interface ColorFieldProps extends Omit<
  TextFieldProps,
  'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'validate'
> {
  /** The visible label; without one, name the field with `aria-label`. */
  label?: ReactNode;
  /** Help text under the box, announced as its description. */
  description?: ReactNode;
  /** The colour as `#rrggbb` or `#rgb` (controlled). */
  value?: string;
  /** The colour shown at first (uncontrolled). */
  defaultValue?: string;
  /**
   * Called with the colour as lowercase `#rrggbb` whenever the text is a whole hex colour
   * (`#abc`, `abc` and `#AABBCC` count). Incomplete text is kept in the box and not reported.
   */
  onChange?: (hex: string) => void;
  /**
   * The message for text that is not a colour, shown once the box loses focus; "Use a colour like
   * #000000" in the UI's language by default. It also shows with `isInvalid`.
   */
  errorMessage?: string;
}

/**
 * A hex colour box with a square of the colour at its start. What the user types stays in the
 * box; text that is not a colour is flagged with a specific message when the box loses focus,
 * and the square keeps the last valid colour.
 */
export function ColorField({
  label,
  description,
  value,
  defaultValue,
  onChange,
  errorMessage,
  isInvalid,
  onBlur,
  ...props
}: ColorFieldProps) {
  const strings = useStrings();
  const [text, setText] = useState(value ?? defaultValue ?? '');
  const [touched, setTouched] = useState(false);
  // A new colour from the parent replaces the text, unless it is what the text already means.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== undefined && normalizeHex(value) !== normalizeHex(text)) setText(value);
  }
  const color = normalizeHex(text);
  const [shown, setShown] = useState(color);
  if (color !== null && color !== shown) setShown(color);
  const wrong = touched && text.trim() !== '' && color === null;

  return (
    <TextField
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        const hex = normalizeHex(next);
        if (hex !== null) onChange?.(hex);
      }}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      isInvalid={isInvalid || wrong}
      validationBehavior="aria"
      className={field}
    >
      {label != null ? <Label className={labelClass}>{label}</Label> : null}
      <div className={control}>
        <span
          className={swatch}
          style={{ backgroundColor: shown ?? 'transparent' }}
          aria-hidden="true"
        />
        <Input
          className={`${input()} ${colorInput}`}
          placeholder="#000000"
          spellCheck={false}
          autoCorrect="off"
        />
      </div>
      {description != null ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>
        {errorMessage ?? strings.format('colorField.invalid')}
      </FieldError>
    </TextField>
  );
}
