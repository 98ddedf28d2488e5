import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { Button, Label } from 'react-aria-components';
import { useStrings } from '../intl';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from '../TextField/TextField.css';
import { clearButton, control, root, searchIcon, searchInput } from './SearchField.css';

/** How long SearchField waits after the last keystroke before it calls `onSearch`, in ms. */
export const searchDebounceMs = 400;

/** Props of SearchField. */
export interface SearchFieldProps {
  /**
   * The visible label. Leave it out only where the context makes the purpose obvious (a list's
   * toolbar), and then name the field with `aria-label`.
   */
  label?: ReactNode;
  /** The field's name when it has no visible label. */
  'aria-label'?: string;
  /** Help text under the box, announced as its description. */
  description?: ReactNode;
  /** The message shown under the box while `isInvalid`. */
  errorMessage?: string;
  /** Marks the box invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Text shown in the empty box ("Search links"). Never a substitute for a name. */
  placeholder?: string;
  /** The query, when the caller holds it. */
  value?: string;
  /** The first query, when the field holds it. */
  defaultValue?: string;
  /** Called with every keystroke's value. */
  onChange?: (value: string) => void;
  /** Called with the query on Enter. */
  onSubmit?: (value: string) => void;
  /** Called when the clear button or Escape empties the box. */
  onClear?: () => void;
  /**
   * Called with the query 400 ms after the user stops typing (only when it differs from the last
   * query searched), and at once on Enter, on the clear button and on Escape (with "").
   * `onChange` still reports every keystroke.
   */
  onSearch?: (query: string) => void;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** The name the query is submitted under in a form. */
  name?: string;
}

/**
 * A search box with a magnifier, a clear button and a debounced `onSearch`: react-aria's
 * SearchField behaviour (Enter submits, Escape and the clear button empty it, the clear button
 * out of the tab order and keeping the focus in the box) on a plain search input. Issue #18:
 * react-aria's SearchField brings its text field, form validation and field contexts, ≈ 5.5 kB
 * of gzip that every list page loaded for a box that validates nothing.
 */
export function SearchField({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid = false,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  onClear,
  onSearch,
  isDisabled = false,
  autoFocus,
  name,
}: SearchFieldProps) {
  const strings = useStrings();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const query = value ?? ownValue;
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });
  const { hoverProps, isHovered } = useHover({ isDisabled });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSearched = useRef(query);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (next: string) => {
    clearTimeout(timer.current);
    lastSearched.current = next;
    latestOnSearch.current?.(next);
  };
  const change = (next: string) => {
    setOwnValue(next);
    onChange?.(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next !== lastSearched.current) searchNow(next);
    }, searchDebounceMs);
  };
  const clear = () => {
    setOwnValue('');
    onChange?.('');
    onClear?.();
    searchNow('');
  };

  const describedBy =
    [
      description != null ? `${id}-description` : null,
      isInvalid && errorMessage ? `${id}-error` : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={`${field} ${root}`} data-empty={query === '' || undefined}>
      {label != null ? (
        <Label htmlFor={id} className={labelClass}>
          {label}
        </Label>
      ) : null}
      <div className={control}>
        <svg
          className={searchIcon}
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <circle cx="7" cy="7" r="4.5" />
          <path d="M10.5 10.5L14 14" />
        </svg>
        <input
          {...mergeProps(focusProps, hoverProps)}
          ref={inputRef}
          id={id}
          type="search"
          name={name}
          className={`${input()} ${searchInput}`}
          value={query}
          placeholder={placeholder}
          aria-label={ariaLabel}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          disabled={isDisabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the caller asks for it (a picker's search)
          autoFocus={autoFocus}
          autoComplete="off"
          data-focused={isFocused || undefined}
          data-focus-visible={isFocusVisible || undefined}
          data-hovered={isHovered || undefined}
          data-invalid={isInvalid || undefined}
          data-disabled={isDisabled || undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onSubmit?.(query);
              searchNow(query);
            } else if (event.key === 'Escape' && query !== '') {
              // An empty box lets Escape through (to close a dialog around it).
              event.preventDefault();
              event.stopPropagation();
              clear();
            }
          }}
        />
        <Button
          className={clearButton}
          aria-label={strings.format('searchField.clear')}
          excludeFromTabOrder
          preventFocusOnPress
          isDisabled={isDisabled}
          // On press start, so that touching it keeps the phone's keyboard open.
          onPressStart={() => inputRef.current?.focus()}
          onPress={clear}
        >
          <svg
            viewBox="0 0 16 16"
            width="12"
            height="12"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            aria-hidden="true"
          >
            <path d="M4 4l8 8M12 4l-8 8" />
          </svg>
        </Button>
      </div>
      {description != null ? (
        <p id={`${id}-description`} className={descriptionClass}>
          {description}
        </p>
      ) : null}
      {isInvalid && errorMessage ? (
        <p id={`${id}-error`} className={fieldError}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
