import {
  Button,
  FieldError,
  Label,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import { Chevron } from '../OptionList/Chevron';
import { OptionItem, OptionListPopover, type OptionItemProps } from '../OptionList/OptionList';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from '../TextField/TextField.css';
import type { SelectProps } from './Select';
import { root, trigger, value as valueClass } from './Select.css';
import { SelectOptionContext } from './SelectItem';

const renderOption = (props: OptionItemProps) => <OptionItem {...props} />;

/**
 * The whole Select (react-aria's Select, ListBox and Popover), loaded when a select is about to
 * be used (`overlayModules.select`, issue #18); until then `Select` renders `SelectPlaceholder`.
 */
export function SelectField<T extends object = object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <SelectOptionContext.Provider value={renderOption}>
      <AriaSelect {...props} className={`${field} ${root}`}>
        {label != null ? <Label className={labelClass}>{label}</Label> : null}
        <Button className={`${input()} ${trigger}`}>
          <SelectValue className={valueClass} />
          <Chevron />
        </Button>
        {description != null ? (
          <Text slot="description" className={descriptionClass}>
            {description}
          </Text>
        ) : null}
        <FieldError className={fieldError}>{errorMessage}</FieldError>
        <OptionListPopover items={items}>{children}</OptionListPopover>
      </AriaSelect>
    </SelectOptionContext.Provider>
  );
}
