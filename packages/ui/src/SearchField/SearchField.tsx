import { useEffect, useRef, type ReactNode } from 'react';
import {
  Button,
  FieldError,
  Input,
  Label,
  SearchField as AriaSearchField,
  Text,
  type SearchFieldProps as AriaSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
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

/**
 * Props of SearchField: react-aria's SearchField props (`value`, `defaultValue`, `onChange`,
 * `onSubmit`, `onClear`, `isDisabled`, `isReadOnly`, `isRequired`, `isInvalid`, `validate`,
 * `name`, `autoFocus`, `aria-label`…) plus the texts around the box and the debounced `onSearch`.
 * ui composes the label, box, clear button and messages, so `children` is not among them, and it
 * owns the styling, so neither are `className` and `style`.
 */
export interface SearchFieldProps extends Omit<
  AriaSearchFieldProps,
  'className' | 'style' | 'children'
> {
  /**
   * The visible label. Leave it out only where the context makes the purpose obvious (a list's
   * toolbar), and then name the field with `aria-label`.
   */
  label?: ReactNode;
  /** Help text under the box, announced as its description. */
  description?: ReactNode;
  /**
   * The message shown under the box when the field is invalid (`isInvalid`, or a failed
   * `validate`); a function receives the validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text shown in the empty box ("Search links"). Never a substitute for a name. */
  placeholder?: string;
  /**
   * Called with the query 400 ms after the user stops typing (only when it differs from the last
   * query searched), and at once on Enter, on the clear button and on Escape (with "").
   * `onChange` still reports every keystroke.
   */
  onSearch?: (query: string) => void;
}

/**
 * A search box with a magnifier, a clear button and a debounced `onSearch`: react-aria's
 * SearchField. Enter submits, Escape and the clear button empty the box (an empty box lets Escape
 * through, so a dialog around it closes), and the clear button stays out of the tab order and
 * leaves the focus in the box. The magnifier and the clear button mirror in right-to-left.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  onSearch,
  onChange,
  onSubmit,
  onClear,
  autoComplete = 'off',
  ...props
}: SearchFieldProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSearched = useRef(props.value ?? props.defaultValue ?? '');
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (query: string) => {
    clearTimeout(timer.current);
    lastSearched.current = query;
    latestOnSearch.current?.(query);
  };
  const searchLater = (query: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (query !== lastSearched.current) searchNow(query);
    }, searchDebounceMs);
  };

  return (
    <AriaSearchField
      {...props}
      autoComplete={autoComplete}
      onChange={(value) => {
        onChange?.(value);
        searchLater(value);
      }}
      onSubmit={(value) => {
        onSubmit?.(value);
        searchNow(value);
      }}
      onClear={() => {
        onClear?.();
        searchNow('');
      }}
      className={`${field} ${root}`}
    >
      {label != null ? <Label className={labelClass}>{label}</Label> : null}
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
        <Input className={`${input()} ${searchInput}`} placeholder={placeholder} />
        {/* react-aria names the clear button ("Clear search") in the locale's language. */}
        <Button className={clearButton}>
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
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}
