import {
  isEmailAvailable,
  isUsernameAvailable,
  useAvailability as useServerAvailability,
  type ApiClient,
  type Availability,
} from '@shoppable/api-client';
import { useSignInStrings } from '../intl/signIn';
import { useApiClient } from '../session';

export type { Availability };
/** An availability call. */
export type Check = (client: ApiClient, value: string, signal: AbortSignal) => Promise<boolean>;

/**
 * The server's answer for a well-formed value, asked 400 ms after typing stops (platform.md §5);
 * `idle` while the value is not well-formed (or empty), `checking` until the answer.
 */
export function useAvailability(value: string, wellFormed: boolean, check: Check): Availability {
  const client = useApiClient();
  return useServerAvailability((v, signal) => check(client, v, signal), value, {
    valid: wellFormed,
  });
}

/** Asks whether a username is free. */
export const checkUsername: Check = (client, value, signal) =>
  isUsernameAvailable(client, value, signal);
/** Asks whether an email is free. */
export const checkEmail: Check = (client, value, signal) => isEmailAvailable(client, value, signal);

/** The line under a field while its availability is checked, and its answer. */
export function AvailabilityNote({
  state,
  kind,
}: {
  state: Availability;
  kind: 'username' | 'email';
}) {
  const t = useSignInStrings();
  if (state === 'checking') return <>{t.format('register.checking')}</>;
  if (state === 'available')
    return <>{t.format(kind === 'username' ? 'register.usernameFree' : 'register.emailFree')}</>;
  if (state === 'error') return <>{t.format('register.checkFailed')}</>;
  return null;
}
