import {
  formErrors,
  influencerLoginSchema,
  loginSchema,
  sanitizeIdentifier,
} from '@shoppable/domain';
import { useCallback, useMemo, useState, type FormEvent } from 'react';

/** The fields of the sign-in forms (the merchant login leaves the admin username empty). */
export interface LoginValues {
  /** The merchant's username or email (influencer login only). */
  adminUsername: string;
  /** The username or email. */
  username: string;
  /** The password, sent as typed. */
  password: string;
}

/** What a sign-in field needs: its value, its handlers, and its message once it is shown. */
export interface LoginFieldProps {
  /** The field's name. */
  name: keyof LoginValues;
  /** What was typed. */
  value: string;
  /** Called as the user types. */
  onChange: (value: string) => void;
  /** Called when the field loses focus. */
  onBlur: () => void;
  /** True once the user typed in and left a field that fails its schema. */
  isInvalid: boolean;
  /** The schema's (English) message of the field while it is invalid. */
  error: string | undefined;
}

const EMPTY: LoginValues = { adminUsername: '', username: '', password: '' };

/**
 * The state of the sign-in forms, validated with `@shoppable/domain`'s `loginSchema` or
 * `influencerLoginSchema` on every change (what react-hook-form's `onChange` mode did, without its
 * 14 kB on the login route, see the README): `isValid` enables the submit button, a field shows
 * its message once it was changed and left, and `submit` hands over the sanitized values.
 */
export function useLoginForm(variant: 'merchant' | 'influencer') {
  const schema = variant === 'influencer' ? influencerLoginSchema : loginSchema;
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [changed, setChanged] = useState<ReadonlySet<keyof LoginValues>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<keyof LoginValues>>(new Set());
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = useMemo(() => formErrors(schema, values), [schema, values]);
  const isValid = Object.keys(errors).length === 0;

  /** The props of the field `name`. */
  const field = (name: keyof LoginValues): LoginFieldProps => {
    const shown = changed.has(name) && left.has(name) && errors[name] !== undefined;
    return {
      name,
      value: values[name],
      onChange: (value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setChanged((current) => new Set(current).add(name));
      },
      onBlur: () => setLeft((current) => new Set(current).add(name)),
      isInvalid: shown,
      error: shown ? errors[name] : undefined,
    };
  };

  /**
   * Runs `action` with the sanitized values when the form is valid (from a form's submit event or
   * directly, as the saved-credential login does); `isSubmitting` holds while it runs.
   */
  const submitWith = useCallback(
    async (
      action: (values: LoginValues) => Promise<void>,
      input: LoginValues,
      event?: FormEvent,
    ) => {
      event?.preventDefault();
      if (Object.keys(formErrors(schema, input)).length > 0) return;
      setSubmitting(true);
      try {
        await action({
          adminUsername: sanitizeIdentifier(input.adminUsername),
          username: sanitizeIdentifier(input.username),
          password: input.password,
        });
      } finally {
        setSubmitting(false);
      }
    },
    [schema],
  );

  return { values, setValues, field, isValid, isSubmitting, submitWith };
}
