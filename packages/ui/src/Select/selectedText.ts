import { isValidElement, type Key, type ReactNode } from 'react';
import { childElements } from '../childElements';
import { selectItemText, type SelectItemProps } from './SelectItem';

/** The `SelectItem` elements a select's children describe, static or from `items`. */
function itemElements<T>(
  items: Iterable<T> | undefined,
  children: ReactNode | ((item: T) => ReactNode),
): ReactNode[] {
  if (typeof children === 'function') return items === undefined ? [] : [...items].map(children);
  return childElements(children);
}

/**
 * The text of the option whose id is `key`, for the select's placeholder before its code loads
 * (react-aria's own collection is in that code): `textValue`, or a plain label.
 */
export function selectedText<T>(
  key: Key | null | undefined,
  items: Iterable<T> | undefined,
  children: ReactNode | ((item: T) => ReactNode),
): string | undefined {
  if (key == null) return undefined;
  for (const element of itemElements(items, children)) {
    if (!isValidElement<SelectItemProps>(element)) continue;
    if (element.props.id != null && String(element.props.id) === String(key))
      return selectItemText(element.props);
  }
  return undefined;
}
