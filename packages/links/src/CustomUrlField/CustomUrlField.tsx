import { customUrlError, normalizeCustomUrl, type CustomUrlState } from '@shoppable/domain';
import { TextField } from '@shoppable/ui';
import { useEffect, useEffectEvent } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

/** How long after typing stops a custom URL is checked (content.md §5, §9). */
export const URL_CHECK_MS = 400;

/** What a form keeps of a custom URL: the checked address, the text typed and its check's state. */
export interface CustomUrlValues {
  /** The address as saved (https:// added); '' until what is typed passes the check. */
  url: string;
  /** What the user typed. */
  urlInput: string;
  /** Where the check of `urlInput` stands. */
  urlState: CustomUrlState;
}

/**
 * Checks a typed custom URL once typing stops: while `isPending`, `URL_CHECK_MS` after the last
 * change of `input` it calls `onChecked` with the address on one of `domains` (https:// added), or
 * `null` when it is on none of them.
 */
export function useCustomUrlCheck(
  input: string,
  isPending: boolean,
  domains: string[],
  onChecked: (url: string | null) => void,
) {
  const checked = useEffectEvent(onChecked);
  useEffect(() => {
    if (!isPending || input.trim() === '') return undefined;
    const timer = setTimeout(() => {
      const result = normalizeCustomUrl(input, domains);
      checked(result.ok ? result.url : null);
    }, URL_CHECK_MS);
    return () => clearTimeout(timer);
  }, [input, isPending, domains]);
}

/** Props of CustomUrlField. */
export interface CustomUrlFieldProps {
  /** The field's label. */
  label: string;
  /** The merchant's domain and its available domains: the URL must be on one of them. */
  domains: string[];
  /** Where the form keeps the `CustomUrlValues`: '' at its root, or a path with a dot ("experiences.0."). */
  prefix?: string;
}

/**
 * A custom URL field of a react-hook-form: what is typed is checked `URL_CHECK_MS` after typing
 * stops (only what the user typed: a loaded URL stays as saved), and an address off the merchant's
 * domains is refused with the message naming the first domain, keeping the text.
 */
export function CustomUrlField({ label, domains, prefix = '' }: CustomUrlFieldProps) {
  const { control, setValue } = useFormContext();
  const names = {
    url: `${prefix}url`,
    urlInput: `${prefix}urlInput`,
    urlState: `${prefix}urlState`,
  };
  const input = useWatch({ control, name: names.urlInput }) as string;
  const state = useWatch({ control, name: names.urlState }) as CustomUrlState;
  const set = (name: string, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });
  useCustomUrlCheck(input, state === 'validating', domains, (url) => {
    set(names.url, url ?? '');
    set(names.urlState, url === null ? 'invalid' : 'valid');
  });
  return (
    <Controller
      control={control}
      name={names.urlInput}
      render={({ field }) => (
        <TextField
          label={label}
          value={field.value as string}
          onChange={(value: string) => {
            field.onChange(value);
            // The address counts again only once the check has passed what was typed.
            set(names.url, '');
            set(names.urlState, value.trim() === '' ? 'unset' : 'validating');
          }}
          onBlur={field.onBlur}
          isInvalid={state === 'invalid'}
          errorMessage={state === 'invalid' ? customUrlError(domains[0] ?? '') : undefined}
          type="url"
        />
      )}
    />
  );
}
