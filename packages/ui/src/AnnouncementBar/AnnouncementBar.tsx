import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useStrings } from '../intl';
import { bar, message as messageClass, toggle } from './AnnouncementBar.css';

/** How long each message shows before the next, in ms. */
export const announcementIntervalMs = 5000;
/** How long the fade between two messages takes, in ms (the fade token). */
export const announcementFadeMs = 500;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return window.matchMedia?.(reducedMotionQuery).matches ?? false;
}

/** Props of AnnouncementBar. */
export interface AnnouncementBarProps {
  /** The messages, shown one at a time in order and then from the start again. */
  messages: readonly ReactNode[];
  /** The region's accessible name: "Announcements" by default, in the UI's language. */
  'aria-label'?: string;
}

/**
 * The running-messages strip of a layout: it shows one message at a time and moves to the next
 * every 5000 ms with a 500 ms fade (no fade for users who ask for reduced motion). It pauses
 * while the pointer is over it or focus is inside it, and its pause button stops it for good
 * (the user controls moving content). With one message it simply shows it.
 */
export function AnnouncementBar({ messages, 'aria-label': ariaLabel }: AnnouncementBarProps) {
  const strings = useStrings();
  const [index, setIndex] = useState(0);
  const [isFading, setFading] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const reduceMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const count = messages.length;
  const isPaused = isHovered || isFocusWithin || isStopped;

  useEffect(() => {
    if (count < 2 || isPaused) return undefined;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const next = () => setIndex((current) => (current + 1) % count);
    const interval = setInterval(() => {
      if (reduceMotion) {
        next();
        return;
      }
      setFading(true);
      fadeTimer = setTimeout(() => {
        next();
        setFading(false);
      }, announcementFadeMs);
    }, announcementIntervalMs);
    return () => {
      clearInterval(interval);
      clearTimeout(fadeTimer);
      setFading(false);
    };
  }, [count, isPaused, reduceMotion]);

  if (count === 0) return null;
  const current = messages[index % count];

  return (
    <section
      aria-label={ariaLabel ?? strings.format('announcementBar.label')}
      className={bar}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocusWithin(false);
        }
      }}
    >
      <p className={messageClass} data-fading={isFading || undefined}>
        {current}
      </p>
      {count > 1 ? (
        <AriaButton
          className={toggle}
          aria-label={strings.format(
            isStopped ? 'announcementBar.resume' : 'announcementBar.pause',
          )}
          onPress={() => setStopped((stopped) => !stopped)}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" fill="currentColor" aria-hidden="true">
            {isStopped ? (
              <path d="M3 1.5v9l7-4.5z" />
            ) : (
              <path d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" />
            )}
          </svg>
        </AriaButton>
      ) : null}
    </section>
  );
}
