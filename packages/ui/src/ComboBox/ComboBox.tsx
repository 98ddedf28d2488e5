import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  FieldError,
  Input,
  Label,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import { useStrings } from '../intl';
import {
  Chevron,
  OptionItem,
  OptionListPopover,
  type OptionItemProps,
} from '../OptionList/OptionList';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from '../TextField/TextField.css';
import { avatar, comboInput, control, openButton, root } from './ComboBox.css';

/**
 * Props of ComboBox: react-aria's ComboBox props (`selectedKey`, `defaultSelectedKey`,
 * `onSelectionChange`, `inputValue`, `onInputChange`, `items`, `defaultItems`, `menuTrigger`,
 * `allowsCustomValue`, `isDisabled`, `isInvalid`, `disabledKeys`…) plus the texts around it.
 */
export interface ComboBoxProps<T extends object = object> extends Omit<
  AriaComboBoxProps<T>,
  'className' | 'style' | 'children'
> {
  /** The visible label; without one, name the combo box with `aria-label`. */
  label?: ReactNode;
  /** Help text under the box, announced as its description. */
  description?: ReactNode;
  /** The message shown under the box when it is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text shown in the empty box. */
  placeholder?: string;
  /** `ComboBoxItem`s, or a function turning each of `items` / `defaultItems` into one. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A text box that filters a list of options as the user types, each option with a small round
 * picture or initials (influencers, stores). Arrow keys move through the matches, Enter chooses,
 * Escape closes the list and then clears what was typed. With no match it says so.
 */
export function ComboBox<T extends object = object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  ...props
}: ComboBoxProps<T>) {
  const strings = useStrings();
  return (
    <AriaComboBox {...props} allowsEmptyCollection className={`${field} ${root}`}>
      {label != null ? <Label className={labelClass}>{label}</Label> : null}
      <div className={control}>
        <Input className={`${input()} ${comboInput}`} placeholder={placeholder} />
        <Button className={openButton}>
          <Chevron />
        </Button>
      </div>
      {description != null ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
      <OptionListPopover emptyMessage={strings.format('comboBox.noResults')}>
        {children}
      </OptionListPopover>
    </AriaComboBox>
  );
}

/** The initials of a name: the first letters of its first two words ("Maya Katz" → "MK"). */
function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** Props of ComboBoxItem: react-aria's ListBoxItem props (`id`, `textValue`, `isDisabled`…). */
export interface ComboBoxItemProps extends Omit<OptionItemProps, 'start' | 'children'> {
  /** The option's name; it is also the text put in the box when chosen. */
  children: string;
  /** The address of a small round picture; without it the option shows the name's initials. */
  avatarSrc?: string;
}

/** One option of a ComboBox: a small round picture, or the initials of the name, and the name. */
export function ComboBoxItem({ children, avatarSrc, ...props }: ComboBoxItemProps) {
  return (
    <OptionItem
      {...props}
      textValue={props.textValue ?? children}
      start={
        avatarSrc ? (
          <img className={avatar} src={avatarSrc} alt="" width={24} height={24} />
        ) : (
          <span className={avatar} aria-hidden="true">
            {initials(children)}
          </span>
        )
      }
    >
      {children}
    </OptionItem>
  );
}
