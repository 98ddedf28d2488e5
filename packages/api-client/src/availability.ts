import { TIMINGS } from '@shoppable/domain';
import { useEffect, useRef, useState } from 'react';

/** Where a live availability check is. */
export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'error';

/** Asks the server whether `value` is free (true) or taken (false); rejects when it cannot say. */
export type AvailabilityCheck = (value: string, signal: AbortSignal) => Promise<boolean>;

/**
 * A value's availability on the server, asked 400 ms after typing stops (platform.md §5,
 * content.md §4): `idle` while `valid` (the local format check) is false, `checking` until the
 * answer for the current value, then `available`, `taken` or `error`. A newer value aborts the
 * call in flight, and an answer for an older value is never shown.
 */
export function useAvailability(
  check: AvailabilityCheck,
  value: string,
  { valid }: { valid: boolean },
): Availability {
  const [answer, setAnswer] = useState<{ value: string; state: Availability } | null>(null);
  // The latest `check`, so a caller may pass a new function each render without re-asking.
  const latestCheck = useRef(check);
  useEffect(() => {
    latestCheck.current = check;
  });
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latestCheck.current(value, controller.signal).then(
        (available) => {
          if (!controller.signal.aborted)
            setAnswer({ value, state: available ? 'available' : 'taken' });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ value, state: 'error' });
        },
      );
    }, TIMINGS.validationDebounce);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, valid]);
  if (!valid) return 'idle';
  return answer?.value === value ? answer.state : 'checking';
}
