import { useState, type Key, type KeyboardEvent } from 'react';
import { useModuleWhen, type LazyModule } from '../lazyDialog/openWhenLoaded';
import type { SelectProps } from './Select';
import type * as SelectFieldModule from './SelectField';
import { selectedText } from './selectedText';
import { SelectPlaceholder } from './SelectPlaceholder';

/** Props of LazySelect: Select's props and the module of the real select. */
export interface LazySelectProps<T extends object> extends SelectProps<T> {
  module: LazyModule<typeof SelectFieldModule>;
}

/** The one chosen key of the props, controlled first (`value`, then the older `selectedKey`). */
function chosenKey<T extends object>(props: SelectProps<T>): Key | null | undefined {
  const key =
    props.value !== undefined
      ? props.value
      : props.selectedKey !== undefined
        ? props.selectedKey
        : props.defaultValue !== undefined
          ? props.defaultValue
          : props.defaultSelectedKey;
  return Array.isArray(key) ? undefined : (key as Key | null | undefined);
}

/**
 * Select, whose react-aria code (Select, ListBox, Popover and their collections, ≈ 40 kB of gzip
 * on an editor, issue #18) loads on hover, focus or press, like ui's menus. Not when it comes
 * into view: the link editor's influencer select is on its first mobile screen, and loading it
 * there cost the editor its JS budget (257.7 kB against 215.0 kB, 412×823 viewport).
 * Until then it is `SelectPlaceholder`; a press or an arrow key before the code is in opens the
 * list once it is, and the focus stays on the button. If the code cannot load, the placeholder
 * stays and the next press tries again.
 */
export function LazySelect<T extends object>({ module, ...props }: LazySelectProps<T>) {
  const [isWanted, setWanted] = useState(false);
  const [opensOnLoad, setOpensOnLoad] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const loaded = useModuleWhen(module, isWanted, () => {
    setWanted(false);
    setOpensOnLoad(false);
  });

  if (loaded !== undefined)
    return (
      <loaded.SelectField
        {...props}
        defaultOpen={props.defaultOpen || opensOnLoad}
        // The focus was on the placeholder's button: it stays on the button that replaces it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={props.autoFocus || isFocused}
      />
    );

  const open = () => {
    setWanted(true);
    setOpensOnLoad(true);
  };
  const key = chosenKey(props);
  return (
    <SelectPlaceholder
      label={props.label}
      aria-label={props['aria-label']}
      description={props.description}
      errorMessage={props.errorMessage}
      valueText={selectedText(key, props.items, props.children)}
      placeholder={props.placeholder}
      isInvalid={props.isInvalid}
      isDisabled={props.isDisabled}
      name={props.name}
      value={key == null ? undefined : String(key)}
      buttonProps={{
        onPointerEnter: () => setWanted(true),
        onFocus: () => {
          setWanted(true);
          setFocused(true);
        },
        onBlur: () => setFocused(false),
        // Enter and Space press a native button too.
        onClick: open,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open();
        },
      }}
    />
  );
}
