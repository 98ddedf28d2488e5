/**
 * The option list Select and ComboBox share (internal, not exported): the popover with its list
 * box, one option with the tick of the chosen one, and the down chevron of their buttons. The
 * styles are in `theme/field.css.ts`.
 */
import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Popover, type ListBoxItemProps } from 'react-aria-components';
import {
  chevron,
  listBox,
  listEmpty,
  listItem,
  listItemCheck,
  listItemText,
  listPopover,
} from '../theme/field.css';

/** Props of OptionListPopover. */
export interface OptionListPopoverProps<T extends object> {
  /** The options to render with `children` as a function (dynamic collections). */
  items?: Iterable<T> | undefined;
  /** Shown in place of the options when there are none ("No results"); without it, nothing. */
  emptyMessage?: string | undefined;
  /** The options, or a function turning each of `items` into one. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** The popover of options under a Select's or a ComboBox's trigger, as wide as the trigger. */
export function OptionListPopover<T extends object>({
  items,
  emptyMessage,
  children,
}: OptionListPopoverProps<T>) {
  return (
    <Popover className={listPopover} offset={4}>
      <ListBox
        items={items}
        className={listBox}
        renderEmptyState={
          emptyMessage === undefined
            ? undefined
            : () => <div className={listEmpty}>{emptyMessage}</div>
        }
      >
        {children}
      </ListBox>
    </Popover>
  );
}

/** Props of OptionItem: react-aria's ListBoxItem props (`id`, `textValue`, `isDisabled`…). */
export interface OptionItemProps extends Omit<
  ListBoxItemProps,
  'className' | 'style' | 'children'
> {
  /** Shown before the label, at the inline start (a picture, initials). */
  start?: ReactNode;
  /** The option's label. */
  children: ReactNode;
}

/** One option: what goes `start`, the label, and a tick at the inline end when it is chosen. */
export function OptionItem({ start, children, ...props }: OptionItemProps) {
  return (
    <ListBoxItem {...props} className={listItem}>
      {({ isSelected }) => (
        <>
          {start}
          <span className={listItemText}>{children}</span>
          {isSelected ? (
            <svg
              className={listItemCheck}
              viewBox="0 0 14 14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M3 7.5l2.5 2.5L11 4.5" />
            </svg>
          ) : null}
        </>
      )}
    </ListBoxItem>
  );
}

/** The down chevron at the inline end of a Select's or a ComboBox's button. */
export function Chevron() {
  return (
    <svg
      className={chevron}
      viewBox="0 0 14 14"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M3.5 5.5L7 9l3.5-3.5" />
    </svg>
  );
}
