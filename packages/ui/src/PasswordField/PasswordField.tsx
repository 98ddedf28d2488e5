import { LIMITS, passwordRules } from '@shoppable/domain';
import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import {
  Button,
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { useStrings } from '../intl';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from '../TextField/TextField.css';
import {
  control,
  passwordInput,
  revealButton,
  rule,
  ruleMark,
  rules as rulesClass,
} from './PasswordField.css';

/**
 * Props of PasswordField: react-aria's TextField props (`value`, `defaultValue`, `onChange`,
 * `isInvalid`, `isRequired`, `isDisabled`, `validate`, `name`, `autoComplete`…) plus the texts
 * around it. `type` is managed by the show/hide button.
 */
export interface PasswordFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'type'
> {
  /** The visible label; it also names the password box for assistive technology. */
  label: ReactNode;
  /** Help text under the box, announced as its description. */
  description?: ReactNode;
  /**
   * The message shown under the box when the field is invalid (`isInvalid`, or a failed
   * `validate`); a function receives the validation result. Forms pass the domain's
   * `MESSAGES.password` or `MESSAGES.passwordMismatch`.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Shows the live rule list of `@shoppable/domain`'s `passwordRules` (at least 6 characters,
   * one digit) under the box, each rule marked as it is met while the user types. Leave it off for
   * a login or a confirm-password field. Default true.
   */
  showRules?: boolean;
}

function Tick() {
  return (
    <svg
      className={ruleMark}
      viewBox="0 0 14 14"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <path d="M3 7.5l2.5 2.5L11 4.5" />
    </svg>
  );
}

function Dot() {
  return (
    <svg
      className={ruleMark}
      viewBox="0 0 14 14"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <circle cx="7" cy="7" r="4.5" />
    </svg>
  );
}

function Eye({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
      {crossed ? <path d="M2.5 13.5l11-11" /> : null}
    </svg>
  );
}

/**
 * A password box with a show/hide button and, by default, the live rule list of the sign-up and
 * reset-password forms: each rule of `@shoppable/domain`'s `passwordRules` is marked met or not
 * as the user types, and the list describes the box for assistive technology.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  showRules = true,
  onChange,
  ...props
}: PasswordFieldProps) {
  const strings = useStrings();
  const rulesId = useId();
  const [revealed, setRevealed] = useState(false);
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const value = props.value ?? uncontrolled;
  const met = passwordRules(value);
  const ruleList = [
    {
      key: 'minLength',
      met: met.minLength,
      text: strings.format('passwordField.ruleMinLength', { min: LIMITS.passwordMin }),
    },
    { key: 'hasDigit', met: met.hasDigit, text: strings.format('passwordField.ruleDigit') },
  ];

  return (
    <AriaTextField
      {...props}
      aria-describedby={
        showRules
          ? [props['aria-describedby'], rulesId].filter(Boolean).join(' ')
          : props['aria-describedby']
      }
      type={revealed ? 'text' : 'password'}
      onChange={(next) => {
        setUncontrolled(next);
        onChange?.(next);
      }}
      className={field}
    >
      <Label className={labelClass}>{label}</Label>
      <div className={control}>
        <Input className={`${input()} ${passwordInput}`} />
        {/* A plain Button with aria-pressed, not react-aria's ToggleButton: that one also brings
            ToggleButtonGroup and its toolbar focus management, which a lone toggle never uses
            (and which would load with every sign-in page). */}
        <Button
          className={revealButton}
          aria-pressed={revealed}
          onPress={() => setRevealed((shown) => !shown)}
          isDisabled={props.isDisabled}
          aria-label={strings.format('passwordField.show')}
        >
          <Eye crossed={revealed} />
        </Button>
      </div>
      {description != null ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      {showRules ? (
        <ul id={rulesId} className={rulesClass} aria-label={strings.format('passwordField.rules')}>
          {ruleList.map((r) => (
            <li key={r.key} className={rule} data-met={r.met || undefined}>
              {r.met ? <Tick /> : <Dot />}
              {r.text}
              <VisuallyHidden>
                {` ${strings.format(r.met ? 'passwordField.ruleMet' : 'passwordField.ruleNotMet')}`}
              </VisuallyHidden>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
