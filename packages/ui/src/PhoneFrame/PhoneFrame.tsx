import type { ReactNode } from 'react';
import { useStrings } from '../intl';
import { frame, homeBar, notch, screen } from './PhoneFrame.css';

/** Props of PhoneFrame. */
export interface PhoneFrameProps {
  /** What the phone shows: usually the public link page (`@shoppable/link-preview`). */
  children: ReactNode;
  /** The region's accessible name; "Phone preview" (localised) by default. */
  'aria-label'?: string;
  /** The height of the screen in px (default 720); longer content scrolls inside it. */
  screenHeight?: number;
}

/**
 * The mobile link-preview simulator: a phone-shaped frame whose screen is 390 px wide (a common
 * phone's CSS width) and scrolls its content. The screen is a size container, so content styled
 * with container queries lays out as on a phone; it is a named region that the keyboard can
 * focus to scroll.
 */
export function PhoneFrame({
  children,
  'aria-label': ariaLabel,
  screenHeight = 720,
}: PhoneFrameProps) {
  const strings = useStrings();
  return (
    <div className={frame}>
      <span className={notch} aria-hidden="true" />
      <section
        aria-label={ariaLabel ?? strings.format('phoneFrame.label')}
        className={screen}
        style={{ blockSize: screenHeight }}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
        tabIndex={0}
      >
        {children}
      </section>
      <span className={homeBar} aria-hidden="true" />
    </div>
  );
}
