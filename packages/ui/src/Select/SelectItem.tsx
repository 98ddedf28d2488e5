import { createContext, useContext, type ReactNode } from 'react';
import type { OptionItemProps } from '../OptionList/OptionList';

/** Props of SelectItem: react-aria's ListBoxItem props (`id`, `textValue`, `isDisabled`…). */
export interface SelectItemProps extends Omit<OptionItemProps, 'start' | 'children'> {
  /** The option's label; pass `textValue` too when it is not plain text. */
  children: ReactNode;
}

/**
 * Renders SelectItem's option, given by the loaded select (`SelectField`): SelectItem
 * itself must not import react-aria's ListBox, whose collections are most of the select's code
 * (issue #18). Outside a loaded select (in the placeholder) SelectItem renders nothing.
 */
export const SelectOptionContext = createContext<((props: OptionItemProps) => ReactNode) | null>(
  null,
);

/** The text a SelectItem's option is typed to and shown with: `textValue`, or a plain label. */
export function selectItemText({ textValue, children }: SelectItemProps): string | undefined {
  return textValue ?? (typeof children === 'string' ? children : undefined);
}

/** One option of a Select; the chosen one carries a tick at its inline end. */
export function SelectItem(props: SelectItemProps) {
  const renderOption = useContext(SelectOptionContext);
  return renderOption === null
    ? null
    : renderOption({ ...props, textValue: selectItemText(props) });
}
